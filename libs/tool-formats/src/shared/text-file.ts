/**
 * The family's rule for outputs that are files (JSON, YAML, TOML, XML, CSV, PHP): the text ends
 * with exactly one line break, as POSIX defines a text file (every line ends with a newline),
 * and an empty output stays empty.
 *
 * @param text - the output without or with any number of final line breaks (LF or CRLF).
 * @param newline - the line break to end with: `\n`, or `\r\n` for CSV records (RFC 4180 §2).
 * @returns the text with its final line breaks replaced by exactly one `newline`; `''` when the
 *   text holds nothing but line breaks.
 * @see https://pubs.opengroup.org/onlinepubs/9799919799/basedefs/V1_chap03.html#tag_03_387 (POSIX "Text File", "Line")
 */
export function asTextFile(text: string, newline: '\n' | '\r\n' = '\n'): string {
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) === 10 || text.charCodeAt(end - 1) === 13)) end--;
  return end === 0 ? '' : text.slice(0, end) + newline;
}
