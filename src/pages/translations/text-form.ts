import {
  LANGUAGE_NAMES,
  type TextLanguage,
  type Translation,
  type TranslationCreate,
} from '#contract/translations';
import type { KitFieldGroup } from '../../kit/fields';

/** The form: the key, the default and a text in each of the application's languages. */
export const textGroups = (languages: readonly TextLanguage[]) =>
  [
    {
      title: 'Text',
      fields: [
        {
          name: 'key',
          label: 'Key',
          kind: 'text',
          hint: 'As the site’s templates name it, e.g. search.button',
        },
        {
          name: 'defaultText',
          label: 'Default Text',
          kind: 'textarea',
          hint: 'Shown in every language that has no text of its own',
        },
      ],
    },
    {
      title: 'Languages',
      note: 'Left empty, a language shows the default text.',
      fields: languages.map((lang) => ({
        name: lang,
        label: LANGUAGE_NAMES[lang],
        kind: 'textarea' as const,
      })),
    },
  ] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_TEXT: TranslationCreate = {
  key: '',
  defaultText: '',
  en: '',
  es: '',
  fr: '',
  de: '',
};

/** The form's values of a loaded text (its version travels apart, with the save). */
export const toTextForm = (t: Translation): TranslationCreate => ({
  key: t.key,
  defaultText: t.defaultText,
  en: t.en,
  es: t.es,
  fr: t.fr,
  de: t.de,
});
