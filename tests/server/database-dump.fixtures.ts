import { sql } from 'drizzle-orm';
import { rows } from '#server/db/rows';
import type { TestServer } from './harness';

/**
 * Every row of every table of every user schema holding any of `words` (any case), as
 * `schema.table: row as JSON`. The same SQL dumps PGlite and PostgreSQL, so no pg_dump is
 * needed; each row is filtered where it is read, since only the hits matter.
 */
export async function rowsMentioning(server: TestServer, words: readonly string[]) {
  const { db } = server.database;
  const tables = await rows<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
         where table_type = 'BASE TABLE'
           and table_schema not in ('pg_catalog', 'information_schema')
           and table_schema not like 'pg\_%'
         order by 1, 2`,
  );
  const patterns = sql.join(
    words.map((w) => sql`${`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`),
    sql`, `,
  );
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const table = sql`${sql.identifier(schema)}.${sql.identifier(name)}`;
    const hits = await rows<{ row: string }>(
      db,
      sql`select row_to_json(t)::text as row from ${table} t
           where row_to_json(t)::text ilike any (array[${patterns}]::text[])`,
    );
    found.push(...hits.map((h) => `${schema}.${name}: ${h.row}`));
  }
  return found;
}

/** Those of `words` that `text` holds, in any case. */
export const wordsIn = (text: string, words: readonly string[]) =>
  words.filter((w) => text.toLowerCase().includes(w.toLowerCase()));

/** Every cell of a workbook, as one text to search. */
export async function workbookText(body: ArrayBuffer) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body);
  return JSON.stringify(book.worksheets.map((s) => [s.name, s.getSheetValues()]));
}
