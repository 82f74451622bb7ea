import type { TestServer } from './harness';

let serial = 0;
const day = (d: Date) => d.toISOString().slice(0, 10);

/** A valid search event `hoursAgo` before now; override any field. */
export function searchEvent(hoursAgo: number, overrides: Record<string, unknown> = {}) {
  serial += 1;
  const at = new Date(Date.now() - hoursAgo * 3_600_000);
  const checkIn = new Date(at.getTime() + 30 * 86_400_000);
  const nights = Number(overrides.nights ?? 3);
  const { nights: _, ...rest } = overrides;
  return {
    eventId: `evt-${serial}-${at.getTime()}`,
    occurredAt: at.toISOString(),
    searchType: 1,
    destination: { name: 'Paris', countryCode: 'FR', latitude: 48.8566, longitude: 2.3522 },
    checkIn: day(checkIn),
    checkOut: day(new Date(checkIn.getTime() + nights * 86_400_000)),
    adults: 2,
    children: 0,
    durationMs: 800,
    resultCount: 40,
    ...rest,
  };
}

export const ROME = { name: 'Rome', countryCode: 'IT', latitude: 41.9028, longitude: 12.4964 };

/** A fresh ingestion key for an application of company 1, issued by the admin. */
export async function ingestionKey(
  server: TestServer,
  admin: Record<string, string>,
  appId: number,
) {
  const res = await server.fetch(`/api/companies/1/applications/${appId}/ingestionKey`, {
    method: 'POST',
    headers: admin,
  });
  if (res.status !== 200) throw new Error(`key not issued: ${res.status}`);
  return ((await res.json()) as { ingestionKey: string }).ingestionKey;
}

export async function sendEvents(
  server: TestServer,
  appId: number,
  key: string | null,
  events: unknown[],
) {
  const res = await server.fetch(`/api/applications/${appId}/events`, {
    method: 'POST',
    headers: key === null ? {} : { 'x-ingestion-key': key },
    body: { events },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
