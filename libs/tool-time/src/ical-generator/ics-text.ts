/**
 * iCalendar text helpers (RFC 5545): escaping TEXT values (§3.3.11), folding content lines at
 * 75 octets (§3.1) and unfolding them. Shared by the iCalendar generator and merger.
 */

/**
 * Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma are preceded by a
 * backslash, and every line break (CRLF, LF or CR) becomes `\n`.
 *
 * @param text - the value as users typed it.
 * @returns the escaped value, one line.
 */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Reverses {@link escapeIcsText} (RFC 5545 §3.3.11: `\\`, `\;`, `\,`, `\n` and `\N`).
 *
 * @param text - an escaped TEXT value.
 * @returns the value, with real line breaks (LF).
 */
export function unescapeIcsText(text: string): string {
  return text.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** Octets of one code point in UTF-8 (RFC 3629 §3). */
function utf8Length(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/**
 * Folds one content line so that no line is longer than 75 octets, not counting the line break
 * (RFC 5545 §3.1): a CRLF and one space are inserted, never inside a UTF-8 sequence (a
 * character is never split; surrogate pairs stay together).
 *
 * @param line - one unfolded content line, without its line break.
 * @returns the folded line, its parts joined by CRLF + space, without a final CRLF.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75; // the first line has 75 octets; the next ones 74 after their leading space
  for (const ch of line) {
    const size = utf8Length(ch);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * Unfolds content lines (RFC 5545 §3.1): a line break followed by one space or tab is removed.
 * Accepts CRLF, LF or CR line breaks.
 *
 * @param text - iCalendar text.
 * @returns the logical lines and the 1-based line of the text where each starts.
 */
export function unfoldIcsLines(text: string): { line: string; lineNumber: number }[] {
  const physical = text.split(/\r\n|\n|\r/);
  const out: { line: string; lineNumber: number }[] = [];
  physical.forEach((raw, i) => {
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && out.length > 0) out[out.length - 1]!.line += raw.slice(1);
    else out.push({ line: raw, lineNumber: i + 1 });
  });
  return out;
}

/**
 * Joins content lines into an iCalendar stream: each line folded with {@link foldIcsLine} and ended
 * by CRLF (RFC 5545 §3.1, §3.4).
 *
 * @param lines - unfolded content lines.
 * @returns the text.
 */
export function joinIcsLines(lines: readonly string[]): string {
  return lines.map((l) => foldIcsLine(l) + '\r\n').join('');
}
