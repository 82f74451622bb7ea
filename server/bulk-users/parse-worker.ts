// Entry point of the worker thread that reads an uploaded spreadsheet (see parse.ts); the
// build bundles it as dist/server/parse-worker.mjs next to main.mjs.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { readSheetRows } from './read-sheet';

/**
 * On a busy machine the main thread, which answers every other request, should get the CPU
 * before a parse does. Linux gives each thread its own nice value, addressed by thread id;
 * elsewhere this changes nothing.
 */
function yieldToMainThread() {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId)) setPriority(threadId, 19);
  } catch {
    // Not Linux, or not allowed: the parse runs at normal priority.
  }
}

yieldToMainThread();
parentPort?.postMessage(await readSheetRows(workerData as Uint8Array));
