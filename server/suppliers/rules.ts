import { type SettingFields, SUPPLIER_TEXT } from '#contract/suppliers';
import { type FieldErrors, formError } from '#server/kit/index';

const PLACEHOLDER = /\{[a-zA-Z][a-zA-Z0-9_]*\}/g;
const LEADING = /^\{[a-zA-Z][a-zA-Z0-9_]*\}/;

/** An http(s) URL, once every `{settingName}` is filled in (each integration fills its own). */
export function isHttpUrl(template: string): boolean {
  // A leading placeholder is a base URL setting; any other stands for a word of the address.
  const filled = template.replace(LEADING, 'https://setting.test').replace(PLACEHOLDER, 'setting');
  if (/[{}\s]/.test(filled)) return false;
  try {
    const url = new URL(filled);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Refuses a health-check URL template that is no http(s) URL, as the field's error. */
export function checkHealthUrl(healthUrl: string): void {
  if (!isHttpUrl(healthUrl)) throw formError({ healthUrl: [SUPPLIER_TEXT.urlInvalid] });
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Why the default does not fit the setting's type; undefined when it does (or is none). */
function defaultError(f: SettingFields): string | undefined {
  const value = f.defaultValue;
  if (value === '') return undefined;
  switch (f.type) {
    case 'secret':
      return SUPPLIER_TEXT.secretNoDefault;
    case 'number':
      return NUMBER.test(value) ? undefined : SUPPLIER_TEXT.defaultNotNumber;
    case 'boolean':
      return value === 'true' || value === 'false' ? undefined : SUPPLIER_TEXT.defaultNotBoolean;
    case 'choice':
      return f.options.includes(value) ? undefined : SUPPLIER_TEXT.defaultNotOption;
    case 'url':
      return isHttpUrl(value) ? undefined : SUPPLIER_TEXT.defaultNotUrl;
    case 'text':
      return undefined;
  }
}

/**
 * The rules across a setting's fields: a choice lists its options and nothing else does, and a
 * default fits the type (a secret has none). Refused as the fields' errors.
 */
export function checkSetting(f: SettingFields): void {
  const errors: FieldErrors = {};
  if (f.type === 'choice' && f.options.length === 0) {
    errors.options = [SUPPLIER_TEXT.optionsForChoice];
  }
  if (f.type !== 'choice' && f.options.length > 0) {
    errors.options = [SUPPLIER_TEXT.optionsOnlyForChoice];
  }
  // /settings/add is the add page, so a setting of that name would have no page of its own.
  if (f.name.toLowerCase() === 'add') errors.name = [SUPPLIER_TEXT.settingNameReserved];
  const wrong = defaultError(f);
  if (wrong) errors.defaultValue = [wrong];
  if (Object.keys(errors).length > 0) throw formError(errors);
}
