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

  it('is cleared on logout except the tour state', () => {
    const storage = memoryStorage({ tourState: 'step-3', theme: 'dark' });
    writeStoredSession(storage, session);
    clearStoredSession(storage);
    expect(storage.entries()).toEqual({ tourState: 'step-3' });
  });
});
