import * as z from 'zod';
import { APP_LANGUAGES } from './constants';
import { freeText, Id, line } from './input';
import { MSG } from './messages';

/** The languages a site's texts are kept in (the application lookups' languages). */
export const TEXT_LANGUAGES = APP_LANGUAGES;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<TextLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
};

export const TEXT_LIMITS = {
  key: 150,
  text: 4000,
  /** An application's texts, and so an import's rows: a site's copy, not a content store. */
  perApplication: 5000,
  importBytes: 2 * 1024 * 1024,
  /** The unzipped size of an imported .xlsx; beyond it the file is treated as a zip bomb. */
  importInflatedBytes: 40 * 1024 * 1024,
} as const;

/** A key as sites write it in their templates: `home.title`, `search_button`, `faq-3`. */
export const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export const TEXT_TEXT = {
  keyRequired: 'Key is required',
  keyFormat: 'Use letters, digits, dots, dashes and underscores, starting with a letter or digit',
  keyTaken: 'This application already has a text with this key.',
  defaultRequired: 'Default text is required',
  tooMany: `An application has at most ${TEXT_LIMITS.perApplication.toLocaleString('en')} texts.`,
  added: 'Text added',
  updated: 'Text saved',
  removed: 'Text deleted',
  imported: (created: number, updated: number) =>
    `Import done: ${created} added, ${updated} changed.`,
  importRefused: 'Nothing was imported: correct the rows below and upload the file again.',
  notSpreadsheet: 'The file is not an Excel spreadsheet (.xlsx).',
  tooLarge: `The file is larger than ${TEXT_LIMITS.importBytes / 1024 / 1024} MB.`,
  inflatesTooMuch: 'The spreadsheet unpacks to more data than is safe to read.',
  tooManyRows: `The spreadsheet has more than ${TEXT_LIMITS.perApplication.toLocaleString('en')} texts.`,
  empty: 'The spreadsheet has no texts in it.',
  wrongColumns: (languages: readonly string[]) =>
    `The first row must name the columns Key, Default, then languages (${languages.join(', ')}).`,
  duplicateKey: (row: number) => `Same key as row ${row}`,
} as const;

/** The spreadsheet's first columns; each language's column follows, headed by its code. */
export const SHEET_COLUMNS = ['Key', 'Default'] as const;

const key = line()
  .trim()
  .min(1, TEXT_TEXT.keyRequired)
  .max(TEXT_LIMITS.key, MSG.maxLength(TEXT_LIMITS.key))
  .regex(KEY_PATTERN, TEXT_TEXT.keyFormat);
/** Texts may hold line breaks (a paragraph of the site). */
const text = freeText().max(TEXT_LIMITS.text, MSG.maxLength(TEXT_LIMITS.text));

/** The form: the key, its default text, and a text per language ('' falls back to the default). */
export const TranslationFields = z.object({
  key,
  defaultText: text.trim().min(1, TEXT_TEXT.defaultRequired),
  en: text.default(''),
  es: text.default(''),
  fr: text.default(''),
  de: text.default(''),
});
export type TranslationFields = z.output<typeof TranslationFields>;

export const TranslationCreate = TranslationFields.strict();
export type TranslationCreate = z.input<typeof TranslationCreate>;
export const TranslationUpdate = TranslationFields.extend({ version: Id }).strict();
export type TranslationUpdate = z.input<typeof TranslationUpdate>;

export const TranslationRow = z.object({
  translationId: z.number().int(),
  key: z.string(),
  defaultText: z.string(),
  /** Languages with no text of their own: sites get the default there. */
  missing: z.array(z.enum(TEXT_LANGUAGES)),
  updated: z.string(),
});
export type TranslationRow = z.infer<typeof TranslationRow>;

export const Translation = TranslationFields.extend({
  translationId: z.number().int(),
  /** The console company, for the record's History. */
  companyId: z.number().int(),
  missing: z.array(z.enum(TEXT_LANGUAGES)),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type Translation = z.infer<typeof Translation>;

export const TranslationSaved = z.object({ translationId: z.number().int() });

/** An import that went in: nothing is written unless every row is valid. */
export const TranslationImport = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type TranslationImport = z.infer<typeof TranslationImport>;

/** What a site reads: every key's text in the language, the default where it has none. */
export const SiteTexts = z.object({
  language: z.enum(TEXT_LANGUAGES),
  texts: z.record(z.string(), z.string()),
});
export type SiteTexts = z.infer<typeof SiteTexts>;
