import { ToolInputError } from '@handy-tools/ui/kit';
import { isReadableHexAffix, parseHex } from '../hex-converter/hex-converter.js';
import { charAt, describeLocation, inputErrorAt, showChar } from '../shared/text.js';

/**
 * Layouts of a hex dump:
 * - `xxd`: `00000000: 4865 6c6c 6f0a  Hello.` (xxd's default: offset, bytes in groups of two, ASCII);
 * - `hexdump`: `00000000  48 65 6c 6c 6f 0a  |Hello.|` then the length (`hexdump -C`, without `*` squeezing, like `-v`);
 * - `plain`: `48656c6c6f0a` (like `xxd -p`), or with a prefix and separator of your choice: `0x48, 0x65`;
 * - `spaced`: `48 65 6c 6c 6f 0a`.
 */
export type DumpFormat = 'xxd' | 'hexdump' | 'plain' | 'spaced';

/** The dump formats, in the order the UI offers them. */
export const DUMP_FORMATS: readonly DumpFormat[] = ['xxd', 'hexdump', 'plain', 'spaced'];

/** Bounds of the bytes-per-row option. */
export const BYTES_PER_ROW_MIN = 1;
export const BYTES_PER_ROW_MAX = 64;

/** Longest byte prefix or separator of plain hex, in UTF-16 units. */
export const AFFIX_MAX_LENGTH = 16;

/**
 * Byte prefixes offered for plain hex: none, C/C++/JavaScript/Python (`0x`), C/Python string
 * escapes (`\x`), Visual Basic (`&H`), Pascal and assemblers (`$`).
 */
export const HEX_PREFIX_PRESETS: readonly string[] = ['', '0x', '\\x', '&H', '$'];

/** Byte separators offered for plain hex: none, space, comma and space (C arrays), comma, colon, hyphen. */
export const HEX_SEPARATOR_PRESETS: readonly string[] = ['', ' ', ', ', ',', ':', '-'];

/** Options of {@link hexDump}. */
export interface DumpOptions {
  /** The layout; `xxd` by default. */
  format?: DumpFormat;
  /** Bytes per row, 1–64; 16 by default (xxd's and hexdump -C's). */
  bytesPerRow?: number;
  /** Upper-case hex digits for the bytes (like `xxd -u`; offsets stay lower case). Default false. */
  uppercase?: boolean;
  /** Offset of the first byte in the file, for the offset column (when dumping a part). Default 0. */
  offset?: number;
  /**
   * Whether these bytes end the data. `hexdump` then ends with the line giving the total length,
   * as `hexdump -C` does; `plain` with a separator ends its last row without one (more rows
   * follow otherwise). Default true.
   */
  final?: boolean;
  /** For `plain`: written before each byte, e.g. `0x`, `\x`, `&H`; at most 16 characters. Default ''. */
  prefix?: string;
  /**
   * For `plain`: written between bytes, e.g. `, ` or ` `; at most 16 characters. A row ends with it
   * without its trailing white space (`0x48, 0x65,` then a line break). Default ''.
   */
  separator?: string;
}

const HEX_LOWER = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
const HEX_UPPER = HEX_LOWER.map((h) => h.toUpperCase());
const offsetHex = (n: number) => n.toString(16).padStart(8, '0');
const printable = (b: number) => (b >= 0x20 && b <= 0x7e ? String.fromCharCode(b) : '.');

function checkAffix(value: string, what: 'prefix' | 'separator'): string {
  if (value.length > AFFIX_MAX_LENGTH) {
    throw new ToolInputError(`The byte ${what} is ${value.length} characters long; at most ${AFFIX_MAX_LENGTH} are allowed.`);
  }
  if (!isReadableHexAffix(value)) {
    throw new ToolInputError(`The byte ${what} "${value}" ends with a hex digit, so the dump could not be read back: choose one that ends with another character.`);
  }
  return value;
}

function checkBytesPerRow(n: number): number {
  if (!Number.isInteger(n) || n < BYTES_PER_ROW_MIN || n > BYTES_PER_ROW_MAX) {
    throw new ToolInputError(`Bytes per row must be a whole number from ${BYTES_PER_ROW_MIN} to ${BYTES_PER_ROW_MAX} (got ${n}).`);
  }
  return n;
}

/**
 * Writes a hex dump of bytes, row by row, each row ending with `\n`.
 * `xxd` rows: 8-digit offset, `: `, the bytes in groups of two separated by a space (a short last
 * row padded to the full width), two spaces, the bytes as ASCII with `.` for anything outside
 * 0x20–0x7E (xxd(1), default `-g 2`). `hexdump` rows: offset, two spaces, each byte followed by a
 * space with one more space after every 8th, then `|ASCII|`; a last line gives the length
 * (hexdump(1) `-C`, with every row written, as `-v`). `spaced`: the hex digits of each byte,
 * separated by spaces. `plain`: each byte as its `prefix` and two hex digits, separated by
 * `separator` (both empty by default, as `xxd -p`), e.g. `0x48, 0x65` for a C array.
 *
 * @param bytes - the bytes to dump.
 * @param options - see {@link DumpOptions}.
 * @returns the dump ('' for no bytes, except the `hexdump` length line).
 * @throws ToolInputError when `bytesPerRow` is out of range, or the prefix or separator is longer
 *   than 16 characters or ends with a hex digit (it could not be read back).
 * @see https://man7.org/linux/man-pages/man1/xxd.1.html
 * @see https://man7.org/linux/man-pages/man1/hexdump.1.html
 */
export function hexDump(bytes: Uint8Array, options: DumpOptions = {}): string {
  const { format = 'xxd', uppercase = false, offset = 0, final = true } = options;
  const perRow = checkBytesPerRow(options.bytesPerRow ?? 16);
  const prefix = checkAffix(options.prefix ?? '', 'prefix');
  const separator = checkAffix(options.separator ?? '', 'separator');
  checkAffix(separator.trimEnd(), 'separator'); // what ends a row must be readable too (" a" ends rows with "a")
  const hex = uppercase ? HEX_UPPER : HEX_LOWER;
  const rows: string[] = [];
  for (let start = 0; start < bytes.length; start += perRow) {
    const row = bytes.subarray(start, start + perRow);
    let line = '';
    if (format === 'plain') {
      line = Array.from(row, (b) => `${prefix}${hex[b]}`).join(separator);
    } else if (format === 'spaced') {
      line = Array.from(row, (b) => hex[b]).join(' ');
    } else if (format === 'xxd') {
      let area = '';
      for (let i = 0; i < perRow; i++) {
        if (i > 0 && i % 2 === 0) area += ' ';
        area += i < row.length ? hex[row[i] as number] : '  ';
      }
      let ascii = '';
      for (const b of row) ascii += printable(b);
      line = `${offsetHex(offset + start)}: ${area}  ${ascii}`;
    } else {
      let area = '';
      for (let i = 0; i < perRow; i++) {
        area += i < row.length ? `${hex[row[i] as number]} ` : '   ';
        if ((i + 1) % 8 === 0 && i + 1 < perRow) area += ' ';
      }
      let ascii = '';
      for (const b of row) ascii += printable(b);
      line = `${offsetHex(offset + start)}  ${area} |${ascii}|`;
    }
    rows.push(line);
  }
  if (format === 'hexdump' && final && (bytes.length > 0 || offset > 0)) rows.push(offsetHex(offset + bytes.length));
  if (rows.length === 0) return '';
  // Plain rows end with the separator (trailing white space dropped), except the very last one.
  const rowEnd = format === 'plain' ? separator.trimEnd() : '';
  return `${rows.join(`${rowEnd}\n`)}${final ? '' : rowEnd}\n`;
}

/** Options of {@link hexDumpBlob}: progress, cancel and chunk size. */
export interface DumpBlobOptions {
  /** Called after each chunk with the bytes done and the total. */
  onProgress?: (done: number, total: number) => void;
  /** Stops the work: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Bytes read per chunk (rounded down to whole rows); 1 MiB by default. */
  chunkBytes?: number;
}

/**
 * Dumps a whole file (or any Blob) as {@link hexDump} does, reading it in `blob.slice` chunks and
 * yielding to the event loop between them, so a page stays responsive on large files.
 *
 * @param blob - the file.
 * @param options - the dump's options (`offset` and `final` are ignored: the dump starts at 0 and ends with the file).
 * @param run - progress, cancel, chunk size; see {@link DumpBlobOptions}.
 * @returns the dump in parts (one per chunk), to join or to put in a Blob for download.
 * @throws ToolInputError when `bytesPerRow`, the prefix or the separator is invalid (see
 *   {@link hexDump}); the signal's reason when aborted.
 */
export async function hexDumpBlob(blob: Blob, options: DumpOptions = {}, run: DumpBlobOptions = {}): Promise<string[]> {
  const perRow = checkBytesPerRow(options.bytesPerRow ?? 16);
  checkAffix(options.prefix ?? '', 'prefix');
  checkAffix(options.separator ?? '', 'separator');
  const chunk = Math.max(perRow, Math.floor((run.chunkBytes ?? 1024 * 1024) / perRow) * perRow);
  const parts: string[] = [];
  for (let start = 0; start < blob.size; start += chunk) {
    run.signal?.throwIfAborted();
    const bytes = new Uint8Array(await blob.slice(start, start + chunk).arrayBuffer());
    parts.push(hexDump(bytes, { ...options, offset: start, final: start + chunk >= blob.size }));
    run.onProgress?.(Math.min(blob.size, start + chunk), blob.size);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  run.signal?.throwIfAborted();
  return parts;
}

/** What {@link parseHexDump} read. */
export interface ParsedDump {
  /** The bytes. */
  bytes: Uint8Array<ArrayBuffer>;
  /** The layout it recognised: `xxd`, `hexdump` (-C) or `plain` (hex digits with any separators). */
  format: 'xxd' | 'hexdump' | 'plain';
}

// An xxd row starts with its offset, ":" and a space (a plain "de:ad:be:ef" is not one).
const XXD_START = /^\s*[0-9a-fA-F]{4,}: /;
const XXD_LINE = /^\s*[0-9a-fA-F]+:/;
/** The most bytes a "*" of hexdump -C may expand to (a hostile offset must not exhaust memory). */
const MAX_SQUEEZED_BYTES = 64 * 1024 * 1024;
const HEXDUMP_LINE = /^[0-9a-fA-F]{4,} {2}[0-9a-fA-F]{2}(?: |$)/;
const isHexDigit = (c: string) => /^[0-9a-fA-F]$/.test(c);

/** One line of the input and where it starts. */
interface Line {
  text: string;
  at: number;
  number: number;
}

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let at = 0;
  text.split('\n').forEach((raw, i) => {
    lines.push({ text: raw.endsWith('\r') ? raw.slice(0, -1) : raw, at, number: i + 1 });
    at += raw.length + 1;
  });
  return lines;
}

/** Reads the hex groups of a dump row (`4865 6c6c` or `48 65 6c`), whitespace-separated. */
function readGroups(source: string, from: number, to: number, out: number[]): void {
  let i = from;
  while (i < to) {
    const c = source[i] as string;
    if (c === ' ' || c === '\t') {
      i++;
      continue;
    }
    const start = i;
    while (i < to && isHexDigit(source[i] as string)) i++;
    if (i < to && source[i] !== ' ' && source[i] !== '\t') {
      throw inputErrorAt(
        `Invalid character ${showChar(charAt(source, i))} at ${describeLocation(source, i)}: the hex columns of a dump hold only the digits 0–9 and A–F.`,
        source,
        i,
      );
    }
    if ((i - start) % 2 === 1) {
      throw inputErrorAt(
        `Odd number of hex digits in "${source.slice(start, i)}" at ${describeLocation(source, start)}: every byte takes two digits.`,
        source,
        i - 1,
      );
    }
    for (let k = start; k < i; k += 2) out.push(parseInt(source.slice(k, k + 2), 16));
  }
}

function parseXxd(text: string, lines: Line[], out: number[]): void {
  for (const line of lines) {
    if (line.text.trim() === '') continue;
    if (!XXD_LINE.test(line.text)) {
      throw inputErrorAt(`Line ${line.number} is not an xxd row ("offset: hex…  text"): the dump's other rows are in xxd's format.`, text, line.at);
    }
    const colon = line.text.indexOf(':');
    const rest = line.text.slice(colon + 1);
    const gap = rest.indexOf('  ', 1);
    const end = colon + 1 + (gap < 0 ? rest.length : gap);
    readGroups(text, line.at + colon + 1, line.at + end, out);
  }
}

function parseHexdumpC(text: string, lines: Line[], out: number[]): void {
  let lastRow: number[] = [];
  let squeezed: Line | null = null;
  for (const line of lines) {
    const trimmed = line.text.trim();
    if (trimmed === '') continue;
    if (trimmed === '*') {
      squeezed = line;
      continue;
    }
    const offsetMatch = /^[0-9a-fA-F]+/.exec(line.text);
    if (!offsetMatch) {
      throw inputErrorAt(`Line ${line.number} is not a hexdump -C row ("offset  hex…  |text|").`, text, line.at);
    }
    if (squeezed) {
      // "*" stands for rows equal to the row before it, up to this row's offset.
      const target = parseInt(offsetMatch[0], 16);
      const gap = target - out.length;
      if (gap > MAX_SQUEEZED_BYTES) {
        throw inputErrorAt(`The "*" on line ${squeezed.number} would repeat ${gap} bytes; at most 64 MiB are expanded.`, text, line.at);
      }
      if (lastRow.length === 0 || gap < 0 || gap % lastRow.length !== 0) {
        throw inputErrorAt(
          `The "*" on line ${squeezed.number} cannot be expanded: the offset ${offsetMatch[0]} on line ${line.number} is not a whole number of repeated rows after byte ${out.length}.`,
          text,
          line.at,
        );
      }
      for (let k = 0; k < gap; k += lastRow.length) out.push(...lastRow);
      squeezed = null;
    }
    const afterOffset = offsetMatch[0].length;
    const bar = line.text.indexOf('|', afterOffset);
    const before = out.length;
    readGroups(text, line.at + afterOffset, line.at + (bar < 0 ? line.text.length : bar), out);
    if (out.length > before) lastRow = out.slice(before);
  }
  if (squeezed) {
    throw inputErrorAt(`The "*" on line ${squeezed.number} is not followed by an offset, so the repeated rows cannot be counted.`, text, squeezed.at);
  }
}

/** Options of {@link parseHexDump}: the plain hex notation to accept besides the usual ones. */
export interface ParseDumpOptions {
  /** A byte prefix to accept (as {@link DumpOptions.prefix}); ignored when it ends with a hex digit. */
  prefix?: string;
  /** A byte separator to accept (as {@link DumpOptions.separator}); ignored when it ends with a hex digit. */
  separator?: string;
}

/**
 * Reads hex text back into bytes, like `xxd -r`: the tool's own dumps, `xxd` output (offset
 * and ASCII columns ignored), `hexdump -C` output (offset and `|…|` columns ignored, `*` rows
 * expanded from the next offset), or plain hex (digits in either case, separated or not by
 * whitespace, `:`, `,`, `;`, `-` or the given separator, each byte with or without one of the
 * prefixes of {@link HEX_PREFIX_PRESETS} — `0x`, `\x`, `&H`, `$` — or the given prefix).
 *
 * @param text - the hex text.
 * @param options - a custom prefix and separator to accept; see {@link ParseDumpOptions}.
 * @returns the bytes and the layout found; see {@link ParsedDump}.
 * @throws ToolInputError for a character that is not hex, an odd number of digits, a row that
 *   does not follow the dump's layout, or a `*` that cannot be expanded, naming the line and column.
 * @see https://man7.org/linux/man-pages/man1/xxd.1.html
 */
export function parseHexDump(text: string, options: ParseDumpOptions = {}): ParsedDump {
  const lines = splitLines(text);
  const firstLine = lines.find((l) => l.text.trim() !== '');
  if (firstLine && XXD_START.test(firstLine.text)) {
    const out: number[] = [];
    parseXxd(text, lines, out);
    return { bytes: Uint8Array.from(out), format: 'xxd' };
  }
  if (firstLine && HEXDUMP_LINE.test(firstLine.text) && firstLine.text.includes('|')) {
    const out: number[] = [];
    parseHexdumpC(text, lines, out);
    return { bytes: Uint8Array.from(out), format: 'hexdump' };
  }
  const { prefix = '', separator = '' } = options;
  const prefixes = [...HEX_PREFIX_PRESETS, prefix].filter(isReadableHexAffix);
  const separators = [separator, separator.trimEnd(), separator.trim()].filter(isReadableHexAffix);
  return { bytes: parseHex(text, { prefixes, separators }).bytes, format: 'plain' };
}

/**
 * How many bytes of a file the page shows as a dump (16 KiB: 1,024 rows, 70–80 k characters, under
 * the text field's large-text limit, so the whole preview stays in the field); the full dump is a
 * download.
 */
export const PREVIEW_BYTES = 16 * 1024;

/**
 * The file name for a downloaded dump, from the dumped file's name.
 *
 * @param fileName - the original file's name.
 * @param format - the dump's layout.
 * @returns e.g. `photo.jpg.hex` (or `.txt` for `hexdump`).
 */
export function dumpFileName(fileName: string, format: DumpFormat): string {
  return `${fileName || 'file'}.${format === 'hexdump' ? 'txt' : 'hex'}`;
}
