import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../../config/theme';

/** The screens loaded on demand are drawn with Mantine; it comes with them. */
export function MantineScreen({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}
