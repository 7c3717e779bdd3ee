import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/routes/shop-styles';
import './app/global.css';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { takeShopData } from './features/products/api/inlined-data';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A transition lets React draw the first page in slices of a few milliseconds, yielding to
// the browser between them, instead of in one long task that would hold up a phone's taps.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider shopData={takeShopData()}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
