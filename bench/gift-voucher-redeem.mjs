#!/usr/bin/env node
// Gift voucher redemptions (issue 29): redemptions per second through POST
// /api/applications/{id}/giftvouchers/redeem from 50 parallel clients (BENCH_CLIENTS), each
// spending 1.00 of one voucher of BENCH_VALUE (default 2,000.00) with BENCH_REDEMPTIONS
// requests (default 3,000, a different order each). The exact-count check at the end: exactly
// as many succeed as the balance covers, the balance is 0.00, and the rest are refused for
// insufficient balance. Every request queues on the same voucher's row: the worst case.
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { issueKey } from './ingest-data.mjs';
import { onEachDatabase } from './lib/databases.mjs';
import { seededEnv, signIn, startServer } from './lib/server.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const REQUESTS = Number(process.env.BENCH_REDEMPTIONS ?? 3_000);
const VALUE = Number(process.env.BENCH_VALUE ?? 2_000);

async function json(res) {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A voucher of VALUE in the demo application, issued through the console's API. */
async function voucher(base, token) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const app = `${base}/api/applications/1/giftVouchers`;
  const value = `${VALUE}.00`;
  const { giftVoucherId } = await json(
    await fetch(app, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `Bench ${Date.now()}`,
        currency: 'GBP',
        values: [value],
        validityMonths: 12,
      }),
    }),
  );
  const { code } = await json(
    await fetch(`${app}/${giftVoucherId}/issued`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ value, buyerName: 'Bench', buyerEmail: 'bench@example.com' }),
    }),
  );
  return code;
}

async function scenario(name, env) {
  const server = await startServer({ ...seededEnv, DEMO_EVENTS: '0', DEMO_ORDERS: '0', ...env });
  try {
    const token = await signIn(server.base);
    const key = await issueKey(server.base, token, 1);
    const code = await voucher(server.base, token);
    let next = 0;
    const outcomes = { redeemed: 0, refused: 0, last: null };
    const client = async () => {
      while (next < REQUESTS) {
        const i = next++;
        const answer = await json(
          await fetch(`${server.base}/api/applications/1/giftvouchers/redeem`, {
            method: 'POST',
            headers: { 'x-ingestion-key': key, 'content-type': 'application/json' },
            body: JSON.stringify({ code, amount: '1.00', orderReference: `BENCH${i}` }),
          }),
        );
        if (answer.redeemed) outcomes.redeemed += 1;
        else if (answer.reason === 'insufficient balance') outcomes.refused += 1;
        else throw new Error(`unexpected answer ${JSON.stringify(answer)}`);
        outcomes.last = answer.balance;
      }
    };
    const start = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const seconds = (performance.now() - start) / 1000;
    const exact = outcomes.redeemed === Math.min(VALUE, REQUESTS) && outcomes.last === '0.00';
    return [
      [
        name,
        REQUESTS.toLocaleString('en'),
        `${Math.round(REQUESTS / seconds).toLocaleString('en')} /s`,
        `${outcomes.redeemed} redeemed, ${outcomes.refused} refused`,
        exact ? 'exact' : 'WRONG',
      ],
    ];
  } finally {
    await server.stop();
  }
}

ensureBuild();
const rows = await onEachDatabase(scenario, 5);
console.log(`\nGift voucher redemptions over HTTP (${CLIENTS} clients, one voucher)`);
console.log(table(['database', 'requests', 'rate', 'outcome', 'check'], rows));
