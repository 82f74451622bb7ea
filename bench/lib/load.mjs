// A closed-loop HTTP load in Node alone: `connections` callers, each sending its next path as
// soon as the previous answer is read, over keep-alive connections, for `seconds`.
//
// The load runs on the machine under test, so it must cost that machine as little as it can:
// node:http with a keep-alive agent spends 75–100 µs of CPU per request, fetch 230–520 µs (it
// also decodes every compressed answer), which on two cores took a sixth of the CPU from the
// server it measured. Answers are asked for as Chromium asks (compressed), and their bytes are
// read but not decoded: in use, decoding is the browser's CPU, not the server's.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const BROWSER_ENCODINGS = 'gzip, deflate, br';

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** The text of an answer that was not 200, for the error: its body decoded. */
function text(encoding, body) {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

function getter(connections, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = (url) =>
    new Promise((resolve, reject) => {
      const request = http.get(
        url,
        { agent, headers: { 'accept-encoding': BROWSER_ENCODINGS, ...headers } },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            if (res.statusCode === 200) return resolve();
            const body = text(res.headers['content-encoding'], Buffer.concat(chunks));
            reject(new Error(`${url}: ${res.statusCode} ${body}`));
          });
        },
      );
      request.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

/**
 * Requests per second and the latencies in ms (sorted) of one load; any answer other than 200
 * stops the run.
 */
async function load(base, paths, { connections, seconds, headers }) {
  const { get, close } = getter(connections, headers);
  const ms = [];
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      const path = paths[next++ % paths.length];
      const started = performance.now();
      await get(`${base}${path}`);
      ms.push(performance.now() - started);
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: connections }, caller));
  } finally {
    close();
  }
  return { ms, elapsed: (performance.now() - started) / 1000 };
}

const summary = ({ ms, elapsed }) => {
  ms.sort((a, b) => a - b);
  return { rps: ms.length / elapsed, p95: quantile(ms, 0.95), requests: ms.length };
};

/** Requests per second and p95 in ms of one load. */
export async function drive(base, paths, { connections = 10, seconds = 10, headers = {} } = {}) {
  return summary(await load(base, paths, { connections, seconds, headers }));
}

/**
 * Several targets (each `{ base, paths, headers }`) loaded in turns of `slice` seconds until each
 * had `seconds`, answering one summary per target. Taking turns puts whatever else the machine
 * does during the run (a neighbour on the same host, a checkpoint) on every target alike, so
 * their ratio holds where two runs one after the other drifted apart by a third.
 */
export async function driveInTurns(
  targets,
  { connections = 10, seconds = 10, slice = 2, around = (_i, work) => work() } = {},
) {
  const runs = targets.map(() => ({ ms: [], elapsed: 0 }));
  for (let done = 0; done < seconds; done += slice) {
    for (const [i, { base, paths, headers = {} }] of targets.entries()) {
      // `around` wraps each turn of target i (to read the CPU it cost, bench/orders-search.mjs).
      const run = await around(i, () =>
        load(base, paths, { connections, seconds: slice, headers }),
      );
      runs[i].ms = runs[i].ms.concat(run.ms);
      runs[i].elapsed += run.elapsed;
    }
  }
  return runs.map(summary);
}
