import { spreadsheetExportsArea } from '#contract/areas/spreadsheet-exports';
import { defineServerArea } from '#server/kit/area';
import { seedDemoExports } from './demo';
import { spreadsheetExportsRouter } from './routes';
import { exportSchedule } from './scheduler';

export const spreadsheetExportsServer = defineServerArea({
  area: spreadsheetExportsArea,
  routers: { spreadsheetExports: spreadsheetExportsRouter },
  seed: (tx, demo) => seedDemoExports(tx, demo.companyId),
  jobs: (deps) => [exportSchedule(deps)],
});
