import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { Paged } from '#contract/paging';
import { TEXT_TEXT, type Translation, type TranslationRow } from '#contract/translations';
import { ADMIN, describeEachDatabase } from './harness';
import { jsonCaller, signedIn } from './signed-in';
import { addTextsApp, newText } from './translations.fixtures';

async function workbook(header: readonly string[], row: readonly string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Texts');
  sheet.addRow([...header]);
  sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

// A site in English and French only: its texts have those two languages and no others.
describeEachDatabase('translations in the application’s languages', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  const call = jsonCaller(server, admin);
  let app = 0;
  let textId = 0;
  const texts = () => `/api/applications/${app}/translations`;
  const upload = (bytes: Uint8Array) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'texts.xlsx');
    return server().fetch(`${texts()}/import`, { method: 'POST', headers: admin, body: form });
  };

  beforeAll(async () => {
    app = await addTextsApp(server(), ['en', 'fr']);
    const res = await call(texts(), 'POST', newText({ key: 'home.title', es: 'Inicio' }));
    textId = ((await res.json()) as { translationId: number }).translationId;
  });

  it('says a text misses only the application’s languages', async () => {
    const list = (await (await call(texts())).json()) as Paged<TranslationRow>;
    expect(list.items.map((t) => t.missing)).toEqual([['en', 'fr']]);
    const one = (await (await call(`${texts()}/${textId}`)).json()) as Translation;
    expect(one.missing).toEqual(['en', 'fr']);
  });

  it('exports and imports a column per application language, refusing another', async () => {
    const res = await call(`${texts()}/export.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(book.getWorksheet('Texts')?.getRow(1).values).toEqual([
      undefined,
      'Key',
      'Default',
      'en',
      'fr',
    ]);
    const spanish = await upload(
      await workbook(['Key', 'Default', 'en', 'es'], ['home.title', 'Home', 'Home', 'Inicio']),
    );
    expect(spanish.status).toBe(400);
    expect(((await spanish.json()) as { title: string }).title).toBe(
      TEXT_TEXT.wrongColumns(['en', 'fr']),
    );
    const french = await upload(
      await workbook(['Key', 'Default', 'fr'], ['home.title', 'Home', 'Accueil']),
    );
    expect(french.status).toBe(200);
  });

  it('serves the site its languages only', async () => {
    const fr = await server().fetch(`/api/applications/${app}/texts/fr`);
    expect(fr.status).toBe(200);
    expect(((await fr.json()) as { texts: Record<string, string> }).texts).toEqual({
      'home.title': 'Accueil',
    });
    expect((await server().fetch(`/api/applications/${app}/texts/es`)).status).toBe(404);
  });
});
