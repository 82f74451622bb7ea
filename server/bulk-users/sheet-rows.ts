import { Readable } from 'node:stream';
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import { entryData, type ZipEntry } from './zip-guard';

/** workbook.xml and its relationships are a few kB; more than this is not a spreadsheet. */
const SMALL_PART_BYTES = 1024 * 1024;

function smallPart(bytes: Uint8Array, entries: ZipEntry[], name: string): string | undefined {
  const entry = entries.find((e) => e.name === name);
  const data = entry && entryData(bytes, entry);
  if (!data || !entry) return undefined;
  try {
    const raw =
      entry.method === 0 ? data : inflateRawSync(data, { maxOutputLength: SMALL_PART_BYTES });
    return new TextDecoder().decode(raw);
  } catch {
    return undefined;
  }
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The zip entry of the workbook's first sheet, the one the import reads. */
export function firstSheet(bytes: Uint8Array, entries: ZipEntry[]): ZipEntry | undefined {
  const workbook = smallPart(bytes, entries, 'xl/workbook.xml');
  const rels = smallPart(bytes, entries, 'xl/_rels/workbook.xml.rels');
  const sheetTag = workbook && /<(?:[\w.-]+:)?sheet\s[^>]*>/.exec(workbook)?.[0];
  const id = sheetTag && attribute(sheetTag, '[\\w.-]+:id');
  if (!rels || !id) return undefined;
  for (const [tag] of rels.matchAll(/<(?:[\w.-]+:)?Relationship\s[^>]*>/g)) {
    if (attribute(tag, 'Id') !== id) continue;
    const target = attribute(tag, 'Target');
    if (!target) return undefined;
    const name = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    return entries.find((e) => e.name === name);
  }
  return undefined;
}

// Rows, and the value elements (<v>, inline <is>) that make a row more than formatting.
const TAG = /<(\/?)(?:[\w.-]+:)?(row|v|is)(?=[\s/>])[^>]*?(\/?)>/g;

/**
 * Counts the rows of a sheet that hold any value, inflating its XML a piece at a time and
 * stopping as soon as the count passes `stopAfter`, so a sheet far over the limit costs a
 * few kB of memory rather than the whole parsed sheet. An upper bound of the rows the import
 * reads: a row whose values are all blank text counts here and not there.
 */
export async function countSheetRows(
  bytes: Uint8Array,
  sheet: ZipEntry,
  stopAfter: number,
): Promise<number> {
  const data = entryData(bytes, sheet);
  if (!data) return 0;
  const source = Readable.from([data]);
  const xml = sheet.method === 0 ? source : source.pipe(createInflateRaw());
  const decoder = new TextDecoder();
  let carry = '';
  let rows = 0;
  let inRow = false;
  let hasValue = false;
  try {
    for await (const chunk of xml) {
      let text = carry + decoder.decode(chunk as Uint8Array, { stream: true });
      const open = text.lastIndexOf('<');
      carry = open > text.lastIndexOf('>') ? text.slice(open) : '';
      if (carry) text = text.slice(0, open);
      for (const [, closing, name, selfClosing] of text.matchAll(TAG)) {
        if (name === 'row') {
          if (closing && inRow && hasValue) rows++;
          inRow = !closing && !selfClosing;
          hasValue = false;
        } else if (!closing && !selfClosing) hasValue = true;
      }
      if (rows > stopAfter) break;
    }
  } finally {
    xml.destroy();
    source.destroy();
  }
  return rows;
}
