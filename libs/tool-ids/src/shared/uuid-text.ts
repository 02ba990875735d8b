import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * Parses UUID text into 16 bytes. Accepts the standard 8-4-4-4-12 form (RFC 9562 §4), the
 * same 32 hex digits without hyphens, either wrapped in braces (`{…}`) or prefixed with
 * `urn:uuid:` (RFC 9562 §4); any case; spaces around are ignored. Any 128-bit value is
 * accepted, whatever its version and variant bits.
 *
 * @param text - the UUID as typed.
 * @param what - what the text is, for messages (`namespace` or `UUID`).
 * @returns the 16 bytes, in network order.
 * @throws ToolInputError naming the first bad character and its 1-based position, or the
 *   wrong length, when the text is not a UUID.
 */
export function parseUuidText(text: string, what: 'namespace' | 'UUID'): Uint8Array {
  const subject = what === 'namespace' ? 'The namespace' : 'This';
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolInputError(`Enter a ${what === 'namespace' ? 'namespace UUID' : 'UUID'}, e.g. 6ba7b810-9dad-11d1-80b4-00c04fd430c8.`);
  let body = trimmed;
  let offset = text.indexOf(trimmed);
  if (/^urn:uuid:/i.test(body)) {
    body = body.slice(9);
    offset += 9;
  } else if (body.startsWith('{') && body.endsWith('}')) {
    body = body.slice(1, -1);
    offset += 1;
  }
  // 32 hex digits without hyphens, or else the standard 8-4-4-4-12 form.
  const hyphenated = !(body.length === 32 && !body.includes('-'));
  const expected = hyphenated ? 36 : 32;
  for (let i = 0; i < body.length && i < expected; i++) {
    const c = String.fromCodePoint(body.codePointAt(i) ?? 0);
    const wantHyphen = hyphenated && (i === 8 || i === 13 || i === 18 || i === 23);
    const ok = wantHyphen ? c === '-' : /[0-9a-f]/i.test(c);
    if (!ok) {
      const wanted = wantHyphen ? 'a hyphen' : 'a hex digit (0-9, a-f)';
      throw new ToolInputError(`${subject} is not a UUID: expected ${wanted} at position ${offset + i + 1}, found "${c}".`, {
        position: offset + i,
        column: offset + i + 1,
      });
    }
  }
  if (body.length !== expected) {
    throw new ToolInputError(
      `${subject} is not a UUID: it has ${body.length} characters, expected 36 (8-4-4-4-12 hex digits).`,
      { position: offset + Math.min(body.length, expected), column: offset + Math.min(body.length, expected) + 1 },
    );
  }
  const hex = body.replace(/-/g, '');
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}
