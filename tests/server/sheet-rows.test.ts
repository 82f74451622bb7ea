import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { countSheetRows, firstSheet } from '#server/bulk-users/sheet-rows';
import { type ZipEntry, zipEntries } from '#server/bulk-users/zip-guard';
import { workbook } from './bulk-users.fixtures';

/** A zip of one deflated sheet.xml and the entry that describes it. */
function deflatedSheet(xml: string): { bytes: Uint8Array; entry: ZipEntry } {
  const data = deflateRawSync(Buffer.from(xml));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  const bytes = Buffer.concat([local, data]);
  const entry = {
    name: 'sheet.xml',
    method: 8,
    compressedSize: data.length,
    size: xml.length,
    localOffset: 0,
  };
  return { bytes, entry };
}

const row = (n: number) => `<row r="${n}"><c r="A${n}" t="s"><v>${n}</v></c></row>`;

describe('counting the rows of a sheet before parsing it', () => {
  it('counts rows that hold values, not rows of formatting only', async () => {
    const xml = `<worksheet><sheetData>${row(1)}<row r="2"/><row r="3"><c r="A3" s="1"/></row><row r="4"><c t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`;
    const { bytes, entry } = deflatedSheet(xml);
    expect(await countSheetRows(bytes, entry, 100)).toBe(2);
  });

  it('reads prefixed element names the way spreadsheet programs may write them', async () => {
    const xml = `<x:worksheet><x:sheetData><x:row r="1"><x:c><x:v>1</x:v></x:c></x:row><x:row r="2"><x:c><x:v>2</x:v></x:c></x:row></x:sheetData></x:worksheet>`;
    const { bytes, entry } = deflatedSheet(xml);
    expect(await countSheetRows(bytes, entry, 100)).toBe(2);
  });

  it('stops inflating soon after the limit, whatever the sheet holds beyond it', async () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => row(i + 1)).join('');
    const { bytes, entry } = deflatedSheet(`<worksheet><sheetData>${rows}</sheetData></worksheet>`);
    const counted = await countSheetRows(bytes, entry, 50_001);
    expect(counted).toBeGreaterThan(50_001);
    expect(counted).toBeLessThan(60_000);
  });

  it('finds the first sheet of a workbook a spreadsheet program wrote', async () => {
    const bytes = await workbook([['a@b.test', 'A', 'B', 'Mr.', 'Editor']]);
    const entries = zipEntries(bytes) ?? [];
    const sheet = firstSheet(bytes, entries);
    expect(sheet?.name).toBe('xl/worksheets/sheet1.xml');
    expect(sheet && (await countSheetRows(bytes, sheet, 100))).toBe(2);
  });
});
