import { useLatestFlash } from './flash';
import layout from '../base/layout.module.css';

/**
 * Reads every flash to screen readers through one polite live region that is always in the
 * page: a region inserted together with its text (as a toast is) is often not announced.
 */
export function FlashAnnouncer() {
  const text = useLatestFlash();
  return (
    <div
      className={layout.visuallyHidden}
      aria-live="polite"
      aria-atomic="true"
      data-testid="flash-announcer"
    >
      {text}
    </div>
  );
}
