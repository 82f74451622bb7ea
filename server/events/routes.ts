import { initServer } from '@ts-rest/fastify';
import { eventsContract, SearchEvent } from '#contract/events';
import type { AppDeps } from '#server/deps';
import { reasonsOf } from '#server/http/validation';
import { createFolder } from './folder';
import { storeEvents } from './store';

const s = initServer();

type Rejected = { index: number; eventId: string | null; reasons: string[] };

/** Checks each event on its own, so one bad event never costs the good ones their place. */
export function sortEvents(raw: readonly unknown[]) {
  const good: SearchEvent[] = [];
  const rejected: Rejected[] = [];
  raw.forEach((item, index) => {
    const parsed = SearchEvent.safeParse(item);
    if (parsed.success) {
      good.push(parsed.data);
      return;
    }
    const id = (item as { eventId?: unknown } | null)?.eventId;
    rejected.push({
      index,
      eventId: typeof id === 'string' ? id : null,
      reasons: reasonsOf(parsed.error),
    });
  });
  return { good, rejected };
}

export function eventsRouter(deps: AppDeps) {
  const { db } = deps.db;
  const folder = createFolder(db, (err) =>
    deps.logger.error({ err }, 'Folding search rollups failed; the deltas stay pending'),
  );
  return s.router(eventsContract, {
    // The application's ingestion key was checked by the route's gate (server/access/gate.ts).
    ingest: async ({ params, body }) => {
      const { good, rejected } = sortEvents(body.events);
      const accepted = await storeEvents(db, params.applicationId, good);
      if (accepted > 0) folder.request();
      return { status: 200, body: { accepted, duplicates: good.length - accepted, rejected } };
    },
  });
}
