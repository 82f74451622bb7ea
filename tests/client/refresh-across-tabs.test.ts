import { afterEach, expect, it, vi } from 'vitest';
import type { TokenResponse } from '#contract/auth';
import { NoAnswer, type Session } from '#machines/session-data';
import { memoryStorage, readStoredSession, writeStoredSession } from '../../src/session/storage';
import { refreshSession } from '../../src/session/token-calls';

const signedIn: Session = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  permissions: ['users_read'],
  selectedCompanyId: 1,
  selectedCompanyName: 'Demo Travel',
};

const rotated: TokenResponse = {
  accessToken: 'access-2',
  refreshToken: 'refresh-2',
  userPermissions: ['users_read'],
  selectedCompanyId: 1,
  selectedCompanyName: 'Demo Travel',
  needsTwoFactorCode: false,
};

/** Web Locks as a browser gives every tab of an origin: one holder of a name at a time. */
function webLocks() {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, task: () => Promise<T>): Promise<T> {
      const before = queues.get(name) ?? Promise.resolve();
      const run = before.then(task, task);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('two tabs that need a refresh at once send one refresh and share its tokens', async () => {
  const storage = memoryStorage();
  writeStoredSession(storage, signedIn);
  const sent: string[] = [];
  vi.stubGlobal('navigator', { locks: webLocks() });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    sent.push(`${path} ${String(init.body)}`);
    // The server answers after the other tab has asked too.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return new Response(JSON.stringify(rotated), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });

  // Both tabs hold the same tokens, read from the shared storage at start.
  const [first, second] = await Promise.all([
    refreshSession(storage, signedIn),
    refreshSession(storage, signedIn),
  ]);

  expect(sent).toHaveLength(1);
  expect(first).toEqual(second);
  expect(first.refreshToken).toBe('refresh-2');
  expect(readStoredSession(storage)?.refreshToken).toBe('refresh-2');
});

it('a tab signed out elsewhere while it waited does not refresh', async () => {
  const storage = memoryStorage();
  const sent: string[] = [];
  vi.stubGlobal('navigator', { locks: webLocks() });
  vi.stubGlobal('fetch', async (path: string) => {
    sent.push(path);
    return new Response('{}', { status: 401 });
  });
  await expect(refreshSession(storage, signedIn)).rejects.toThrow('Signed out in another tab');
  expect(sent).toHaveLength(0);
});

it('a refresh that gets no answer says so and leaves the stored tokens for the next try', async () => {
  const storage = memoryStorage();
  writeStoredSession(storage, signedIn);
  vi.stubGlobal('navigator', { locks: webLocks() });
  // What a reload does to the call under way.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  await expect(refreshSession(storage, signedIn)).rejects.toBeInstanceOf(NoAnswer);
  expect(readStoredSession(storage)).toEqual(signedIn);
});
