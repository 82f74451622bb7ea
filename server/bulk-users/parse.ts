import { Worker } from 'node:worker_threads';
import { BULK_TEXT } from '#contract/bulk-users';
import { HttpProblem } from '#server/http/problem';
import { concurrencyGate } from './parse-gate';
import type { SheetReading, SheetRow } from './read-sheet';

export { GateFull } from './parse-gate';
export type { SheetRow } from './read-sheet';

/**
 * Two parses at once keep a few large uploads within the server's memory budget (bench/
 * bulk-upload-parallel.mjs); four more may queue, and anything beyond is asked to retry.
 */
export const parseGate = concurrencyGate(2, 4, 5);

/**
 * A parse that needs more heap than this is not a spreadsheet within the limits (a 50,000-row
 * sheet needs well under half of it); the worker is stopped and the upload refused.
 */
const WORKER_HEAP_MB = 128;

function startWorker(bytes: Uint8Array): Worker {
  const options = { workerData: bytes, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  const here = import.meta.url;
  // Built, the worker is its own bundle next to main.mjs. From sources (tests, tsx), Node needs
  // tsx's loader before it can read the TypeScript entry, and a worker does not inherit it.
  if (!here.endsWith('.ts')) return new Worker(new URL('./parse-worker.mjs', here), options);
  const entry = JSON.stringify(new URL('./parse-worker.ts', here).href);
  const boot = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${entry}, ${entry}))`;
  return new Worker(boot, { ...options, eval: true });
}

function readInWorker(bytes: Uint8Array): Promise<SheetReading> {
  const worker = startWorker(bytes);
  return new Promise<SheetReading>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`spreadsheet worker exited (${code})`)));
  }).finally(() => worker.terminate());
}

/**
 * Reads the first sheet of an uploaded .xlsx into rows of the template's five columns, in a
 * worker thread so a large file never stalls other requests. Anything that is not such a
 * spreadsheet is refused with a message saying why; GateFull when too many are being read.
 */
export async function parseSpreadsheet(bytes: Uint8Array): Promise<SheetRow[]> {
  const release = await parseGate.acquire();
  let reading: SheetReading;
  try {
    reading = await readInWorker(bytes);
  } catch (err) {
    const code = err instanceof Error && 'code' in err ? err.code : undefined;
    if (code === 'ERR_WORKER_OUT_OF_MEMORY') reading = { refused: BULK_TEXT.inflatesTooMuch };
    else throw err;
  } finally {
    release();
  }
  if ('refused' in reading) throw new HttpProblem(400, { title: reading.refused });
  return reading.rows;
}
