import { enquiriesArea } from '#contract/areas/enquiries';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/** An application's web enquiries: the viewer and an enquiry's page by its web reference. */
export const enquiriesClient = defineClientArea({
  area: enquiriesArea,
  pages: [
    {
      path: '/enquiryViewer',
      access: 'enquiries.list',
      page: namedPage(pages, (m) => m.EnquiriesListPage),
    },
    {
      path: '/enquiryViewer/:webReference/view',
      access: 'enquiries.get',
      page: namedPage(pages, (m) => m.EnquiryViewPage),
    },
  ],
  // The demo application's first enquiry (server/enquiries/demo.ts).
  examples: { webReference: 'WEB-1001' },
  nav: [{ id: 'app-enquiries', label: 'Enquiries', path: '/enquiryViewer', icon: 'chat' }],
});
