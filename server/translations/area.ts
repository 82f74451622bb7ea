import { translationsArea } from '#contract/areas/translations';
import { defineServerArea } from '#server/kit/area';
import { seedDemoTexts } from './demo';
import { siteTextsRouter, translationsRouter } from './routes';

export const translationsServer = defineServerArea({
  area: translationsArea,
  routers: { translations: translationsRouter, siteTexts: siteTextsRouter },
  seedApplication: (tx, applicationId) => seedDemoTexts(tx, applicationId),
});
