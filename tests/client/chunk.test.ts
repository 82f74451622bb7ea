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
    let outcome: unknown = 'pending';
    withChunkTimeout(new Promise<never>(() => {})).catch((error: unknown) => {
      outcome = error;
    });

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');

    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(outcome)).toBe(true);
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
