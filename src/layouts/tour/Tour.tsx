import { lazy, Suspense } from 'react';

const TourCard = lazy(() => import('../../pages/shell/tour/TourCard'));

/** The tour card when it is on; its code loads only then. */
export function Tour({ open, onFinish }: { open: boolean; onFinish: () => void }) {
  if (!open) return null;
  return (
    <div style={{ padding: '8px 8px 0' }}>
      <Suspense fallback={null}>
        <TourCard onFinish={onFinish} />
      </Suspense>
    </div>
  );
}
