import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Paged } from '#contract/paging';
import {
  type SiteTexts,
  TEXT_TEXT,
  type Translation,
  type TranslationRow,
} from '#contract/translations';
import { applications } from '#server/db/schema';
import { translationSets } from '#server/translations/schema';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { jsonCaller, signedIn } from './signed-in';
import { addTextsApp, newText } from './translations.fixtures';

describeEachDatabase('translations', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  const texts = () => `/api/applications/${app}/translations`;
  const site = (lang: string, headers: Record<string, string> = {}) =>
    server().fetch(`/api/applications/${app}/texts/${lang}`, { headers });

  beforeAll(async () => {
    app = await addTextsApp(server());
  });

  const add = async (body: Record<string, unknown>) => {
    const res = await call(texts(), 'POST', body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return ((await res.json()) as { translationId: number }).translationId;
  };
  const get = async (id: number) => (await (await call(`${texts()}/${id}`)).json()) as Translation;
  const refused = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string[]> }).errors;
  };
  const setVersion = async () => {
    const [row] = await server()
      .database.db.select({ version: translationSets.version })
      .from(translationSets)
      .where(eq(translationSets.applicationId, app));
    return row?.version ?? 0;
  };

  it('opens the demo application with its texts, and filters those missing a language', async () => {
    const page = (await (
      await call('/api/applications/1/translations?pageSize=100', 'GET', undefined, reader)
    ).json()) as Paged<TranslationRow>;
    expect(page.total).toBeGreaterThanOrEqual(10);
    expect(page.items.find((r) => r.key === 'search.button')?.missing).toEqual([]);
    const noGerman = (await (
      await call(
        '/api/applications/1/translations?missing=de&pageSize=100',
        'GET',
        undefined,
        reader,
      )
    ).json()) as Paged<TranslationRow>;
    expect(noGerman.items.length).toBeGreaterThan(0);
    expect(noGerman.items.every((r) => r.missing.includes('de'))).toBe(true);
    expect(noGerman.items.map((r) => r.key)).toContain('search.dates');
    expect(noGerman.items.map((r) => r.key)).not.toContain('search.button');
    const bad = await call('/api/applications/1/translations?missing=xx');
    expect(Object.keys(await refused(bad))).toEqual(['missing']);
  });

  it('adds and edits a text; the search finds it by any of its texts', async () => {
    const id = await add(newText({ key: 'search.go', defaultText: 'Go', fr: 'Allez' }));
    const made = await get(id);
    expect(made).toMatchObject({
      key: 'search.go',
      fr: 'Allez',
      en: '',
      missing: ['en', 'es', 'de'],
    });
    const found = (await (await call(`${texts()}?search=allez`)).json()) as Paged<TranslationRow>;
    expect(found.items.map((r) => r.key)).toEqual(['search.go']);

    const { translationId: _, companyId: __, missing, created, updated, version, ...fields } = made;
    const res = await call(`${texts()}/${id}`, 'PUT', { ...fields, de: 'Los', version });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Translation).missing).toEqual(['en', 'es']);
    const stale = await call(`${texts()}/${id}`, 'PUT', { ...fields, es: 'Vamos', version });
    expect(stale.status).toBe(409);

    const history = await call(`/api/companies/1/audit/translations/${id}`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(await history.json())).toContain('Los');
  });

  it('refuses a duplicate key, a bad key, an empty default and unknown fields by field', async () => {
    await add(newText({ key: 'dup.key' }));
    expect(await refused(await call(texts(), 'POST', newText({ key: 'dup.key' })))).toEqual({
      key: [TEXT_TEXT.keyTaken],
    });
    const errors = await refused(
      await call(texts(), 'POST', { key: 'has space', defaultText: '  ', it: 'Ciao' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['defaultText', 'it', 'key']);
    expect(errors.key).toEqual([TEXT_TEXT.keyFormat]);
    expect(errors.defaultText).toEqual([TEXT_TEXT.defaultRequired]);
  });

  it('deletes a text: gone from the list and from the sites, kept in the audit, deleted once', async () => {
    const id = await add(newText({ key: 'footer.bye', defaultText: 'Bye', es: 'Adiós' }));
    const before = (await (await site('es')).json()) as SiteTexts;
    expect(before.texts['footer.bye']).toBe('Adiós');
    expect((await call(`${texts()}/${id}`, 'DELETE', undefined, reader)).status).toBe(403);

    const gone = await call(`${texts()}/${id}`, 'DELETE');
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ message: TEXT_TEXT.removed });
    expect((await call(`${texts()}/${id}`)).status).toBe(404);
    expect((await call(`${texts()}/${id}`, 'DELETE')).status).toBe(404);
    const listed = (await (
      await call(`${texts()}?search=footer.bye`)
    ).json()) as Paged<TranslationRow>;
    expect(listed.items).toEqual([]);
    const after = (await (await site('es')).json()) as SiteTexts;
    expect(after.texts['footer.bye']).toBeUndefined();
    // The key is free again.
    await add(newText({ key: 'footer.bye' }));

    const history = (await (await call(`/api/companies/1/audit/translations/${id}`)).json()) as {
      items: { action: string }[];
    };
    expect(history.items.map((e) => e.action)).toEqual(['delete', 'create']);
  });

  it('lets a reader read but not write', async () => {
    expect((await call(texts(), 'GET', undefined, reader)).status).toBe(200);
    expect((await call(texts(), 'POST', newText({ key: 'reader.try' }), reader)).status).toBe(403);
  });

  it('serves a site its texts without sign-in, the default where a language has none', async () => {
    const id = await add(newText({ key: 'basket.title', defaultText: 'Basket', es: 'Cesta' }));
    const es = await site('es');
    expect(es.status).toBe(200);
    expect(((await es.json()) as SiteTexts).texts['basket.title']).toBe('Cesta');
    const de = await site('DE');
    expect((await de.json()) as SiteTexts).toMatchObject({
      language: 'de',
      texts: { 'basket.title': 'Basket' },
    });
    expect(es.headers.get('cache-control')).toContain('max-age=60');
    const etag = es.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);

    const again = await site('es', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await site('es', { 'if-none-match': `W/${etag}, "other"` })).status).toBe(304);

    const t = await get(id);
    const { translationId: _, companyId: __, missing, created, updated, version, ...fields } = t;
    await call(`${texts()}/${id}`, 'PUT', { ...fields, es: 'Carrito', version });
    const changed = await site('es', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as SiteTexts).texts['basket.title']).toBe('Carrito');
  });

  it('answers odd requests for texts with 404 or 400, never more', async () => {
    const odd = [
      `/api/applications/${app}/texts/xx`,
      `/api/applications/${app}/texts/${'e'.repeat(300)}`,
      `/api/applications/${app}/texts/%F0%9F%98%80`,
      `/api/applications/${app}/texts/en%00`,
      '/api/applications/999999/texts/en',
      '/api/applications/99999999999999999999/texts/en',
      '/api/applications/abc/texts/en',
      '/api/applications/-1/texts/en',
    ];
    for (const path of odd) {
      const res = await server().fetch(path);
      expect([400, 404], path).toContain(res.status);
      const body = JSON.stringify(await res.json());
      expect(body).not.toContain('basket');
    }
    const inactive = await addTextsApp(server());
    await server()
      .database.db.update(applications)
      .set({ isActive: false })
      .where(eq(applications.id, inactive));
    expect((await server().fetch(`/api/applications/${inactive}/texts/en`)).status).toBe(404);
  });

  it('marks the texts changed once per write, 100 writers at once', async () => {
    const before = await setVersion();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(texts(), 'POST', newText({ key: `parallel.${i}`, defaultText: `Text ${i}` })),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(100).fill(201));
    expect(await setVersion()).toBe(before + 100);
    const page = (await (
      await call(`${texts()}?search=parallel.&pageSize=1`)
    ).json()) as Paged<TranslationRow>;
    expect(page.total).toBe(100);
  });
});
