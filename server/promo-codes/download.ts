import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { type BatchAt, loadBatch } from './batch';
import { voucherCodes, voucherRules } from './schema';

const HEADER = ['Code', 'Rule', 'Uses', 'Expires'] as const;

async function codesOf(db: Db, at: BatchAt) {
  const batch = await loadBatch(db, at);
  const [rule] = await db
    .select({ name: voucherRules.name })
    .from(voucherRules)
    .where(eq(voucherRules.id, batch.ruleId));
  const codes = await db
    .select({
      code: voucherCodes.code,
      maxUses: voucherCodes.maxUses,
      expiresOn: voucherCodes.expiresOn,
    })
    .from(voucherCodes)
    .where(eq(voucherCodes.batchId, batch.id))
    .orderBy(asc(voucherCodes.id));
  return { codes, rule: rule?.name ?? '' };
}

/** A cell as CSV writes it: quoted, and a leading = + - @ defused so no spreadsheet runs it. */
const cell = (value: string) => {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** The batch's codes as CSV (UTF-8, CRLF as RFC 4180 has it). */
export async function batchCsv(db: Db, at: BatchAt): Promise<Buffer> {
  const { codes, rule } = await codesOf(db, at);
  const lines = [HEADER.join(',')];
  for (const c of codes) {
    lines.push([c.code, cell(rule), String(c.maxUses), c.expiresOn ?? ''].join(','));
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The batch's codes as an .xlsx sheet. */
export async function batchXlsx(db: Db, at: BatchAt): Promise<Buffer> {
  const { codes, rule } = await codesOf(db, at);
  // Loaded on the first download: the library is several MiB of heap an idle server never needs.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Codes');
  sheet.columns = [
    { header: HEADER[0], key: 'code', width: 24 },
    { header: HEADER[1], key: 'rule', width: 30 },
    { header: HEADER[2], key: 'uses', width: 8 },
    { header: HEADER[3], key: 'expires', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const c of codes) {
    sheet.addRow({ code: c.code, rule, uses: c.maxUses, expires: c.expiresOn ?? '' });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
