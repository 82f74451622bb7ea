import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { streamXlsx } from '#server/kit/xlsx-stream';
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

/** The batch's codes as an .xlsx sheet (server/kit/xlsx-stream.ts). */
export async function batchXlsx(db: Db, at: BatchAt): Promise<Buffer> {
  const { codes, rule } = await codesOf(db, at);
  const widths = [24, 30, 8, 12];
  return streamXlsx(
    'Codes',
    HEADER.map((header, i) => ({ header, width: widths[i] ?? 12 })),
    async (addRow) => {
      for (const c of codes) addRow([c.code, rule, c.maxUses, c.expiresOn ?? '']);
    },
  );
}
