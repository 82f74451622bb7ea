import { membershipLevelsArea } from '#contract/areas/membership-levels';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/** An application's membership levels (a tool); `new` before its `:id` sibling. */
export const membershipLevelsClient = defineClientArea({
  area: membershipLevelsArea,
  pages: [
    {
      path: '/tools/membership-levels',
      access: 'membershipLevels.list',
      page: namedPage(pages, (m) => m.membershipLevels.ListPage),
    },
    {
      path: '/tools/membership-levels/new',
      access: 'membershipLevels.create',
      page: namedPage(pages, (m) => m.membershipLevels.AddPage),
    },
    {
      path: '/tools/membership-levels/:membershipId',
      access: 'membershipLevels.get',
      page: namedPage(pages, (m) => m.membershipLevels.RecordPage),
    },
  ],
  // The demo application's first level (server/membership-levels/demo.ts).
  examples: { membershipId: '1' },
  nav: [
    {
      id: 'app-membership-levels',
      label: 'Membership levels',
      path: '/tools/membership-levels',
      group: 'tools',
      icon: 'idCard',
      description: 'Paid levels for customers, with their benefits and company pricing.',
    },
  ],
});
