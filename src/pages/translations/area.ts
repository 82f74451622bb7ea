import { translationsArea } from '#contract/areas/translations';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/** An application's site texts: the list, and one page per text (view, edit and new). */
export const translationsClient = defineClientArea({
  area: translationsArea,
  pages: [
    {
      path: '/translations',
      access: 'translations.list',
      page: namedPage(pages, (m) => m.TranslationsListPage),
    },
    {
      path: '/translations/:translationId',
      access: 'translations.get',
      page: namedPage(pages, (m) => m.TranslationPage),
    },
  ],
  // The demo application's first text (server/translations/demo.ts).
  examples: { translationId: '1' },
  nav: [
    {
      id: 'app-translations',
      label: 'Translations',
      path: '/translations',
      group: 'content',
      icon: 'letters',
    },
  ],
});
