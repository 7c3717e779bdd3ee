import { lazy, Suspense } from 'react';
import { useFlashShown } from './flash';
import { FlashAnnouncer } from './flash-announcer';

const FlashToasts = lazy(() => import('./flash-toasts'));

/** The live region from the start, the toasts from the first flash on. */
export function FlashHost() {
  const shown = useFlashShown();
  return (
    <>
      <FlashAnnouncer />
      {shown ? (
        <Suspense fallback={null}>
          <FlashToasts />
        </Suspense>
      ) : null}
    </>
  );
}
