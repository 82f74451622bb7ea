#!/usr/bin/env node
// The whole basket quote (issue 29): quotes per second through POST
// /api/applications/{id}/pricing/quote with 500 pricing rules (BENCH_RULES), 50 deposit rules
// (BENCH_DEPOSIT_RULES) and 100 promo code rules with a code each (BENCH_PROMO_RULES) in the
// application, from 10 closed-loop clients (BENCH_CLIENTS) for 10 s (BENCH_SECONDS); each basket
// has 3 items, nine in ten refundable, travel 20–400 days away, and half name a promo code, so
// quotes take every path (a deposit, a rule too near, an item not refundable, a discount or a
// refusal). Baskets come from a seeded generator, so runs compare.
import http from 'node:http';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { issueKey } from './ingest-data.mjs';
import { onEachDatabase } from './lib/databases.mjs';
import { median, seededEnv, signIn, startServer } from './lib/server.mjs';

const RULES = Number(process.env.BENCH_RULES ?? 500);
const DEPOSIT_RULES = Number(process.env.BENCH_DEPOSIT_RULES ?? 50);
const PROMO_RULES = Number(process.env.BENCH_PROMO_RULES ?? 100);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const APP = 1;

let state = 29;
/** A seeded linear congruential generator: the same rules and baskets each run. */
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
const pick = (values) => values[Math.floor(random() * values.length)];
const inDays = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const TYPES = ['Packages', 'Accommodation', 'Flights', 'Cars', 'Transfers', 'Tickets'];
// Rules take the console's countries (contract/constants.ts); quotes any.
const COUNTRIES = ['ES', 'FR', 'IT', 'PT', 'GB', 'IE', 'US', 'DE', 'MT', 'CA'];

async function post(base, token, path, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The demo's rules stay (priorities 1–4 and 1–2); these go below them. */
async function addRules(base, token) {
  for (let i = 0; i < RULES; i++) {
    await post(base, token, `/api/applications/${APP}/pricingRules`, {
      name: `Bench rule ${i}`,
      priority: 10 + i,
      enabled: random() < 0.9,
      markupKind: 'percent',
      markupValue: String(Math.floor(random() * 30)),
      productTypes: random() < 0.5 ? [pick(TYPES)] : [],
      destinations: random() < 0.7 ? [{ countryCode: pick(COUNTRIES), name: '' }] : [],
    });
  }
  const options = [];
  for (let i = 0; i < 5; i++) {
    const spread = i % 2 === 1;
    const made = await post(base, token, `/api/applications/${APP}/depositOptions`, {
      name: `Bench option ${i}`,
      description: 'Pay {AMOUNT} today and the rest in {INSTALLMENTS} payments.',
      type: spread ? 'instalments' : 'deposit',
      amountKind: i < 3 ? 'percent' : 'fixed',
      amount: i < 3 ? String(10 + i * 5) : '150.00',
      instalments: spread ? 3 + i : 1,
    });
    options.push(made.depositOptionId);
  }
  for (let i = 0; i < DEPOSIT_RULES; i++) {
    const balanceDueDays = 14 + Math.floor(random() * 60);
    await post(base, token, `/api/applications/${APP}/depositRules`, {
      name: `Bench deposit rule ${i}`,
      priority: 10 + i,
      enabled: random() < 0.9,
      depositOptionIds: [pick(options), pick(options)],
      minDaysBeforeTravel: balanceDueDays + 10 + Math.floor(random() * 300),
      balanceDueDays,
    });
  }
  for (let i = 0; i < PROMO_RULES; i++) {
    const percent = random() < 0.5;
    const made = await post(base, token, `/api/applications/${APP}/voucherRules`, {
      name: `Bench promo rule ${i}`,
      discountKind: percent ? 'percent' : 'fixed',
      discountValue: percent ? String(5 + Math.floor(random() * 20)) : '25.00',
      currency: 'EUR',
      ...(random() < 0.3 ? { minSpend: '1500.00' } : {}),
    });
    await post(base, token, `/api/applications/${APP}/voucherCodes`, {
      code: `BENCH-${i}`,
      voucherRuleId: made.id,
      uses: 'multi',
      maxUses: 1000,
    });
  }
}

function basket() {
  const start = 20 + Math.floor(random() * 380);
  return JSON.stringify({
    items: Array.from({ length: 3 }, () => ({
      productType: pick(TYPES),
      supplierId: 1 + Math.floor(random() * 8),
      supplierPrice: `${100 + Math.floor(random() * 2000)}.00`,
      currency: 'EUR',
      travelStart: inDays(start),
      travelEnd: inDays(start + 7),
      destination: { countryCode: pick(COUNTRIES), name: 'Somewhere' },
      refundable: random() < 0.97,
    })),
    ...(PROMO_RULES > 0 && random() < 0.5
      ? {
          promoCode: `BENCH-${Math.floor(random() * PROMO_RULES)}`,
          customerEmail: 'bench@quote.test',
        }
      : {}),
  });
}

/** Closed-loop POSTs: each client sends its next basket once the answer is read. */
async function load(base, key, bodies, duration = SECONDS) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const url = new URL(`/api/applications/${APP}/pricing/quote`, base);
  const send = (body) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'x-ingestion-key': key },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode !== 200) reject(new Error(`${res.statusCode} ${text}`));
            else resolve(JSON.parse(text));
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const ms = [];
  let next = 0;
  let withDeposit = 0;
  let withDiscount = 0;
  const until = performance.now() + duration * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const answer = await send(bodies[next++ % bodies.length]);
      ms.push(performance.now() - started);
      if (answer.deposit) withDeposit++;
      if (answer.discount) withDiscount++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  ms.sort((a, b) => a - b);
  return {
    rate: ms.length / seconds,
    p50: median(ms),
    p99: ms[Math.min(ms.length - 1, Math.ceil(0.99 * ms.length) - 1)],
    share: withDeposit / ms.length,
    discounted: withDiscount / ms.length,
  };
}

async function scenario(name, env) {
  state = 29; // the same rules and baskets on each database
  const server = await startServer({ ...seededEnv, DEMO_EVENTS: '0', DEMO_ORDERS: '0', ...env });
  try {
    const token = await signIn(server.base);
    await addRules(server.base, token);
    const key = await issueKey(server.base, token, APP);
    const bodies = Array.from({ length: 2000 }, basket);
    await load(server.base, key, bodies.slice(0, 200), 2); // warm-up
    const r = await load(server.base, key, bodies);
    return [
      [
        name,
        `${Math.round(r.rate).toLocaleString('en')} /s`,
        `${r.p50.toFixed(1)} ms`,
        `${r.p99.toFixed(1)} ms`,
        `${Math.round(r.share * 100)} %`,
        `${Math.round(r.discounted * 100)} %`,
      ],
    ];
  } finally {
    await server.stop();
  }
}

ensureBuild();
const rows = await onEachDatabase(scenario, 6);
console.log(
  `\nBasket quotes over HTTP (${RULES} pricing rules, ${DEPOSIT_RULES} deposit rules, ${PROMO_RULES} promo rules, 3 items, ${CLIENTS} clients, ${SECONDS} s)`,
);
console.log(table(['database', 'quotes', 'p50', 'p99', 'with a deposit', 'discounted'], rows));
