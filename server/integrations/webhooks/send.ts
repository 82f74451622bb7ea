import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { hostOf, isPrivateAddress, type Resolve } from './endpoint';
import { guardedLookup, refusedText } from './lookup';
import { signatureHeader } from './signing';

/** How long an endpoint has to answer (issue 28). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** What the log keeps of an answer. */
const EXCERPT = 500;

export type Sent = {
  status: number | null;
  ok: boolean;
  latencyMs: number;
  excerpt: string | null;
};

export type Envelope = { id: string; type: string; created: string; data: unknown };

/** The first characters of the answer, without waiting for the rest of a long one. */
async function excerptOf(res: IncomingMessage): Promise<string> {
  res.setEncoding('utf8');
  let text = '';
  // Leaving the loop early destroys the response: the rest is never read.
  for await (const chunk of res) {
    text += chunk;
    if (text.length >= EXCERPT) break;
  }
  return text.slice(0, EXCERPT);
}

type Answer = { status: number; excerpt: string };

/**
 * One POST over a connection of its own (no pooled socket opened under other rules), looked
 * up by `lookup` when given. node:http follows no redirect.
 */
function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  lookup: ReturnType<typeof guardedLookup> | undefined,
): Promise<Answer> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const req = request(
      target,
      {
        method: 'POST',
        agent: false,
        signal,
        lookup,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        excerptOf(res)
          .catch(() => '')
          .then((excerpt) => done({ status: res.statusCode ?? 0, excerpt }));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

/**
 * One POST of the event, signed with every secret still valid. A redirect is not followed
 * (it could lead to an address the endpoint check refused) and counts as a failure. With
 * `guard`, the connection goes only to an address it resolved and found public.
 */
export async function sendEvent(
  url: string,
  envelope: Envelope,
  secrets: readonly string[],
  timeoutMs: number,
  /** The app closing: the attempt is dropped, to be made again by whoever comes next. */
  closing: AbortSignal,
  /** Where names are resolved when private addresses are refused; none: they are allowed. */
  guard?: Resolve,
): Promise<Sent> {
  const body = JSON.stringify(envelope);
  const t = Math.floor(Date.now() / 1000);
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const host = hostOf(url);
  // A literal address is connected to without a lookup: checked here instead.
  if (guard && isIP(host) && isPrivateAddress(host)) {
    return { status: null, ok: false, latencyMs: 0, excerpt: refusedText(host, host) };
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const res = await post(
      url,
      body,
      {
        'content-type': 'application/json',
        'user-agent': 'Waypoint-Webhooks/1',
        'x-waypoint-event-id': envelope.id,
        'x-waypoint-signature': signatureHeader(secrets, t, body),
      },
      AbortSignal.any([timeout, closing]),
      guard && guardedLookup(guard),
    );
    const ok = res.status >= 200 && res.status < 300;
    return { status: res.status, ok, latencyMs: took(), excerpt: res.excerpt || null };
  } catch (err) {
    const latencyMs = took();
    if (timeout.aborted) {
      return { status: null, ok: false, latencyMs, excerpt: `No answer within ${timeoutMs} ms` };
    }
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : '';
    const message = err instanceof Error ? err.message : String(err);
    return { status: null, ok: false, latencyMs, excerpt: (cause || message).slice(0, EXCERPT) };
  }
}
