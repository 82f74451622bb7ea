import { crud, scoped } from '../access';
import { defineArea } from '../area';
import { TOOLS_PERMISSION, TOOLS_ACCESS as tools } from './tools';

/**
 * Spreadsheet integration (a tool): scheduled .xlsx exports of an application's orders or
 * customers, mailed to their recipients through the outbox and kept for download 30 days.
 */
export const spreadsheetExportsArea = defineArea({
  name: 'spreadsheet-exports',
  noun: { one: 'scheduled export', many: 'scheduled exports' },
  scope: 'application',
  feature: 'tools',
  audit: {
    spreadsheetExports: {
      label: 'Scheduled exports',
      history: scoped.company(TOOLS_PERMISSION),
    },
  },
  access: {
    spreadsheetExports: {
      ...crud(tools, tools),
      runs: tools,
      runNow: tools,
      download: tools,
    },
  },
});
