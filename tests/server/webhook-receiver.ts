import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureOf } from '#server/integrations/webhooks/signing';

export type Received = {
  /** The path and query it came to: each subscription of a test has its own. */
  path: string;
  eventId: string;
  body: string;
  signature: string;
  /** The answer it got: the receiver's mode when it came. */
  answered: number | 'hung';
};

/**
 * A webhook endpoint on loopback: up (200), down (503) or hanging (no answer until released).
 * Keeps every request with what it was answered, and checks signatures on demand.
 */
export async function startReceiver() {
  let mode: 'up' | 'down' | 'hang' = 'up';
  const received: Received[] = [];
  const hung: (() => void)[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const entry: Received = {
        path: req.url ?? '',
        eventId: String(req.headers['x-waypoint-event-id'] ?? ''),
        body,
        signature: String(req.headers['x-waypoint-signature'] ?? ''),
        answered: mode === 'hang' ? 'hung' : mode === 'up' ? 200 : 503,
      };
      received.push(entry);
      if (mode === 'hang') {
        hung.push(() => res.destroy());
        return;
      }
      res.writeHead(entry.answered === 200 ? 200 : 503, { 'content-type': 'text/plain' });
      res.end(entry.answered === 200 ? 'thanks' : 'Service Unavailable');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    set(next: 'up' | 'down' | 'hang') {
      mode = next;
    },
    /** Ends every hanging request (the sender sees the connection drop). */
    releaseHung() {
      for (const end of hung.splice(0)) end();
    },
    async close() {
      this.releaseHung();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The secrets whose `v1` the header carries for its `t` and the body. */
export function signedWith(entry: Received, secrets: readonly string[]): string[] {
  const parts = entry.signature.split(',');
  const t = Number(parts.find((p) => p.startsWith('t='))?.slice(2));
  const v1 = parts.filter((p) => p.startsWith('v1=')).map((p) => p.slice(3));
  return secrets.filter((s) => v1.includes(signatureOf(s, t, entry.body)));
}
