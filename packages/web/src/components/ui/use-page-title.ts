import { useEffect } from 'react';
import { pageTitle } from '@shop/shared';

/** Sets the browser tab to "{title} | Herbal Shop" while the screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
