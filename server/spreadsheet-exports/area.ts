import { spreadsheetExportsArea } from '#contract/areas/spreadsheet-exports';
import { defineServerArea } from '#server/kit/area';
import { seedDemoExports } from './demo';
import { spreadsheetExportsRouter } from './routes';
import { exportSchedule } from './scheduler';

export const spreadsheetExportsServer = defineServerArea({
  area: spreadsheetExportsArea,
  routers: { spreadsheetExports: spreadsheetExportsRouter },
  seedApplication: (tx, applicationId) => seedDemoExports(tx, applicationId),
  jobs: (deps) => [exportSchedule(deps)],
});
