import { quotesArea } from '#contract/areas/quotes';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/** The quote viewer: the application's quote lists and one list with its quotes. */
export const quotesClient = defineClientArea({
  area: quotesArea,
  pages: [
    {
      path: '/quoteViewer',
      access: 'quotes.list',
      page: namedPage(pages, (m) => m.QuoteListsPage),
    },
    {
      path: '/quoteViewer/:listId',
      access: 'quotes.get',
      page: namedPage(pages, (m) => m.QuoteListPage),
    },
  ],
  // The demo application's quote list (server/quotes/demo.ts).
  examples: { listId: '1' },
  nav: [{ id: 'app-quotes', label: 'Quotes', path: '/quoteViewer', icon: 'file' }],
});
