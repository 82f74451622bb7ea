import { CHUNK_LOAD_TIMEOUT_MS } from '#contract/constants';

/** A part of the interface (a lazily loaded chunk) failed to load or took too long. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError;

/**
 * Resolves with the chunk, or rejects with a ChunkLoadError when it fails or has not loaded
 * within `timeoutMs` (spec section 9: 120000 ms).
 */
export function withChunkTimeout<T>(
  load: Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`A chunk did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('A chunk failed to load', { cause }));
      },
    );
  });
}
