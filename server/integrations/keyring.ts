import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { keptSecret } from '#server/auth/secret';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';

/**
 * The keys that seal integrations' secrets (AES-256-GCM). A sealed value names the key it was
 * sealed with, so after a rotation (a new SECRETS_KEY, the old one in SECRETS_KEYS_RETIRED)
 * the secrets sealed before still open, and each one saved again is sealed with the new key.
 */
export type Keyring = { currentId: string; keys: ReadonlyMap<string, Buffer> };

const FORMAT = 'v1';

/** A key's id: a hash prefix, so the stored value names its key without revealing it. */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function keyringOf(current: string, retired: readonly string[] = []): Keyring {
  const keys = new Map<string, Buffer>();
  for (const hex of [current, ...retired]) {
    const key = Buffer.from(hex, 'hex');
    keys.set(keyIdOf(key), key);
  }
  return { currentId: keyIdOf(Buffer.from(current, 'hex')), keys };
}

/** SECRETS_KEY, or one generated on first start and kept as the JWT secret is. */
export async function resolveKeyring(
  config: Pick<Config, 'secretsKey' | 'secretsKeysRetired' | 'dataDir'>,
  database: Database,
): Promise<Keyring> {
  const current =
    config.secretsKey ??
    (await keptSecret(config, database, {
      setting: 'secrets_key',
      file: 'secrets-key',
      fresh: randomBytes(32).toString('hex'),
    }));
  return keyringOf(current, config.secretsKeysRetired);
}

/** `v1.<key id>.<iv>.<tag>.<ciphertext>`, base64url each. */
export function seal(keyring: Keyring, plain: string): string {
  const key = keyring.keys.get(keyring.currentId);
  if (!key) throw new Error('The current secrets key is missing');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url'));
  return [FORMAT, keyring.currentId, ...parts].join('.');
}

/** The plain value; throws when its key is not in the keyring or it was tampered with. */
export function unseal(keyring: Keyring, value: string): string {
  const [format, keyId, iv, tag, sealed] = value.split('.');
  if (format !== FORMAT || !keyId || !iv || !tag || sealed === undefined) {
    throw new Error('Not a sealed secret');
  }
  const key = keyring.keys.get(keyId);
  if (!key) throw new Error(`Secret sealed with key ${keyId}, which is not configured`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([
    decipher.update(Buffer.from(sealed, 'base64url')),
    decipher.final(),
  ]);
  return plain.toString('utf8');
}
