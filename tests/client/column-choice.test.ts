import { describe, expect, it } from 'vitest';
import { hiddenByDefault } from '../../src/kit/column-choice';
import { COLUMNS_KEY_PREFIX, clearStoredSession, memoryStorage } from '../../src/session/storage';

const columns = [
  { header: 'Full Name' },
  { header: 'Email' },
  { header: 'Created', priority: 'low' as const },
];

describe('a list’s columns', () => {
  it('open without the low-priority ones below a wide screen, and with all on one', () => {
    expect(hiddenByDefault(columns, false)).toEqual(['Created']);
    expect(hiddenByDefault(columns, true)).toEqual([]);
  });

  it('stay as the reader chose them after signing out', () => {
    const storage = memoryStorage({
      accessToken: 'a',
      [`${COLUMNS_KEY_PREFIX}Users`]: '["Email"]',
    });
    clearStoredSession(storage);
    expect(storage.entries()).toEqual({ [`${COLUMNS_KEY_PREFIX}Users`]: '["Email"]' });
  });
});
