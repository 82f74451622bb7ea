import { lazy, Suspense } from 'react';

// Its own chunk: the login page's first load stays within its size budget.
const Panel = lazy(() => import('./SocialButtonsPanel'));

/** Sign-in buttons for the configured social providers (none shown when none is configured). */
export function SocialButtons() {
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
