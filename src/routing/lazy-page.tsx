import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { LoadingBlock } from '#ui';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { withChunkTimeout } from './chunk';

export type PageModule = { default: ComponentType };

/** A page in its own chunk, loaded on first use (route tables hold these, not components). */
export interface LazyPageSource {
  load: () => Promise<PageModule>;
  Component: LazyExoticComponent<ComponentType>;
}

const lazyWithTimeout = (load: () => Promise<PageModule>) => lazy(() => withChunkTimeout(load()));

export function lazyPage(load: () => Promise<PageModule>): LazyPageSource {
  return { load, Component: lazyWithTimeout(load) };
}

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
