// Checks a DFS export must pass before any of it is read: that it is text (not a spreadsheet, an
// archive or a compressed file), and that it was not cut short. Every problem is named in words a
// user can act on.

const SIGNATURES: readonly { bytes: readonly number[]; what: string }[] = [
  { bytes: [0x1f, 0x8b], what: 'a gzip-compressed file (.gz): decompress it first' },
  {
    bytes: [0x50, 0x4b, 0x03, 0x04],
    what: 'a ZIP archive (an Excel .xlsx workbook is one): unzip it, or export the sheet as CSV',
  },
  { bytes: [0x42, 0x5a, 0x68], what: 'a bzip2-compressed file (.bz2): decompress it first' },
  { bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], what: 'an xz-compressed file (.xz): decompress it first' },
  { bytes: [0x28, 0xb5, 0x2f, 0xfd], what: 'a zstd-compressed file (.zst): decompress it first' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], what: 'a 7-Zip archive (.7z): extract it first' },
  { bytes: [0x52, 0x61, 0x72, 0x21], what: 'a RAR archive: extract it first' },
  {
    bytes: [0xd0, 0xcf, 0x11, 0xe0],
    what: 'an old Excel .xls workbook: export the sheet as CSV',
  },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document, not a CSV export' },
];

export class ExportFileError extends Error {
  constructor(origin: string, problem: string) {
    super(`${origin}: ${problem}`);
    this.name = 'ExportFileError';
  }
}

/** The export as text, or an error that says what the file is instead. */
export function decodeExport(bytes: Uint8Array, origin: string): string {
  if (bytes.length === 0) throw new ExportFileError(origin, 'the file is empty');
  for (const s of SIGNATURES) {
    if (s.bytes.every((b, i) => bytes[i] === b)) throw new ExportFileError(origin, `this is ${s.what}`);
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new ExportFileError(origin, 'this is UTF-16 text (Excel "Unicode text"): save it as CSV UTF-8');
  const head = bytes.subarray(0, 8192);
  if (head.includes(0)) throw new ExportFileError(origin, 'this is a binary file, not a CSV export');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Older exports saved by Excel on Windows are Windows-1252; names with accents survive as Latin-1.
    return new TextDecoder('latin1').decode(bytes);
  }
}

/**
 * A complete export ends with a line break, or (as FanDuel's old layout does) with a closed quote. A
 * file that ends on an unquoted value may have lost the rest of that value ('6.' of '6.25').
 */
export function checkEnding(text: string, origin: string): void {
  const trimmed = text.replace(/[ \t]+$/, '');
  const last = trimmed.at(-1);
  if (last === '\n' || last === '\r' || last === '"') return;
  const lastLine = trimmed.slice(trimmed.lastIndexOf('\n') + 1);
  throw new ExportFileError(
    origin,
    `the file ends in the middle of a row (no line break after "${lastLine.slice(-40)}"): it looks cut short, so nothing was imported`,
  );
}
