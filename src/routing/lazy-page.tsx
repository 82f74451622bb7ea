import { type ComponentType, lazy, Suspense, useState } from 'react';
import { LoadingBlock } from '../../ui/index';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { withChunkTimeout } from './chunk';

export type PageModule = { default: ComponentType };

/**
 * A page loaded on first use from its own chunk. A chunk that fails or takes longer than
 * CHUNK_LOAD_TIMEOUT_MS shows MSG.chunkLoadFailed with "Retry", which imports it again
 * (React.lazy remembers a failure, so retrying needs a fresh lazy component).
 */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
  const create = () => lazy(() => withChunkTimeout(load()));
  let Lazy = create();

  return function LazyPage() {
    const [attempt, setAttempt] = useState(0);
    return (
      <ChunkErrorBoundary
        key={attempt}
        onRetry={() => {
          Lazy = create();
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<LoadingBlock />}>
          <Lazy />
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
}
