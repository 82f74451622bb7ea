import { accommodationOverridesArea } from '#contract/areas/accommodation-overrides';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/**
 * Accommodation overrides (a tool). The spec names the list only; an override's pages follow
 * the other tools': `new`, then `/{overrideId}` (`?edit` edits).
 */
export const accommodationOverridesClient = defineClientArea({
  area: accommodationOverridesArea,
  pages: [
    {
      path: '/tools/accommodation-overrides',
      access: 'accommodationOverrides.list',
      page: namedPage(pages, (m) => m.overrides.ListPage),
    },
    {
      path: '/tools/accommodation-overrides/new',
      access: 'accommodationOverrides.create',
      page: namedPage(pages, (m) => m.overrides.AddPage),
    },
    {
      path: '/tools/accommodation-overrides/:overrideId',
      access: 'accommodationOverrides.get',
      page: namedPage(pages, (m) => m.overrides.RecordPage),
    },
  ],
  // The demo application's first override (server/accommodation-overrides/demo.ts).
  examples: { overrideId: '1' },
  nav: [
    {
      id: 'app-accommodation-overrides',
      label: 'Accommodation overrides',
      path: '/tools/accommodation-overrides',
      group: 'tools',
      icon: 'layers',
      description: 'Your own name, images and stars for a supplier’s property.',
    },
    {
      id: 'add-accommodation-override',
      label: 'New accommodation override',
      path: '/tools/accommodation-overrides/new',
      group: 'create',
      icon: 'plus',
    },
  ],
});
