import { useEffect } from 'react';
import { Title, type TitleProps } from '@mantine/core';
import { pageTitle } from '@shop/shared';

/** Sets the browser tab to "{title} | Herbal Shop" while the screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/** A screen's visible heading that also names the browser tab. */
export function PageTitle({ children, order = 1, ...rest }: TitleProps & { children: string }) {
  usePageTitle(children);
  return (
    <Title order={order} {...rest}>
      {children}
    </Title>
  );
}
