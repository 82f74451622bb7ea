import { anOrder } from './ingest.fixtures';

/** An HTTP status, or the connection ending without one (what a crashed server gives). */
export type Outcome = number | 'dropped';

export type Answered = { what: string; outcome: Outcome };

export type LoadClients = {
  baseUrl: string;
  /** Booking sites sending order batches, each with its application's ingestion key. */
  sites: { appId: number; key: string }[];
  /** Headers of a signed-in admin, for readers listing orders. */
  admin: Record<string, string>;
  readers: number;
  batchSize: number;
  /** Keeps references unique across several loads on one database. */
  tag: string;
};

export type Load = {
  /** Resolves once every client has had one 200: every site one batch stored. */
  flowing: Promise<void>;
  /** The requests sent and not yet answered, right now. */
  pending(): { what: string; outcome: Promise<Outcome> }[];
  /** Resolves when every client has met a 503 and stopped, as a client backing off would. */
  backedOff: Promise<void>;
  answered: Answered[];
};

/**
 * Booking sites sending order batches and staff listing orders, each client one request at a
 * time, without pause, until it is told 503.
 */
export function startLoad(clients: LoadClients): Load {
  const { baseUrl, sites, admin, readers, batchSize, tag } = clients;
  const inFlight = new Map<Promise<Outcome>, string>();
  const answered: Answered[] = [];

  const send = (what: string, path: string, init: RequestInit): Promise<Outcome> => {
    const outcome: Promise<Outcome> = fetch(`${baseUrl}${path}`, init).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status;
      },
      () => 'dropped' as const,
    );
    inFlight.set(outcome, what);
    return outcome.then((o) => {
      inFlight.delete(outcome);
      answered.push({ what, outcome: o });
      return o;
    });
  };

  /** Sends until the first answer that is not 200; resolves after the first 200. */
  const loop = (next: (n: number) => Promise<Outcome>) => {
    let stored: () => void = () => {};
    let never: (err: Error) => void = () => {};
    const first = new Promise<void>((done, fail) => {
      stored = done;
      never = fail;
    });
    const ended = (async () => {
      for (let n = 0; ; n++) {
        const outcome = await next(n);
        // Before the outage, anything but 200 is a broken test set-up, not a finding.
        if (n === 0 && outcome !== 200) never(new Error(`first request answered ${outcome}`));
        if (outcome !== 200) return;
        stored();
      }
    })();
    return { first, ended };
  };

  const siteLoops = sites.map(({ appId, key }) =>
    loop((n) => {
      const orders = Array.from({ length: batchSize }, (_, i) =>
        anOrder(`${tag}${appId}B${n}N${i}`),
      );
      return send(`orders batch of app ${appId}`, `/api/applications/${appId}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ingestion-key': key },
        body: JSON.stringify({ orders }),
      });
    }),
  );
  const readerLoops = Array.from({ length: readers }, () =>
    loop(() => send('order list', '/api/applications/1/ordermanager/myorders', { headers: admin })),
  );
  return {
    flowing: Promise.all([...siteLoops, ...readerLoops].map((l) => l.first)).then(() => {}),
    pending: () => [...inFlight].map(([outcome, what]) => ({ what, outcome })),
    backedOff: Promise.all([...siteLoops, ...readerLoops].map((l) => l.ended)).then(() => {}),
    answered,
  };
}
