import { useState, type ReactNode } from 'react';
import type { ShopData } from '@shop/shared';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionRefresh } from '../features/auth/session-refresh';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';
import { FLASH_AUTO_CLOSE_MS } from '../components/ui/flash';
import { FlashAnnouncer } from '../components/ui/flash-announcer';

interface AppProviderProps {
  children: ReactNode;
  /** What the server inlined into the page, for the first paint. */
  shopData?: ShopData;
}

export function AppProvider({ children, shopData }: AppProviderProps) {
  const [queryClient] = useState(() => createQueryClient(shopData));
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {/* Bottom right: a flash never covers the cart, the account menu or the search box. */}
      <Notifications position="bottom-right" autoClose={FLASH_AUTO_CLOSE_MS} zIndex={1000} />
      <FlashAnnouncer />
      <QueryClientProvider client={queryClient}>
        <SessionRefresh />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
