import { quotesArea } from '#contract/areas/quotes';
import { defineServerArea } from '#server/kit/area';
import { seedDemoQuotes } from './demo';
import { quotesRouter, sharedQuoteRouter } from './routes';

export const quotesServer = defineServerArea({
  area: quotesArea,
  routers: { quotes: quotesRouter, sharedQuote: sharedQuoteRouter },
  seedApplication: (tx, applicationId) => seedDemoQuotes(tx, applicationId),
});
