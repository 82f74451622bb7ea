import { initServer } from '@ts-rest/fastify';
import { and, eq } from 'drizzle-orm';
import { eventsContract, INGESTION_KEY_HEADER, SearchEvent } from '#contract/events';
import { MSG } from '#contract/messages';
import { hashKey } from '#server/applications/write';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { HttpProblem } from '#server/http/problem';
import { createFolder } from './folder';
import { storeEvents } from './store';

const s = initServer();

/**
 * Booking sites have no user token: the application's ingestion key is the credential. A
 * missing key, a wrong one, or another application's key are all the same 401, so the call
 * tells nothing about which applications exist.
 */
async function authenticateSite(db: Db, applicationId: number, key: string | undefined) {
  if (!key) throw new HttpProblem(401, { title: MSG.notSignedIn });
  const [app] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(eq(applications.id, applicationId), eq(applications.ingestionKeyHash, hashKey(key))),
    );
  if (!app) throw new HttpProblem(401, { title: MSG.notSignedIn });
}

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
      reasons: parsed.error.issues.map((i) =>
        i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message,
      ),
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
    ingest: async ({ params, headers, body }) => {
      await authenticateSite(db, params.applicationId, headers[INGESTION_KEY_HEADER]);
      const { good, rejected } = sortEvents(body.events);
      const accepted = await storeEvents(db, params.applicationId, good);
      if (accepted > 0) folder.request();
      return { status: 200, body: { accepted, duplicates: good.length - accepted, rejected } };
    },
  });
}
