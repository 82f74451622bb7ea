#!/usr/bin/env node
// The offers feed (issue 30: GET /api/applications/:id/feeds/:key/offers.rss,
// server/rss-link-builder/): the time to answer the whole feed of BENCH_OFFERS offers (10,000,
// the feed's cap) and one filtered by country and stars, BENCH_RUNS times each after a warm-up,
// on the built server. Offers are added through the property content API by 8 clients.
// On PGlite and, when TEST_DATABASE_URL answers, PostgreSQL. Needs `npm run build`.
import { onEachDatabase } from './lib/databases.mjs';
import { median, seededEnv, signIn, snapshotBuild, startServer } from './lib/server.mjs';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CLIENTS = 8;
const APP = 1;
// A property's location is a normalised place of its country: the demo's, ten countries' worth.
const PLACES = [
  ['ES', 'Málaga'],
  ['FR', 'Paris'],
  ['IT', 'Rome'],
  ['PT', 'Lisbon'],
  ['GB', 'Inverness'],
  ['ES', 'Barcelona'],
  ['ES', 'Nerja'],
  ['FR', 'Paris'],
  ['MT', 'Valletta'],
  ['ES', 'Ronda'],
];
const inDays = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const offer = (i) => ({
  name: `Bench hotel ${i}`,
  description: `Rooms near the centre & the beach, offer number ${i} of the bench.`,
  facilities: ['Pool', 'Free Wi-Fi', 'Breakfast'],
  countryCode: PLACES[i % PLACES.length][0],
  locationName: PLACES[i % PLACES.length][1],
  // Not tied to the country (i % 10), so the filtered feed has a mix to choose from.
  stars: 1 + (Math.floor(i / 10) % 5),
  fromPrice: `${50 + (i % 900)}.00`,
  currency: 'EUR',
  offerFrom: inDays(i % 30),
  offerTo: inDays(60 + (i % 300)),
});

async function addOffers(base, token) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < OFFERS) {
        const i = next++;
        const res = await fetch(`${base}/api/applications/${APP}/propertyContent`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(offer(i)),
        });
        if (res.status !== 201) throw new Error(`offer ${i}: ${res.status} ${await res.text()}`);
      }
    }),
  );
}

async function timed(url) {
  const ms = [];
  let items = 0;
  let bytes = 0;
  for (let run = 0; run <= RUNS; run++) {
    const t = performance.now();
    const res = await fetch(url);
    const xml = await res.text();
    const took = performance.now() - t;
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    if (run > 0) ms.push(took); // the first is the warm-up
    items = xml.split('<item>').length - 1;
    bytes = Buffer.byteLength(xml);
  }
  return {
    items,
    kB: (bytes / 1024).toFixed(0),
    p50: median(ms).toFixed(0),
    max: Math.max(...ms).toFixed(0),
  };
}

async function scenario(name, env) {
  const server = await startServer(
    { ...seededEnv, DEMO_EVENTS: '0', DEMO_ORDERS: '0', ...env },
    { scriptArgs },
  );
  try {
    const token = await signIn(server.base);
    const added = performance.now();
    await addOffers(server.base, token);
    const addSeconds = ((performance.now() - added) / 1000).toFixed(0);
    const link = await fetch(`${server.base}/api/applications/${APP}/offerFeed`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((res) => res.json());
    const whole = await timed(`${server.base}${link.feedPath}`);
    const some = await timed(`${server.base}${link.feedPath}?country=ES&minStars=4`);
    const cells = (r) => [r.items, `${r.kB} kB`, r.p50, r.max];
    return [[name, addSeconds, ...cells(whole), ...cells(some)]];
  } finally {
    await server.stop();
  }
}

const scriptArgs = snapshotBuild();
const rows = await onEachDatabase(scenario, 10);
console.log(
  `${OFFERS} offers, ${RUNS} runs after a warm-up\n` +
    '| database | offers added in s | whole feed items | size | p50 ms | max ms | ES, 4★+ items | size | p50 ms | max ms |\n' +
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
