import {
  TEXT_LANGUAGES,
  type TextLanguage,
  type Translation,
  type TranslationFields,
  type TranslationRow,
} from '#contract/translations';
import type { LanguageTexts, translations } from './schema';

type Stored = typeof translations.$inferSelect;

/** The languages a text is stored in: those given, without blank ones. */
export function textsOf(f: Pick<TranslationFields, TextLanguage>): LanguageTexts {
  const texts: LanguageTexts = {};
  for (const lang of TEXT_LANGUAGES) {
    if (f[lang].trim() !== '') texts[lang] = f[lang];
  }
  return texts;
}

/** The columns a form's fields are stored in. */
export const columnsOf = (f: TranslationFields) => ({
  key: f.key,
  defaultText: f.defaultText,
  texts: textsOf(f),
});

/** The application's languages the text falls back to the default in. */
export const missingOf = (texts: LanguageTexts, languages: readonly TextLanguage[]) =>
  languages.filter((lang) => !texts[lang]);

/** The form's fields of a stored text: '' where a language falls back to the default. */
export const fieldsOf = (r: Pick<Stored, 'key' | 'defaultText' | 'texts'>): TranslationFields => ({
  key: r.key,
  defaultText: r.defaultText,
  en: r.texts.en ?? '',
  es: r.texts.es ?? '',
  fr: r.texts.fr ?? '',
  de: r.texts.de ?? '',
});

export const translationRowOf =
  (languages: readonly TextLanguage[]) =>
  (r: Pick<Stored, 'id' | 'key' | 'defaultText' | 'texts' | 'updatedAt'>): TranslationRow => ({
    translationId: r.id,
    key: r.key,
    defaultText: r.defaultText,
    missing: missingOf(r.texts, languages),
    updated: new Date(r.updatedAt).toISOString(),
  });

export const translationOf = (
  r: Stored,
  companyId: number,
  languages: readonly TextLanguage[],
): Translation => ({
  ...fieldsOf(r),
  translationId: r.id,
  companyId,
  missing: missingOf(r.texts, languages),
  created: new Date(r.createdAt).toISOString(),
  updated: new Date(r.updatedAt).toISOString(),
  version: r.version,
});
