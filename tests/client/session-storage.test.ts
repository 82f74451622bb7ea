import { describe, expect, it } from 'vitest';
import type { Session } from '#machines/session-data';
import {
  clearStoredSession,
  memoryStorage,
  readStoredSession,
  writeStoredSession,
} from '../../src/session/storage';

const session: Session = {
  accessToken: 'a',
  refreshToken: 'r',
  permissions: ['roles_read'],
  selectedCompanyId: 1,
  selectedCompanyName: 'Demo Travel',
};

describe('stored session', () => {
  it('is written under the agreed localStorage keys and read back', () => {
    const storage = memoryStorage();
    writeStoredSession(storage, session);
    expect(storage.entries()).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      userPermissions: '["roles_read"]',
      selectedCompanyId: '1',
      selectedCompanyName: 'Demo Travel',
    });
    expect(readStoredSession(storage)).toEqual(session);
  });

  it('reads as signed out when incomplete or unreadable', () => {
    expect(readStoredSession(memoryStorage())).toBeNull();
    expect(readStoredSession(memoryStorage({ accessToken: 'a', refreshToken: 'r' }))).toBeNull();
    expect(
      readStoredSession(
        memoryStorage({ accessToken: 'a', refreshToken: 'r', userPermissions: '{not json' }),
      ),
    ).toBeNull();
  });

  it('is cleared on logout except the tour state and the idle bookkeeping', () => {
    const storage = memoryStorage({
      tourState: 'step-3',
      theme: 'dark',
      lastActivity: '1000',
      idleTimeoutMs: '3000',
    });
    writeStoredSession(storage, session);
    clearStoredSession(storage);
    expect(storage.entries()).toEqual({
      tourState: 'step-3',
      lastActivity: '1000',
      idleTimeoutMs: '3000',
    });
  });

  it('still holds the last activity when other tabs see the session go', () => {
    const storage = memoryStorage({ lastActivity: '1000' });
    writeStoredSession(storage, session);
    const seen: (string | null)[] = [];
    const watched = {
      ...storage,
      get length() {
        return storage.length;
      },
      removeItem: (key: string) => {
        storage.removeItem(key);
        if (key === 'accessToken') seen.push(storage.getItem('lastActivity'));
      },
    };
    clearStoredSession(watched);
    expect(seen).toEqual(['1000']);
    expect(readStoredSession(storage)).toBeNull();
  });
});
