import { useState, type ReactNode } from 'react';
import type { ShopData } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionRefresh } from '../features/auth/session-refresh';
import { createQueryClient } from './query-client';
import { FlashHost } from '../components/ui/flash-host';

interface AppProviderProps {
  children: ReactNode;
  /** What the server inlined into the page, for the first paint. */
  shopData?: ShopData;
}

/** Mantine's provider is not here: it comes with the screens that use Mantine (routes/mantine-screen). */
export function AppProvider({ children, shopData }: AppProviderProps) {
  const [queryClient] = useState(() => createQueryClient(shopData));
  return (
    <>
      <FlashHost />
      <QueryClientProvider client={queryClient}>
        <SessionRefresh />
        {children}
      </QueryClientProvider>
    </>
  );
}
