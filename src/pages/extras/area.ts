import { extrasArea } from '#contract/areas/extras';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/** An application's extras (a tool): groups, and the add-ons in them; `new` before `:id`. */
export const extrasClient = defineClientArea({
  area: extrasArea,
  pages: [
    {
      path: '/tools/extraGroups',
      access: 'extraGroups.list',
      page: namedPage(pages, (m) => m.extraGroups.ListPage),
    },
    {
      path: '/tools/extraGroups/new',
      access: 'extraGroups.create',
      page: namedPage(pages, (m) => m.extraGroups.AddPage),
    },
    {
      path: '/tools/extraGroups/extras/new',
      access: 'extras.create',
      page: namedPage(pages, (m) => m.ExtraAddPage),
    },
    {
      path: '/tools/extraGroups/extras/edit/:extraId',
      access: 'extras.get',
      page: namedPage(pages, (m) => m.ExtraPage),
    },
    {
      path: '/tools/extraGroups/:groupId',
      access: 'extraGroups.get',
      page: namedPage(pages, (m) => m.extraGroups.RecordPage),
    },
    {
      path: '/tools/extraGroups/:groupId/extras',
      access: 'extras.list',
      page: namedPage(pages, (m) => m.GroupExtrasPage),
    },
  ],
  // The demo application's first group and extra (server/extras/demo.ts).
  examples: { groupId: '1', extraId: '1' },
  nav: [
    {
      id: 'app-extra-groups',
      label: 'Extras',
      path: '/tools/extraGroups',
      group: 'tools',
      icon: 'plusCircled',
      description: 'Add-ons sold with a booking: grouped, priced per person or per booking.',
    },
  ],
});
