import { Title, type TitleProps } from '@mantine/core';
import { usePageTitle } from './use-page-title';

// The storefront imports the hook from its own file, which carries none of Mantine.
export { usePageTitle };

/** A screen's visible heading that also names the browser tab. */
export function PageTitle({ children, order = 1, ...rest }: TitleProps & { children: string }) {
  usePageTitle(children);
  return (
    <Title order={order} {...rest}>
      {children}
    </Title>
  );
}
