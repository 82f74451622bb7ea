import { crud, scoped } from '../access';
import { defineArea } from '../area';

/*
 * Spec section 6 has no row for translations. They are the booking site's own texts, set up
 * with its suppliers, pricing and tools, so they take that row's permissions: reading needs
 * apps_integrations_read; adding, editing, importing and deleting need apps_integrations_edit
 * (as pricing rule add and edit do). No feature switch: every site has texts.
 */
const read = scoped.application('apps_integrations_read');
const edit = scoped.application('apps_integrations_edit');

/** An application's site texts by key, and the public endpoint sites read them from. */
export const translationsArea = defineArea({
  name: 'translations',
  noun: { one: 'translation', many: 'translations' },
  scope: 'application',
  audit: {
    translations: { label: 'Translations', history: scoped.company('apps_integrations_read') },
  },
  access: {
    translations: {
      ...crud(read, edit),
      exportXlsx: read,
      importXlsx: edit,
    },
    siteTexts: { texts: { scope: 'public' } },
  },
});
