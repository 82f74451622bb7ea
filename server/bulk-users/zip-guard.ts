/** One file of a zip as its central directory describes it. */
export type ZipEntry = {
  name: string;
  /** 0: stored, 8: deflated. */
  method: number;
  compressedSize: number;
  /** Declared, not checked: a zip can lie about it, so inflating must still count bytes. */
  size: number;
  /** Where the entry's local header starts. */
  localOffset: number;
};

/**
 * The entries an .xlsx (a zip) lists in its central directory, read without inflating anything.
 * undefined: not a zip at all.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22 || view.getUint32(0, true) !== 0x04034b50) return undefined;
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return undefined;
    const nameLength = view.getUint16(offset + 28, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength > bytes.length) return undefined;
    const size = view.getUint32(offset + 24, true);
    entries.push({
      name: decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      // 0xffffffff means a zip64 size: more than any spreadsheet we accept.
      size: size === 0xffffffff ? Number.POSITIVE_INFINITY : size,
      localOffset: view.getUint32(offset + 42, true),
    });
    offset +=
      46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return entries;
}

/** The entry's compressed bytes, found through its local header; undefined if out of bounds. */
export function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return undefined;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  return end > bytes.length ? undefined : bytes.subarray(start, end);
}
