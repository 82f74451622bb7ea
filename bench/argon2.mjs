#!/usr/bin/env node
// Password sign-ins per second per core with the argon2id parameters the server uses
// (server/auth/passwords.ts). One core: verifications run one after another on this thread
// (verifySync), which is the cost the server pays for each password sign-in. Also reports
// the throughput of the async API across the libuv pool, for a whole-machine figure.
import { availableParallelism } from 'node:os';
import { hash, verify, verifySync } from '@node-rs/argon2';
import { tsImport } from 'tsx/esm/api';

const { ARGON2_PARAMS } = await tsImport('../server/auth/passwords.ts', import.meta.url);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const password = 'correct horse battery staple';
const digest = await hash(password, ARGON2_PARAMS);

for (let i = 0; i < 3; i++) verifySync(digest, password); // warm up

function oneCore() {
  const until = performance.now() + SECONDS * 1000;
  const start = performance.now();
  let n = 0;
  while (performance.now() < until) {
    if (!verifySync(digest, password)) throw new Error('verification failed');
    n += 1;
  }
  return { n, ms: performance.now() - start };
}

async function allCores(parallel) {
  const until = performance.now() + SECONDS * 1000;
  const start = performance.now();
  let n = 0;
  const worker = async () => {
    while (performance.now() < until) {
      await verify(digest, password);
      n += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { n, ms: performance.now() - start };
}

const single = oneCore();
const cores = availableParallelism();
const pool = await allCores(cores);
const perSecond = ({ n, ms }) => (n / ms) * 1000;

console.log(
  `argon2id m=${ARGON2_PARAMS.memoryCost} KiB, t=${ARGON2_PARAMS.timeCost}, p=${ARGON2_PARAMS.parallelism}`,
);
console.log(
  `one core: ${(single.ms / single.n).toFixed(1)} ms per verification, ${perSecond(single).toFixed(1)} sign-ins/s`,
);
console.log(
  `${cores} cores (async): ${perSecond(pool).toFixed(1)} sign-ins/s, ${(perSecond(pool) / cores).toFixed(1)} per core`,
);
