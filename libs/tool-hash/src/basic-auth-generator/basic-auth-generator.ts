import { ToolInputError } from '@handy-tools/ui/kit';
import { parseBytes } from '@handy-tools/bytes';
import { encodeDigest } from '../shared/encoding.js';

/** User-id and password carried by a Basic credential. */
export interface BasicCredentials {
  username: string;
  password: string;
}

// RFC 7617 §2: no control characters (RFC 5234 CTL: %x00-1F / %x7F) in user-id or password.
function checkNoControl(value: string, what: string): void {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) {
      const code = c.toString(16).toUpperCase().padStart(4, '0');
      throw new ToolInputError(`The ${what} may not contain control characters (RFC 7617 §2): U+${code} at position ${i + 1}.`, {
        position: i,
        column: i + 1,
      });
    }
  }
}

/**
 * The credentials of HTTP Basic authentication (RFC 7617 §2): `user-id ":" password` encoded
 * as UTF-8 (the `charset="UTF-8"` of §2.1), then Base64 (RFC 4648 §4).
 *
 * @param username - the user-id; it may not contain ":" (§2) nor control characters.
 * @param password - the password; any text without control characters (":" is allowed).
 * @returns the token68, e.g. `QWxhZGRpbjpvcGVuIHNlc2FtZQ==` for "Aladdin" / "open sesame".
 * @throws ToolInputError when the username holds ":" or either field a control character (with its position).
 */
export function basicAuthToken(username: string, password: string): string {
  const colon = username.indexOf(':');
  if (colon >= 0) {
    throw new ToolInputError(`The username may not contain ":" (RFC 7617 §2): found at position ${colon + 1}.`, { position: colon, column: colon + 1 });
  }
  checkNoControl(username, 'username');
  checkNoControl(password, 'password');
  return encodeDigest(new TextEncoder().encode(`${username}:${password}`), 'base64');
}

/**
 * The `Authorization` header value of HTTP Basic authentication (RFC 7617 §2).
 *
 * @param username - see {@link basicAuthToken}.
 * @param password - see {@link basicAuthToken}.
 * @returns `Basic <token>`.
 * @throws ToolInputError as {@link basicAuthToken}.
 */
export function basicAuthHeader(username: string, password: string): string {
  return `Basic ${basicAuthToken(username, password)}`;
}

/**
 * Reads Basic credentials back from a header: `Authorization: Basic <token>`, `Basic <token>`
 * or the bare token (the header name and the scheme are case-insensitive, RFC 7230 §3.2 and
 * RFC 7235 §2.1). The token is Base64 (RFC 4648 §4; Base64url is accepted too) of UTF-8
 * `user-id:password` (RFC 7617 §2); the user-id ends at the first ":".
 *
 * @param header - the header line or value as pasted.
 * @returns the username and password.
 * @throws ToolInputError for an empty header, another scheme (e.g. Bearer), bad Base64 (with
 *   its position in the text), bytes that are not UTF-8, or no ":" in the credentials.
 */
export function decodeBasicAuth(header: string): BasicCredentials {
  let rest = header;
  let offset = 0;
  const skip = (n: number) => {
    rest = rest.slice(n);
    offset += n;
  };
  skip(/^\s*/.exec(rest)![0].length);
  const name = /^authorization\s*:\s*/i.exec(rest);
  if (name) skip(name[0].length);
  const scheme = /^([A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]*)(\s+|$)/.exec(rest);
  if (scheme && /^basic$/i.test(scheme[1]!)) skip(scheme[0].length);
  else if (scheme && scheme[2] !== '' && rest.slice(scheme[0].length).trim() !== '') {
    throw new ToolInputError(`This is a "${scheme[1]}" header, not "Basic": only Basic credentials can be decoded here.`);
  }
  const token = rest.trim();
  if (token === '') throw new ToolInputError('Paste an Authorization header, e.g. "Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==".');
  let bytes: Uint8Array;
  try {
    bytes = parseBytes(token, 'base64', 'The credentials');
  } catch (e) {
    if (e instanceof ToolInputError && e.position !== undefined) {
      const position = offset + e.position;
      const message = e.message.replace(/at position \d+/, `at position ${position + 1}`);
      throw new ToolInputError(message, { position, column: position + 1, cause: e });
    }
    throw e;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (e) {
    throw new ToolInputError('The credentials are not valid UTF-8 text once Base64-decoded.', { cause: e });
  }
  const colon = text.indexOf(':');
  if (colon < 0) throw new ToolInputError('The decoded credentials hold no ":" between the username and the password.');
  return { username: text.slice(0, colon), password: text.slice(colon + 1) };
}
