import { Suspense, useState } from 'react';
import { LoadingBlock } from '#ui';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { type LazyPageSource, lazyWithTimeout } from './lazy-source';

export { type LazyPageSource, lazyPage, type PageModule } from './lazy-source';

/**
 * Renders a lazy page. A chunk that fails or takes longer than CHUNK_LOAD_TIMEOUT_MS shows
 * MSG.chunkLoadFailed with "Retry", which imports it again (React.lazy remembers a failure,
 * so retrying needs a fresh lazy component).
 */
export function LazyPage({ source }: { source: LazyPageSource }) {
  const [attempt, setAttempt] = useState(0);
  const { Component } = source;
  return (
    <ChunkErrorBoundary
      key={attempt}
      onRetry={() => {
        source.Component = lazyWithTimeout(source.load);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<LoadingBlock />}>
        <Component />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
