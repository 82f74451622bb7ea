import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';
import { keyIdOf, keyringOf, resolveKeyring, seal, unseal } from '#server/integrations/keyring';
import { freshDataDirs, keptByTwoInstances } from './data-dir.fixtures';

const KEY_A = 'a1'.repeat(32);
const KEY_B = 'b2'.repeat(32);

describe('the secrets key (issue 28: secrets encrypted at rest)', () => {
  const kept = freshDataDirs();

  it('is generated into the data directory on first start and reused on the next', async () => {
    const dir = kept.dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    const first = await resolveKeyring(config, kept.database());
    const stored = readFileSync(join(dir, 'secrets-key'), 'utf8');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dir, 'secrets-key')).mode & 0o077).toBe(0);
    expect(first.currentId).toBe(keyIdOf(Buffer.from(stored, 'hex')));

    const sealed = seal(first, 'api-key-1234');
    const restarted = await resolveKeyring(config, kept.database());
    expect(restarted.currentId).toBe(first.currentId);
    expect(unseal(restarted, sealed)).toBe('api-key-1234');
  });

  it('comes from SECRETS_KEY when set, and nothing is written', async () => {
    const dir = kept.dataDir();
    const config = loadConfig({ DATA_DIR: dir, SECRETS_KEY: KEY_A });
    const keyring = await resolveKeyring(config, kept.database());
    expect(keyring.currentId).toBe(keyIdOf(Buffer.from(KEY_A, 'hex')));
    expect(() => readFileSync(join(dir, 'secrets-key'))).toThrow();
  });

  it('refuses a key that is not 64 hex digits, and retired keys likewise', () => {
    expect(() => loadConfig({ SECRETS_KEY: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ SECRETS_KEY: KEY_A, SECRETS_KEYS_RETIRED: `${KEY_B},zz` })).toThrow(
      ConfigError,
    );
  });

  it('rotates: secrets sealed with the retired key still open, new ones take the new key', async () => {
    const before = keyringOf(KEY_A);
    const old = seal(before, 'supplier-password');
    const rotated = await resolveKeyring(
      loadConfig({ SECRETS_KEY: KEY_B, SECRETS_KEYS_RETIRED: KEY_A }),
      kept.database(),
    );
    expect(unseal(rotated, old)).toBe('supplier-password');
    const again = seal(rotated, 'supplier-password');
    expect(again.split('.')[1]).toBe(keyIdOf(Buffer.from(KEY_B, 'hex')));
    expect(again.split('.')[1]).not.toBe(old.split('.')[1]);
    // Once the old key is dropped, what it sealed no longer opens, and says which key it needs.
    expect(() => unseal(keyringOf(KEY_B), old)).toThrow(keyIdOf(Buffer.from(KEY_A, 'hex')));
    expect(unseal(keyringOf(KEY_B), again)).toBe('supplier-password');
  });

  it('never opens a value that was tampered with, nor one sealed with an unknown key', () => {
    const keyring = keyringOf(KEY_A);
    const [format, id, iv, tag, body = ''] = seal(keyring, 'token-9876').split('.');
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => unseal(keyring, [format, id, iv, tag, flipped].join('.'))).toThrow();
    const stranger = keyringOf(randomBytes(32).toString('hex'));
    expect(() => unseal(stranger, seal(keyring, 'token-9876'))).toThrow(/not configured/);
    expect(() => unseal(keyring, 'plain text')).toThrow(/Not a sealed secret/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is shared through the database by every PostgreSQL instance (needs TEST_DATABASE_URL)',
    async () => {
      const [a, b] = await keptByTwoInstances(resolveKeyring);
      expect(b.currentId).toBe(a.currentId);
      expect(unseal(b, seal(a, 'shared'))).toBe('shared');
    },
  );
});
