import { beforeAll, expect, it } from 'vitest';
import { ERASED_NAME, ERASED_TEXT } from '#contract/customers';
import { ENQUIRY_TEXT, type Enquiry, type EnquiryRow } from '#contract/enquiries';
import { INGESTION_KEY_HEADER } from '#contract/events';
import { MSG } from '#contract/messages';
import type { Paged } from '#contract/paging';
import { ingestionKey } from './events.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { jsonCaller, signedIn } from './signed-in';

type Batch = {
  created: number;
  updated: number;
  unchanged: number;
  rejected: { index: number; reference: string | null; reasons: string[] }[];
  enquiries: { reference: string | null; outcome: string; id: number | null }[];
};

/** An enquiry as a site's form sends it. */
const anEnquiry = (webReference: string, overrides: Record<string, unknown> = {}) => ({
  webReference,
  name: 'Grace Hopper',
  email: 'grace.hopper@example.com',
  phone: '+1 555 0100',
  type: 'Packages',
  destination: 'Valletta, Malta',
  startDate: '2027-04-01',
  endDate: '2027-04-08',
  adults: 2,
  children: 0,
  message: 'Somewhere warm at Easter.',
  ...overrides,
});

describeEachDatabase('enquiries', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let key = '';
  const base = '/api/applications/1/enquiries';

  beforeAll(async () => {
    key = await ingestionKey(server(), admin, 1);
  });

  const send = async (enquiries: unknown[], withKey: string | null = key, app = 1) => {
    const res = await server().fetch(`/api/applications/${app}/enquiries`, {
      method: 'POST',
      headers: withKey === null ? {} : { [INGESTION_KEY_HEADER]: withKey },
      body: { enquiries },
    });
    return { status: res.status, body: (await res.json()) as Batch };
  };
  const list = async (query = '', as = admin) =>
    (await (await call(`${base}?${query}`, 'GET', undefined, as)).json()) as Paged<EnquiryRow>;
  const get = async (ref: string) => (await (await call(`${base}/${ref}`)).json()) as Enquiry;
  const handle = (ref: string, body: Record<string, unknown>, as = admin) =>
    call(`${base}/${ref}/handling`, 'PUT', body, as);

  it('opens the demo application with its demo enquiries, newest first', async () => {
    const page = await list('', reader);
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.items.map((r) => r.webReference)).toContain('WEB-1001');
    const times = page.items.map((r) => r.received);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a missing or wrong ingestion key and stores nothing', async () => {
    expect((await send([anEnquiry('K-1')], null)).status).toBe(401);
    expect((await send([anEnquiry('K-1')], 'not-the-key')).status).toBe(401);
    expect((await call(`${base}/K-1`)).status).toBe(404);
  });

  it('creates once, answers unchanged for a resend and updated for a change', async () => {
    const first = await send([anEnquiry('WEB-7001')]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 1, updated: 0, unchanged: 0, rejected: [] });
    const made = await get('WEB-7001');
    expect(made).toMatchObject({
      name: 'Grace Hopper',
      status: 'New',
      adults: 2,
      startDate: '2027-04-01',
      endDate: '2027-04-08',
      assigneeId: null,
      customer: null,
    });
    expect(first.body.enquiries).toEqual([
      { reference: 'WEB-7001', outcome: 'created', id: made.enquiryId },
    ]);
    expect((await send([anEnquiry('WEB-7001')])).body).toMatchObject({ unchanged: 1 });
    const changed = await send([anEnquiry('WEB-7001', { adults: 3 })]);
    expect(changed.body).toMatchObject({ created: 0, updated: 1 });
    expect((await get('WEB-7001')).adults).toBe(3);
  });

  it('keeps the console’s status, assignee and notes when the site resends', async () => {
    await send([anEnquiry('WEB-7002')]);
    const before = await get('WEB-7002');
    expect(
      (await handle('WEB-7002', { status: 'Closed', assigneeId: null, version: before.version }))
        .status,
    ).toBe(200);
    await send([anEnquiry('WEB-7002', { message: 'Any news?' })]);
    const after = await get('WEB-7002');
    expect(after).toMatchObject({ status: 'Closed', message: 'Any news?' });
  });

  it('refuses bad enquiries one by one and keeps the good ones of the batch', async () => {
    const res = await send([
      anEnquiry('WEB-7101'),
      anEnquiry('WEB-7102', { email: 'not an email' }),
      anEnquiry('bad reference!'),
      anEnquiry('WEB-7103', { startDate: '2027-05-10', endDate: '2027-05-01' }),
      anEnquiry('WEB-7101'),
      anEnquiry('WEB-7104', { type: 'Spaceflight', extra: 1 }),
      null,
      'text',
    ]);
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(1);
    const reasons = new Map(res.body.rejected.map((r) => [r.index, r.reasons.join(' | ')]));
    expect([...reasons.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(reasons.get(2)).toContain(ENQUIRY_TEXT.webReference);
    expect(reasons.get(3)).toContain(ENQUIRY_TEXT.endBeforeStart);
    expect(reasons.get(4)).toContain(ENQUIRY_TEXT.duplicateReference);
    expect(res.body.enquiries.map((e) => e.outcome)).toEqual([
      'created',
      ...Array(7).fill('rejected'),
    ]);
    expect((await call(`${base}/WEB-7102`)).status).toBe(404);
  });

  it('answers 400 for a batch that is empty, too big or not a list', async () => {
    expect((await send([])).status).toBe(400);
    expect((await send(Array(501).fill(anEnquiry('X')))).status).toBe(400);
    const res = await server().fetch(base, {
      method: 'POST',
      headers: { [INGESTION_KEY_HEADER]: key },
      body: { enquiries: 'many' },
    });
    expect(res.status).toBe(400);
  });

  it('takes a full batch of 500 long enquiries, over the 1 MB other routes take', async () => {
    const long = 'A long message. '.repeat(200);
    const batch = Array.from({ length: 500 }, (_, n) => anEnquiry(`BULK-${n}`, { message: long }));
    expect(JSON.stringify({ enquiries: batch }).length).toBeGreaterThan(1024 * 1024);
    const res = await send(batch);
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(500);
  });

  it('stores 100 parallel sends of one new reference as one enquiry', async () => {
    const sends = await Promise.all(
      Array.from({ length: 100 }, () => send([anEnquiry('WEB-RACE')])),
    );
    expect(sends.every((s) => s.status === 200)).toBe(true);
    expect(sends.filter((s) => s.body.created === 1)).toHaveLength(1);
    expect(sends.filter((s) => s.body.unchanged === 1)).toHaveLength(99);
    expect((await list('search=WEB-RACE')).total).toBe(1);
  });

  it('searches name, email and reference; filters by status, type and the day received', async () => {
    await send([
      anEnquiry('FIND-1', { name: 'Ada Byron', email: 'ada@example.org', type: 'Cruises' }),
      anEnquiry('FIND-2', { name: 'Alan Turing', email: 'alan@example.org', type: 'Tours' }),
    ]);
    expect((await list('search=byron')).items.map((r) => r.webReference)).toEqual(['FIND-1']);
    expect((await list('search=alan%40example')).items.map((r) => r.webReference)).toEqual([
      'FIND-2',
    ]);
    expect((await list('search=find-')).total).toBe(2);
    expect((await list('search=100%25')).total).toBe(0);
    expect((await list('type=Cruises&search=FIND')).items).toHaveLength(1);
    expect((await list('status=Closed&search=FIND')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}&search=FIND`)).total).toBe(2);
    expect((await list('to=2000-01-01&search=FIND')).total).toBe(0);
    expect((await call(`${base}?status=Lost`)).status).toBe(400);
    expect((await call(`${base}?from=2027-02-30`)).status).toBe(400);
    // Year 0 is a calendar day PostgreSQL refuses: the same list as from the console's start.
    expect((await list('from=0000-02-29&search=FIND')).total).toBe(2);
  });

  it('moves an enquiry on and assigns it; a stale save is 409 and the first kept', async () => {
    await send([anEnquiry('WEB-7201')]);
    const read = await get('WEB-7201');
    const colleagues = (await (await call('/api/applications/1/enquiryColleagues')).json()) as {
      items: { userId: number; name: string }[];
    };
    const colleague = colleagues.items[0];
    if (!colleague) throw new Error('no colleague');
    const saved = await handle('WEB-7201', {
      status: 'In progress',
      assigneeId: colleague.userId,
      version: read.version,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      status: 'In progress',
      assigneeId: colleague.userId,
      assignee: colleague.name,
    });
    const stale = await handle('WEB-7201', {
      status: 'Closed',
      assigneeId: null,
      version: read.version,
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { title: string }).title).toBe(MSG.staleRecord);
    expect(await get('WEB-7201')).toMatchObject({
      status: 'In progress',
      assignee: colleague.name,
    });
    const row = (await list('search=WEB-7201&status=In%20progress')).items[0];
    expect(row).toMatchObject({ status: 'In progress', assignee: colleague.name });
  });

  it('refuses an assignee who is no colleague and a status it does not know', async () => {
    await send([anEnquiry('WEB-7301')]);
    const { version } = await get('WEB-7301');
    const stranger = await handle('WEB-7301', { status: 'New', assigneeId: 999999, version });
    expect(stranger.status).toBe(400);
    expect(((await stranger.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      assigneeId: [ENQUIRY_TEXT.notColleague],
    });
    const unknown = await handle('WEB-7301', { status: 'Lost', assigneeId: null, version });
    expect(unknown.status).toBe(400);
    const extra = await handle('WEB-7301', { status: 'New', assigneeId: null, version, x: 1 });
    expect(extra.status).toBe(400);
    expect((await get('WEB-7301')).version).toBe(version);
  });

  it('adds notes with their author, in the History with the status change', async () => {
    await send([anEnquiry('WEB-7401')]);
    const res = await call(`${base}/WEB-7401/notes`, 'POST', {
      body: 'Called back: wants Gozo too.',
    });
    expect(res.status).toBe(201);
    const noted = (await res.json()) as Enquiry;
    expect(noted.notes).toHaveLength(1);
    expect(noted.notes[0]).toMatchObject({ body: 'Called back: wants Gozo too.' });
    expect(noted.notes[0]?.author).toBeTruthy();
    expect((await call(`${base}/WEB-7401/notes`, 'POST', { body: '   ' })).status).toBe(400);
    const history = await call(`/api/companies/1/audit/enquiries/${noted.enquiryId}`);
    expect(history.status).toBe(200);
    const text = JSON.stringify(await history.json());
    expect(text).toContain('Called back: wants Gozo too.');
  });

  it('links to the application’s customer with the same email, whatever its case', async () => {
    const res = await call('/api/applications/1/customers', 'POST', {
      firstName: 'Mary',
      lastName: 'Jackson',
      email: 'Mary.Jackson@example.com',
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const made = (await res.json()) as { customerId: number; key: string };
    await send([anEnquiry('WEB-7501', { email: 'mary.jackson@EXAMPLE.com' })]);
    expect((await get('WEB-7501')).customer).toEqual({
      customerId: made.customerId,
      key: made.key,
    });
  });

  it('loses the sender’s details and its notes when the customer with its email is erased', async () => {
    const res = await call('/api/applications/1/customers', 'POST', {
      firstName: 'Rosalind',
      lastName: 'Franklin',
      email: 'rosalind@example.com',
    });
    const made = (await res.json()) as { customerId: number; key: string };
    await send([
      anEnquiry('WEB-7701', { name: 'Rosalind Franklin', email: 'ROSALIND@example.com' }),
    ]);
    await call(`${base}/WEB-7701/notes`, 'POST', { body: 'Rosalind prefers mornings.' });
    const erase = await call(
      `/api/applications/1/customers/${made.customerId}/${made.key}/erase`,
      'POST',
    );
    expect(erase.status).toBe(200);
    const erased = await get('WEB-7701');
    expect(erased).toMatchObject({ name: ERASED_NAME, phone: '', message: ERASED_TEXT });
    expect(erased.email).not.toContain('rosalind');
    expect(erased.notes.map((n) => n.body)).toEqual([ERASED_TEXT]);
    const history = await call(`/api/companies/1/audit/enquiries/${erased.enquiryId}`);
    expect(JSON.stringify(await history.json())).not.toMatch(/rosalind|mornings/i);
  });

  it('lets a reader read but not change; another application’s enquiry is a 404', async () => {
    await send([anEnquiry('WEB-7601')]);
    expect((await call(`${base}/WEB-7601`, 'GET', undefined, reader)).status).toBe(200);
    const { version } = await get('WEB-7601');
    expect(
      (await handle('WEB-7601', { status: 'Closed', assigneeId: null, version }, reader)).status,
    ).toBe(403);
    expect((await call(`${base}/WEB-7601/notes`, 'POST', { body: 'x' }, reader)).status).toBe(403);
    expect((await call('/api/applications/2/enquiries/WEB-7601')).status).toBe(404);
    expect((await call(`${base}/${encodeURIComponent("'; drop table x --")}`)).status).toBe(400);
  });
});
