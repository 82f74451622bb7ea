import { type TextLanguage, TranslationCreate } from '#contract/translations';
import { applications } from '#server/db/schema';
import { translations } from '#server/translations/schema';
import { columnsOf } from '#server/translations/shape';
import type { TestServer } from './harness';

let serial = 0;

/** A fresh application of the demo company with no texts, in every language unless given. */
export async function addTextsApp(server: TestServer, languages?: readonly TextLanguage[]) {
  serial += 1;
  const [app] = await server.database.db
    .insert(applications)
    .values({
      companyId: 1,
      name: `Texts app ${serial}`,
      ...(languages ? { languages: [...languages] } : {}),
    })
    .returning({ id: applications.id });
  if (!app) throw new Error('application not added');
  return app.id;
}

/** A text with a default and the languages given. */
export const newText = (over: Partial<TranslationCreate> = {}): TranslationCreate => ({
  key: 'home.title',
  defaultText: 'Holidays made simple',
  ...over,
});

let matrixKey = 0;

/** A text of the application to look at, change or delete, under a key no other text has. */
export async function addMatrixText(server: TestServer, applicationId: number) {
  matrixKey += 1;
  const fields = TranslationCreate.parse(newText({ key: `matrix.text${matrixKey}` }));
  const [row] = await server.database.db
    .insert(translations)
    .values({ applicationId, ...columnsOf(fields) })
    .returning({ id: translations.id });
  if (!row) throw new Error('text not added');
  return row.id;
}
