import { expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import type { Paged } from '#contract/paging';
import { QUOTE_LIST_TEXT, type QuoteList, type QuoteListRow } from '#contract/quotes';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { jsonCaller, signedIn } from './signed-in';

const item = (overrides: Record<string, unknown> = {}) => ({
  productType: 'Flights',
  description: 'Heathrow to Lisbon, return',
  startDate: '2027-05-14',
  endDate: '2027-05-21',
  countryCode: 'PT',
  destination: 'Lisbon',
  supplierPrice: '612.00',
  currency: 'EUR',
  ...overrides,
});

describeEachDatabase('quotes', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  const base = '/api/applications/1/quoteLists';
  const json = async <T>(res: Response, status: number) => {
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(status);
    return (await res.json()) as T;
  };
  /** A new list for the demo customer behind the demo quote list. */
  const newList = async (name: string) =>
    (
      await json<{ listId: number }>(
        await call(base, 'POST', { customerEmail: 'Amelia.Hart@example.com', name }),
        201,
      )
    ).listId;
  const get = async (listId: number) => json<QuoteList>(await call(`${base}/${listId}`), 200);
  const addQuote = async (listId: number, body: Record<string, unknown>) =>
    call(`${base}/${listId}/quotes`, 'POST', body);
  const shared = (quoteId: number, key: string) =>
    server().fetch(`/api/sharedQuotes/${quoteId}/${key}`);

  it('opens with the demo quote list, its quote priced by the demo rules', async () => {
    const page = await json<Paged<QuoteListRow>>(await call(base, 'GET', undefined, reader), 200);
    expect(page.items.map((r) => r.name)).toContain('Lisbon in May');
    const demo = await get(1);
    expect(demo).toMatchObject({ customerEmail: 'amelia.hart@example.com', quoteCount: 1 });
    expect(demo.hotlists.map((h) => h.name)).toEqual(['Lisbon ideas']);
    // 612.00 + 10 % (the demo's catch-all rule) and 1,260.00 + 10 %.
    expect(demo.quotes[0]?.items.map((i) => [i.price, i.ruleName])).toEqual([
      ['673.20', 'Everything else: 10 %'],
      ['1386.00', 'Everything else: 10 %'],
    ]);
    expect(demo.quotes[0]?.totals).toEqual([{ currency: 'EUR', total: '2059.20' }]);
  });

  it('starts a list for a customer by email, any case; an unknown email is its field error', async () => {
    const listId = await newList('Summer 2027');
    expect(await get(listId)).toMatchObject({ name: 'Summer 2027', quotes: [] });
    const res = await call(base, 'POST', { customerEmail: 'nobody@example.com', name: 'X' });
    const refused = await json<{ errors: Record<string, string[]> }>(res, 400);
    expect(refused.errors).toEqual({ customerEmail: [QUOTE_LIST_TEXT.noCustomer] });
    expect((await call(base, 'POST', { customerEmail: 'a@b.co', name: '' })).status).toBe(400);
    expect((await call(base, 'POST', { customerEmail: 'a@b.co', name: 'x', y: 1 })).status).toBe(
      400,
    );
  });

  it('searches lists by name and customer', async () => {
    await newList('Searchable Zanzibar');
    const found = async (q: string) =>
      (await json<Paged<QuoteListRow>>(await call(`${base}?search=${q}`), 200)).items;
    expect((await found('zanzibar')).map((r) => r.name)).toEqual(['Searchable Zanzibar']);
    expect((await found('amelia.hart')).length).toBeGreaterThanOrEqual(2);
    expect(await found('%25_')).toEqual([]);
  });

  it('renames a list; a stale rename is 409 and the first kept', async () => {
    const listId = await newList('Old name');
    const { version } = await get(listId);
    await json(await call(`${base}/${listId}`, 'PUT', { name: 'New name', version }), 200);
    const stale = await call(`${base}/${listId}`, 'PUT', { name: 'Other', version });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { title: string }).title).toBe(MSG.staleRecord);
    expect((await get(listId)).name).toBe('New name');
  });

  it('prices a new quote with the pricing rules, and again when it changes', async () => {
    const listId = await newList('Pricing');
    const list = await json<QuoteList>(
      await addQuote(listId, {
        title: 'Two ways',
        items: [item(), item({ productType: 'Tickets', supplierPrice: '40', currency: 'GBP' })],
      }),
      201,
    );
    const quote = list.quotes[0];
    if (!quote) throw new Error('no quote');
    expect(quote.items.map((i) => i.price)).toEqual(['673.20', '44.00']);
    expect(quote.totals).toEqual([
      { currency: 'EUR', total: '673.20' },
      { currency: 'GBP', total: '44.00' },
    ]);
    const path = `${base}/${listId}/quotes/${quote.quoteId}`;
    const changed = await json<QuoteList>(
      await call(path, 'PUT', {
        title: 'One way',
        items: [item({ supplierPrice: '100.10' })],
        version: quote.version,
      }),
      200,
    );
    expect(changed.quotes[0]).toMatchObject({ title: 'One way', totals: [{ total: '110.11' }] });
    const stale = await call(path, 'PUT', {
      title: 'Late',
      items: [item()],
      version: quote.version,
    });
    expect(stale.status).toBe(409);
    expect((await get(listId)).quotes[0]?.title).toBe('One way');
  });

  it('refuses bad items as their fields’ errors and saves nothing', async () => {
    const listId = await newList('Refusals');
    const dates = await addQuote(listId, {
      title: 'Bad',
      items: [item(), item({ endDate: '2027-05-01' })],
    });
    const refused = await json<{ errors: Record<string, string[]> }>(dates, 400);
    expect(refused.errors).toEqual({ 'items.1.endDate': [QUOTE_LIST_TEXT.endBeforeStart] });
    const shapes = await addQuote(listId, {
      title: 'Bad',
      items: [item({ currency: 'XXX', countryCode: 'portugal', supplierPrice: '-1' })],
    });
    const { errors } = await json<{ errors: Record<string, string[]> }>(shapes, 400);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['items.0.currency', 'items.0.countryCode', 'items.0.supplierPrice']),
    );
    expect((await addQuote(listId, { title: 'Empty', items: [] })).status).toBe(400);
    expect((await get(listId)).quotes).toEqual([]);
  });

  it('shares a quote by a link anyone may open, showing only what is offered, until revoked', async () => {
    const listId = await newList('Shared');
    const list = await json<QuoteList>(
      await addQuote(listId, { title: 'For you', items: [item()] }),
      201,
    );
    const quoteId = list.quotes[0]?.quoteId ?? 0;
    const path = `${base}/${listId}/quotes/${quoteId}/share`;
    const sharedList = await json<QuoteList>(await call(path, 'POST'), 200);
    const key = sharedList.quotes[0]?.shareKey ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Sharing again keeps the link the customer already has.
    const again = await json<QuoteList>(await call(path, 'POST'), 200);
    expect(again.quotes[0]?.shareKey).toBe(key);

    const open = await shared(quoteId, key);
    expect(open.status).toBe(200);
    const body = await open.text();
    expect(JSON.parse(body)).toMatchObject({
      title: 'For you',
      items: [{ description: 'Heathrow to Lisbon, return', price: '673.20', currency: 'EUR' }],
      totals: [{ currency: 'EUR', total: '673.20' }],
    });
    for (const secret of ['612.00', 'Everything else', 'amelia', 'supplierPrice', 'Shared']) {
      expect(body).not.toContain(secret);
    }
    expect((await shared(quoteId, `${key.slice(0, -1)}x`)).status).toBe(404);
    expect((await shared(quoteId + 1000, key)).status).toBe(404);
    expect((await shared(quoteId, encodeURIComponent("'; select 1 --"))).status).toBe(400);

    await json(await call(path, 'DELETE'), 200);
    expect((await shared(quoteId, key)).status).toBe(404);
    const reshared = await json<QuoteList>(await call(path, 'POST'), 200);
    expect(reshared.quotes[0]?.shareKey).not.toBe(key);
  });

  it('removes a quote, and its link with it; its History says so', async () => {
    const listId = await newList('Removal');
    const list = await json<QuoteList>(
      await addQuote(listId, { title: 'Gone soon', items: [item()] }),
      201,
    );
    const quoteId = list.quotes[0]?.quoteId ?? 0;
    const one = `${base}/${listId}/quotes/${quoteId}`;
    const key = (await json<QuoteList>(await call(`${one}/share`, 'POST'), 200)).quotes[0]
      ?.shareKey;
    await json(await call(one, 'DELETE'), 200);
    expect((await shared(quoteId, key ?? 'x')).status).toBe(404);
    expect((await call(one, 'DELETE')).status).toBe(404);
    const history = await call(`/api/companies/1/audit/quoteLists/${listId}`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(await history.json())).toContain('Gone soon');
  });

  it('stops every shared link of a customer who is erased', async () => {
    const res = await call('/api/applications/1/customers', 'POST', {
      firstName: 'Katherine',
      lastName: 'Johnson',
      email: 'katherine@example.com',
    });
    const made = (await res.json()) as { customerId: number; key: string };
    const created = await call(base, 'POST', { customerEmail: 'katherine@example.com', name: 'K' });
    const { listId } = (await created.json()) as { listId: number };
    const list = await json<QuoteList>(
      await addQuote(listId, { title: 'Orbit', items: [item()] }),
      201,
    );
    const quoteId = list.quotes[0]?.quoteId ?? 0;
    const share = `${base}/${listId}/quotes/${quoteId}/share`;
    const key = (await json<QuoteList>(await call(share, 'POST'), 200)).quotes[0]?.shareKey ?? '';
    expect((await shared(quoteId, key)).status).toBe(200);
    const erase = `/api/applications/1/customers/${made.customerId}/${made.key}/erase`;
    expect((await call(erase, 'POST')).status).toBe(200);
    expect((await shared(quoteId, key)).status).toBe(404);
    const history = await call(`/api/companies/1/audit/quoteLists/${listId}`);
    expect(JSON.stringify(await history.json())).not.toContain('katherine@');
  });

  it('lets a reader read but not write; another application’s list is a 404', async () => {
    expect((await call(`${base}/1`, 'GET', undefined, reader)).status).toBe(200);
    const asReader = (path: string, method: string, body?: Record<string, unknown>) =>
      call(path, method, body, reader);
    expect(
      (await asReader(`${base}/1/quotes`, 'POST', { title: 'x', items: [item()] })).status,
    ).toBe(403);
    expect((await asReader(`${base}/1/quotes/1/share`, 'POST')).status).toBe(403);
    expect((await call('/api/applications/2/quoteLists/1')).status).toBe(404);
    expect((await call(`${base}/1/quotes/999999/share`, 'POST')).status).toBe(404);
  });
});
