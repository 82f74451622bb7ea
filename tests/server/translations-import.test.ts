import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { Paged } from '#contract/paging';
import { TEXT_LANGUAGES, TEXT_TEXT, type TranslationRow } from '#contract/translations';
import { zipClaiming } from './bulk-users.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { jsonCaller, signedIn } from './signed-in';
import { addTextsApp, newText } from './translations.fixtures';

type Cells = ReadonlyArray<ReadonlyArray<string | number>>;
const HEADER = ['Key', 'Default', 'en', 'es', 'fr', 'de'];

async function workbook(rows: Cells, header: readonly string[] = HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Texts');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describeEachDatabase('translations import and export', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  const texts = () => `/api/applications/${app}/translations`;
  const upload = (bytes: Uint8Array, headers = admin, field = 'file') => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)]), 'texts.xlsx');
    return server().fetch(`${texts()}/import`, { method: 'POST', headers, body: form });
  };
  const all = async () =>
    ((await (await call(`${texts()}?pageSize=100`)).json()) as Paged<TranslationRow>).items;

  beforeAll(async () => {
    app = await addTextsApp(server());
    await call(texts(), 'POST', newText({ key: 'home.title', defaultText: 'Home', fr: 'Accueil' }));
  });

  it('exports every text with a column per language', async () => {
    const res = await call(`${texts()}/export.xlsx`, 'GET', undefined, reader);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`texts-${app}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('Texts');
    expect(sheet?.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'home.title',
      'Home',
      '',
      '',
      'Accueil',
      '',
    ]);
  });

  it('adds new keys and changes the others; a language without a column keeps its text', async () => {
    const res = await upload(
      await workbook(
        [
          ['home.title', 'Welcome', 'Welcome', 'Bienvenido'],
          ['search.button', 'Search', '', 'Buscar'],
          ['  ', ''],
        ],
        ['Key', 'Default', 'en', 'es'],
      ),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ created: 1, updated: 1, unchanged: 0 });
    const rows = await all();
    expect(rows.map((r) => [r.key, r.defaultText, r.missing])).toEqual([
      ['home.title', 'Welcome', ['de']],
      ['search.button', 'Search', ['en', 'fr', 'de']],
    ]);
    const again = await upload(
      await workbook(
        [['home.title', 'Welcome', 'Welcome', 'Bienvenido']],
        ['Key', 'Default', 'en', 'es'],
      ),
    );
    expect(await again.json()).toEqual({ created: 0, updated: 0, unchanged: 1 });
  });

  it('refuses a file with a duplicate key or an invalid row whole, naming each row', async () => {
    const before = await all();
    const res = await upload(
      await workbook([
        ['new.one', 'One'],
        ['bad key', 'Two'],
        ['new.one', 'Again'],
        ['new.three', ''],
        ['home.title', 'Changed'],
      ]),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { title: string; errors: Record<string, string[]> };
    expect(body.title).toBe(TEXT_TEXT.importRefused);
    expect(body.errors).toEqual({
      'rows.3.key': [TEXT_TEXT.keyFormat],
      'rows.4.key': [TEXT_TEXT.duplicateKey(2)],
      'rows.5.defaultText': [TEXT_TEXT.defaultRequired],
    });
    expect(await all()).toEqual(before);
  });

  it('refuses what is not a texts workbook, and readers', async () => {
    const problem = async (res: Response) => {
      expect(res.status).toBe(400);
      return ((await res.json()) as { title: string }).title;
    };
    expect(await problem(await upload(Buffer.from('not a zip at all')))).toBe(
      TEXT_TEXT.notSpreadsheet,
    );
    expect(await problem(await upload(zipClaiming(100 * 1024 * 1024)))).toBe(
      TEXT_TEXT.inflatesTooMuch,
    );
    expect(await problem(await upload(await workbook([['a', 'b']], ['Email', 'Name'])))).toBe(
      TEXT_TEXT.wrongColumns(TEXT_LANGUAGES),
    );
    expect(
      await problem(await upload(await workbook([['a', 'b', 'c']], ['Key', 'Default', 'it']))),
    ).toBe(TEXT_TEXT.wrongColumns(TEXT_LANGUAGES));
    expect(await problem(await upload(await workbook([])))).toBe(TEXT_TEXT.empty);
    expect(await problem(await upload(await workbook([['a', 'b']]), admin, 'other'))).toBe(
      TEXT_TEXT.notSpreadsheet,
    );
    expect((await upload(await workbook([['x.y', 'z']]), reader)).status).toBe(403);
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 1);
    expect((await upload(big)).status).toBe(413);
  });
});
