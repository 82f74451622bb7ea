// Search events for the analytics benchmarks: deterministic (seeded PRNG), spread over the
// last 13 months with weekly and seasonal swings, real destinations, realistic stays.
import demoPlaces from '../server/events/demo-places.json' with { type: 'json' };

// The demo applications' destinations, all together, most popular of each first.
const PLACES = Object.values(demoPlaces).flat();
const DAY = 86_400_000;
const SPAN_DAYS = 396;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * `count` events with ids `${prefix}-0…`, as batches of `batchSize`. Shuffled, each batch spreads
 * over all 13 months (a worst case for the daily rollups); `inTimeOrder` sends them oldest first,
 * as a live site does (its batch holds the last moments' searches) or a backfill in log order.
 */
export function eventBatches(
  count,
  { prefix = 'bench', batchSize = 1000, seed = 7, inTimeOrder = false } = {},
) {
  const events = generate(count, prefix, seed);
  if (inTimeOrder) events.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  const batches = [];
  for (let i = 0; i < events.length; i += batchSize) batches.push(events.slice(i, i + batchSize));
  return batches;
}

function generate(count, prefix, seed) {
  const random = mulberry32(seed);
  const now = Date.now();
  const events = [];
  for (let i = 0; i < count; i++) {
    // Recent days a little busier, weekends quieter: rejection-sample the day.
    let daysAgo;
    do daysAgo = random() * SPAN_DAYS;
    while (random() > (1 - daysAgo / (SPAN_DAYS * 2.5)) * (Math.floor(daysAgo) % 7 < 2 ? 0.8 : 1));
    const at = now - daysAgo * DAY;
    const place = PLACES[Math.floor(PLACES.length * random() ** 2)];
    const nights = [1, 2, 2, 3, 3, 3, 4, 5, 7, 7, 10, 14][Math.floor(random() * 12)];
    const checkIn = at + Math.floor(120 * random() ** 2) * DAY;
    const type = [1, 1, 1, 1, 5, 5, 2, 3, 4][Math.floor(random() * 9)];
    events.push({
      eventId: `${prefix}-${i}`,
      occurredAt: new Date(at).toISOString(),
      searchType: type,
      destination: {
        name: place[0],
        countryCode: place[1],
        latitude: place[2],
        longitude: place[3],
      },
      checkIn: iso(checkIn),
      checkOut: iso(checkIn + nights * DAY),
      adults: 1 + Math.floor(random() * random() * 4),
      children: random() < 0.65 ? 0 : 1 + Math.floor(random() * 3),
      durationMs: Math.round(200 + 1500 * (0.3 + 3 * random() ** 3)),
      resultCount: Math.floor(400 * random()),
    });
  }
  return events;
}

/** Sends batches with `parallel` clients; answers events per second and what was accepted. */
export async function ingest(base, applicationId, key, batches, parallel = 4) {
  let next = 0;
  let accepted = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < batches.length) {
      const events = batches[next++];
      const res = await fetch(`${base}/api/applications/${applicationId}/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ingestion-key': key },
        body: JSON.stringify({ events }),
      });
      if (res.status !== 200) throw new Error(`ingest failed: ${res.status} ${await res.text()}`);
      accepted += (await res.json()).accepted;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sent = batches.reduce((n, b) => n + b.length, 0);
  return { sent, accepted, seconds, perSecond: sent / seconds };
}

/** A fresh ingestion key for a demo application, issued by the signed-in admin. */
export async function issueKey(base, token, applicationId) {
  const res = await fetch(`${base}/api/companies/1/applications/${applicationId}/ingestionKey`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`key not issued: ${res.status}`);
  return (await res.json()).ingestionKey;
}
