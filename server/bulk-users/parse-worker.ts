// Entry point of the worker thread that reads an uploaded spreadsheet (see parse.ts); the
// build bundles it as dist/server/parse-worker.mjs next to main.mjs.
import { parentPort, workerData } from 'node:worker_threads';
import { readSheetRows } from './read-sheet';

parentPort?.postMessage(await readSheetRows(workerData as Uint8Array));
