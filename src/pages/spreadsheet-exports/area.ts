import { spreadsheetExportsArea } from '#contract/areas/spreadsheet-exports';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/** Spreadsheet integration (a tool): scheduled exports; `new` before its `:id` sibling. */
export const spreadsheetExportsClient = defineClientArea({
  area: spreadsheetExportsArea,
  pages: [
    {
      path: '/tools/spreadsheet-integration',
      access: 'spreadsheetExports.list',
      page: namedPage(pages, (m) => m.spreadsheetExports.ListPage),
    },
    {
      path: '/tools/spreadsheet-integration/new',
      access: 'spreadsheetExports.create',
      page: namedPage(pages, (m) => m.spreadsheetExports.AddPage),
    },
    {
      path: '/tools/spreadsheet-integration/:exportId/edit',
      access: 'spreadsheetExports.get',
      page: namedPage(pages, (m) => m.spreadsheetExports.RecordPage),
    },
  ],
  // The demo application's first export (server/spreadsheet-exports/demo.ts).
  examples: { exportId: '1' },
  nav: [
    {
      id: 'app-spreadsheet-integration',
      label: 'Spreadsheet integration',
      path: '/tools/spreadsheet-integration',
      group: 'tools',
      icon: 'table',
      description: 'Orders or customers as .xlsx on a schedule, emailed and kept 30 days.',
    },
  ],
});
