#!/usr/bin/env node
// Promo codes (issue 29) over HTTP on each database: the time to generate a batch of 100,000
// codes (BENCH_BATCH), then redemptions per second from 50 parallel clients (BENCH_CLIENTS) in
// two workloads, each ending with the exact-count check:
//  - one hot code with 2,000 uses left (BENCH_HOT_USES) tried 6,000 times: exactly 2,000 succeed;
//  - 10,000 distinct single-use codes of the batch (BENCH_REDEEM), each redeemed once: all succeed.
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { issueKey } from './ingest-data.mjs';
import { onEachDatabase } from './lib/databases.mjs';
import { seededEnv, signIn, startServer } from './lib/server.mjs';

const BATCH = Number(process.env.BENCH_BATCH ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const HOT_USES = Number(process.env.BENCH_HOT_USES ?? 2_000);
const REDEEM = Math.min(Number(process.env.BENCH_REDEEM ?? 10_000), BATCH);
const APP = 1;

async function api(base, token, path, method = 'GET', body) {
  const res = await fetch(`${base}/api/applications/${APP}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return path.endsWith('.csv') ? res.text() : res.json();
}

const rule = (base, token, name, over = {}) =>
  api(base, token, '/voucherRules', 'POST', {
    name,
    discountKind: 'percent',
    discountValue: '10',
    currency: 'GBP',
    ...over,
  });

/** Runs `count` calls from `CLIENTS` clients; answers the answers and the seconds it took. */
async function drive(count, call) {
  const answers = new Array(count);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = next++; i < count; i = next++) answers[i] = await call(i);
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

const redeem = (base, key, code, orderReference) =>
  fetch(`${base}/api/applications/${APP}/vouchers/redeem`, {
    method: 'POST',
    headers: { 'x-ingestion-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({
      code,
      orderReference,
      customerEmail: `${orderReference.toLowerCase()}@bench.test`,
      basketTotal: '500.00',
      currency: 'GBP',
      productTypes: ['Accommodation'],
    }),
  }).then((res) => res.json());

const rate = (n, seconds) => `${Math.round(n / seconds).toLocaleString('en')} /s`;

async function scenario(name, env) {
  const server = await startServer({ ...seededEnv, DEMO_EVENTS: '0', DEMO_ORDERS: '0', ...env });
  try {
    const { base } = server;
    const token = await signIn(base);
    const key = await issueKey(base, token, APP);

    const batchRule = await rule(base, token, 'Bench batch');
    const started = performance.now();
    let batch = await api(base, token, '/voucherBatches', 'POST', {
      voucherRuleId: batchRule.id,
      quantity: BATCH,
      prefix: 'B-',
    });
    while (batch.status === 'Running') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      batch = await api(base, token, `/voucherBatches/${batch.batchId}`);
    }
    const generated = (performance.now() - started) / 1000;
    if (batch.status !== 'Done' || batch.generated !== BATCH) throw new Error('batch failed');

    const hotRule = await rule(base, token, 'Bench hot');
    const hotCode = await api(base, token, '/voucherCodes', 'POST', {
      code: 'HOT-CODE',
      voucherRuleId: hotRule.id,
      uses: 'multi',
      maxUses: HOT_USES,
    });
    const hot = await drive(HOT_USES * 3, (i) => redeem(base, key, 'HOT-CODE', `HOT-${i}`));
    const hotGranted = hot.answers.filter((a) => a.redeemed).length;
    const hotUsed = (await api(base, token, `/voucherCodes/${hotCode.id}`)).used;
    const hotExact = hotGranted === HOT_USES && hotUsed === HOT_USES;

    const csv = await api(base, token, `/voucherBatches/${batch.batchId}/codes.csv`);
    const codes = csv
      .trim()
      .split('\r\n')
      .slice(1, REDEEM + 1)
      .map((line) => line.split(',')[0]);
    const many = await drive(codes.length, (i) => redeem(base, key, codes[i], `MANY-${i}`));
    const manyGranted = many.answers.filter((a) => a.redeemed).length;
    const ruleUses = (await api(base, token, `/voucherRules/${batchRule.id}`)).uses;
    const manyExact = manyGranted === codes.length && ruleUses === codes.length;

    return [
      [
        name,
        `${generated.toFixed(1)} s (${rate(BATCH, generated)})`,
        `${rate(hot.answers.length, hot.seconds)}; ${hotGranted} of ${hot.answers.length} granted, uses ${hotUsed}: ${hotExact ? 'exact' : 'WRONG'}`,
        `${rate(codes.length, many.seconds)}; ${manyGranted} granted, rule uses ${ruleUses}: ${manyExact ? 'exact' : 'WRONG'}`,
      ],
    ];
  } finally {
    await server.stop();
  }
}

ensureBuild();
const rows = await onEachDatabase(scenario, 4);
console.log(`\nPromo codes over HTTP (${CLIENTS} clients)`);
console.log(
  table(
    [
      'database',
      `generate ${BATCH.toLocaleString('en')} codes`,
      `one code, ${HOT_USES} uses left`,
      `${REDEEM.toLocaleString('en')} single-use codes`,
    ],
    rows,
  ),
);
