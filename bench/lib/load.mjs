// A closed-loop HTTP load in Node alone: `connections` callers, each sending its next path as
// soon as the previous answer is read, over keep-alive connections, for `seconds`.

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** Requests per second and p95 in ms; any answer other than 200 stops the run. */
export async function drive(base, paths, { connections = 10, seconds = 10, headers = {} } = {}) {
  const ms = [];
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      const path = paths[next++ % paths.length];
      const started = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      const body = await res.arrayBuffer();
      if (res.status !== 200) {
        throw new Error(`${path}: ${res.status} ${Buffer.from(body).toString('utf8')}`);
      }
      ms.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, caller));
  const elapsed = (performance.now() - started) / 1000;
  ms.sort((a, b) => a - b);
  return { rps: ms.length / elapsed, p95: quantile(ms, 0.95), requests: ms.length };
}
