import { INTEGRATION_TEXT, type SettingValues } from '#contract/integrations';
import type { Setting } from '#contract/suppliers';
import { type FieldErrors, formError } from '#server/kit/index';
import { type Keyring, seal } from './keyring';
import type { StoredSecret, StoredValues } from './schema';

const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const isSecret = (v: StoredValues[string] | undefined): v is StoredSecret =>
  typeof v === 'object' && v !== null;

/** A value of the setting's type, or the message saying what it must be. */
function typed(setting: Setting, raw: string): StoredValues[string] | { error: string } {
  switch (setting.type) {
    case 'number':
      return NUMBER.test(raw) ? Number(raw) : { error: INTEGRATION_TEXT.notNumber };
    case 'boolean':
      return raw === 'true' || raw === 'false'
        ? raw === 'true'
        : { error: INTEGRATION_TEXT.notBoolean };
    case 'choice':
      return setting.options.includes(raw) ? raw : { error: INTEGRATION_TEXT.notOption };
    case 'url':
      return isHttpUrl(raw) ? raw : { error: INTEGRATION_TEXT.notUrl };
    default:
      return raw;
  }
}

/** Only the last four characters of a secret long enough that they do not give it away. */
const lastFourOf = (secret: string) => (secret.length >= 8 ? secret.slice(-4) : '');

/**
 * The values sent, checked against the supplier's settings and ready to store: each error is
 * the field `values.<name>`'s. A secret sent is sealed; one left out keeps the stored one.
 */
export function storedValues(
  settings: readonly Setting[],
  sent: SettingValues,
  previous: StoredValues,
  keyring: Keyring,
  now: Date,
): StoredValues {
  const errors: FieldErrors = {};
  const known = new Set(settings.map((s) => s.name));
  for (const name of Object.keys(sent)) {
    if (!known.has(name)) errors[`values.${name}`] = [INTEGRATION_TEXT.unknownSetting];
  }
  const stored: StoredValues = {};
  for (const setting of settings) {
    const raw = (sent[setting.name] ?? '').trim();
    const kept = previous[setting.name];
    if (setting.type === 'secret') {
      if (raw !== '') {
        stored[setting.name] = {
          sealed: seal(keyring, raw),
          last4: lastFourOf(raw),
          setAt: now.toISOString(),
        };
      } else if (isSecret(kept)) stored[setting.name] = kept;
      else if (setting.required) errors[`values.${setting.name}`] = [INTEGRATION_TEXT.required];
      continue;
    }
    const value = raw === '' ? setting.defaultValue : raw;
    if (value === '') {
      if (setting.required) errors[`values.${setting.name}`] = [INTEGRATION_TEXT.required];
      continue;
    }
    const checked = typed(setting, value);
    if (typeof checked === 'object' && 'error' in checked) {
      errors[`values.${setting.name}`] = [checked.error];
    } else stored[setting.name] = checked;
  }
  if (Object.keys(errors).length > 0) throw formError(errors);
  return stored;
}
