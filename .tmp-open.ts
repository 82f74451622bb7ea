import * as z from 'zod';
import { OPERATIONS } from './tests/server/fuzz/operations';
import { openObjects } from './tests/contract/open-objects';
import { IngestOrder } from '#contract/ingest-order';
import { IngestCustomer } from '#contract/ingest-customer';
import { SearchEvent } from '#contract/events';
for (const { name, route } of OPERATIONS) {
  if (!('body' in route) || !(route.body instanceof z.ZodType)) continue;
  const open = openObjects(route.body);
  if (open.length) console.log(name, JSON.stringify(open));
}
for (const [n, s] of Object.entries({ IngestOrder, IngestCustomer, SearchEvent })) console.log(n, JSON.stringify(openObjects(s)));
