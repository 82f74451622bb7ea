import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '#contract/constants';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from '../../src/routing/chunk';

describe('chunk loading time-out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rejects with a ChunkLoadError when the chunk has not loaded after 120 s', async () => {
    const loading = withChunkTimeout(new Promise<never>(() => {}));
    const outcome = loading.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void loading.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('resolves with a chunk that arrives in time, and stops its timer', async () => {
    const chunk = { default: 'page' };
    await expect(withChunkTimeout(Promise.resolve(chunk))).resolves.toBe(chunk);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await withChunkTimeout(Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
    expect(vi.getTimerCount()).toBe(0);
  });
});
