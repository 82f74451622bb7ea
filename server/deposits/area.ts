import { depositsArea } from '#contract/areas/deposits';
import { defineServerArea } from '#server/kit/area';
import { seedDemoDeposits } from './demo';
import { depositOptionsRouter, depositRulesRouter } from './routes';

export const depositsServer = defineServerArea({
  area: depositsArea,
  routers: { depositOptions: depositOptionsRouter, depositRules: depositRulesRouter },
  seedApplication: (tx, applicationId) => seedDemoDeposits(tx, applicationId),
});
