import { propertyContentArea } from '#contract/areas/property-content';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/** An application's own properties (a tool); `new` before its `:propertyId` sibling. */
export const propertyContentClient = defineClientArea({
  area: propertyContentArea,
  pages: [
    {
      path: '/tools/propertyContent',
      access: 'propertyContent.list',
      page: namedPage(pages, (m) => m.PropertiesListPage),
    },
    {
      path: '/tools/propertyContent/new',
      access: 'propertyContent.create',
      page: namedPage(pages, (m) => m.PropertyAddPage),
    },
    {
      path: '/tools/propertyContent/:propertyId/edit',
      access: 'propertyContent.get',
      page: namedPage(pages, (m) => m.PropertyEditPage),
    },
  ],
  // The demo application's first property (server/property-content/demo.ts).
  examples: { propertyId: '1' },
  nav: [
    {
      id: 'app-property-content',
      label: 'Property content',
      path: '/tools/propertyContent',
      group: 'tools',
      icon: 'image',
      description: 'Your own properties: images, facilities, stars and the offers the feed lists.',
    },
    {
      id: 'add-property',
      label: 'New property',
      path: '/tools/propertyContent/new',
      group: 'create',
      icon: 'plus',
    },
  ],
});
