import { md5 } from '@noble/hashes/legacy.js';
import { sha256, sha512_256 } from '@noble/hashes/sha2.js';
import { ToolInputError } from '@handy-tools/ui/kit';
import { encodeDigest } from '../shared/encoding.js';

/** Digest algorithms (RFC 2617 §3.2.1, RFC 7616 §3.2, RFC 8760 for SIP). `-sess` variants hash the nonces into HA1. */
export const DIGEST_ALGORITHMS = ['MD5', 'MD5-sess', 'SHA-256', 'SHA-256-sess', 'SHA-512-256', 'SHA-512-256-sess'] as const;
/** A digest algorithm. */
export type DigestAlgorithm = (typeof DIGEST_ALGORITHMS)[number];

/** The qop values this tool computes (RFC 2617 §3.2.1). */
export const DIGEST_QOPS = ['auth', 'auth-int'] as const;
/** A qop value. */
export type DigestQop = (typeof DIGEST_QOPS)[number];

/** SIP methods offered in the UI (RFC 3261 and extensions); any token is accepted by the logic. */
export const SIP_METHODS = ['REGISTER', 'INVITE', 'ACK', 'BYE', 'CANCEL', 'OPTIONS', 'SUBSCRIBE', 'NOTIFY', 'PUBLISH', 'MESSAGE', 'INFO', 'PRACK', 'UPDATE', 'REFER'] as const;

/** The parameters of a Digest `Authorization` / `Proxy-Authorization` header. */
export interface DigestCredentials {
  /** `Authorization` or `Proxy-Authorization` when the header name was pasted, else undefined. */
  header?: string;
  username: string;
  realm: string;
  nonce: string;
  uri: string;
  /** The response as sent (lowercase hex). */
  response: string;
  /** The algorithm, in its canonical spelling (MD5 when absent, RFC 2617 §3.2.2). */
  algorithm: DigestAlgorithm;
  /** `auth` or `auth-int`; undefined without qop (RFC 2069 compatibility). */
  qop?: DigestQop;
  nc?: string;
  cnonce?: string;
  opaque?: string;
  /** Every parameter as parsed (names lowercase), including unknown ones. */
  params: Record<string, string>;
  /** What was read leniently: a missing comma between parameters, a response of the wrong length. */
  warnings: string[];
}

/** The parameters of a Digest `WWW-Authenticate` / `Proxy-Authenticate` challenge (RFC 2617 §3.2.1, RFC 7616 §3.3). */
export interface DigestChallenge {
  /** `WWW-Authenticate` or `Proxy-Authenticate` when the header name was pasted, else undefined. */
  header?: string;
  realm: string;
  nonce: string;
  opaque?: string;
  /** The algorithm, in its canonical spelling (MD5 when absent). */
  algorithm: DigestAlgorithm;
  /** The qop values offered that this tool computes, in the server's order; empty without qop (RFC 2069 form). */
  qop: DigestQop[];
  /** `stale` as sent (`true` / `false`), if any. */
  stale?: string;
  /** Every parameter as parsed (names lowercase). */
  params: Record<string, string>;
  /** What was read leniently (a missing comma between parameters). */
  warnings: string[];
}

const TOKEN = /[!#$%&'*+.^_`|~0-9A-Za-z-]/;
const HEX_LENGTH: Record<DigestAlgorithm, number> = {
  MD5: 32,
  'MD5-sess': 32,
  'SHA-256': 64,
  'SHA-256-sess': 64,
  'SHA-512-256': 64,
  'SHA-512-256-sess': 64,
};

function at(position: number): { position: number; column: number } {
  return { position, column: position + 1 };
}

/**
 * Reads the comma-separated `name=value` parameters of an auth header (RFC 7235 §2.1 auth-param:
 * token or quoted-string values with `\` escapes; names case-insensitive), from `start`.
 * Parameters separated only by white space or a line break (a missing comma, as in some
 * published SIP examples) are read as if the comma were there, with a warning.
 */
function parseAuthParams(text: string, start: number): { params: Record<string, string>; warnings: string[] } {
  let i = start;
  const n = text.length;
  const params: Record<string, string> = {};
  const warnings: string[] = [];
  const skipSpace = () => {
    while (i < n && /\s/.test(text[i]!)) i++;
  };
  while (true) {
    skipSpace();
    while (i < n && text[i] === ',') {
      i++;
      skipSpace();
    }
    if (i >= n) break;
    const nameStart = i;
    while (i < n && TOKEN.test(text[i]!)) i++;
    if (i === nameStart) throw new ToolInputError(`Expected a parameter name at position ${i + 1}, found "${text[i]}".`, at(i));
    const key = text.slice(nameStart, i).toLowerCase();
    skipSpace();
    if (text[i] !== '=') throw new ToolInputError(`Expected "=" after "${text.slice(nameStart, i).trim()}" at position ${i + 1}.`, at(i));
    i++;
    skipSpace();
    let value = '';
    if (text[i] === '"') {
      const open = i;
      i++;
      let closed = false;
      while (i < n) {
        const c = text[i]!;
        if (c === '\\') {
          if (i + 1 >= n) break;
          value += text[i + 1];
          i += 2;
        } else if (c === '"') {
          closed = true;
          i++;
          break;
        } else {
          value += c;
          i++;
        }
      }
      if (!closed) throw new ToolInputError(`The quoted value of "${key}" starting at position ${open + 1} has no closing quote.`, at(open));
    } else {
      const valueStart = i;
      while (i < n && TOKEN.test(text[i]!)) i++;
      if (i === valueStart) throw new ToolInputError(`The value of "${key}" at position ${i + 1} is missing or not a token (quote it).`, at(i));
      value = text.slice(valueStart, i);
    }
    if (key in params) throw new ToolInputError(`The parameter "${key}" appears twice (again at position ${nameStart + 1}).`, at(nameStart));
    params[key] = value;
    const end = i;
    skipSpace();
    if (i < n && text[i] !== ',') {
      // `realm="a" nonce="b"`: white space but no comma, then what looks like the next parameter.
      if (i > end && /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\s*=/.test(text.slice(i))) {
        warnings.push(`A comma is missing between "${key}" and the next parameter (position ${i + 1}); read as if it were there.`);
        continue;
      }
      throw new ToolInputError(`Expected "," between parameters at position ${i + 1}, found "${text[i]}".`, at(i));
    }
  }
  return { params, warnings };
}

const HEADER_NAMES = {
  'www-authenticate': 'WWW-Authenticate',
  'proxy-authenticate': 'Proxy-Authenticate',
  authorization: 'Authorization',
  'proxy-authorization': 'Proxy-Authorization',
} as const;

/** Reads an optional header name and the `Digest` scheme: returns the header's canonical name and where the parameters start. */
function readHeaderStart(text: string): { header?: (typeof HEADER_NAMES)[keyof typeof HEADER_NAMES]; start: number } {
  let i = 0;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  let header: (typeof HEADER_NAMES)[keyof typeof HEADER_NAMES] | undefined;
  const name = /^(www-authenticate|proxy-authenticate|proxy-authorization|authorization)\s*:/i.exec(text.slice(i));
  if (name) {
    header = HEADER_NAMES[name[1]!.toLowerCase() as keyof typeof HEADER_NAMES];
    i += name[0].length;
    while (i < text.length && /\s/.test(text[i]!)) i++;
  }
  const scheme = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)(\s+|$)/.exec(text.slice(i));
  if (scheme && !text.slice(i + scheme[0].length).trimStart().startsWith('=')) {
    if (scheme[1]!.toLowerCase() !== 'digest') throw new ToolInputError(`This is a "${scheme[1]}" header; only Digest credentials can be checked.`, at(i));
    i += scheme[0].length;
  }
  return { header, start: i };
}

function readAlgorithm(params: Record<string, string>): DigestAlgorithm {
  const algorithmText = params.algorithm ?? 'MD5';
  const algorithm = DIGEST_ALGORITHMS.find((a) => a.toLowerCase() === algorithmText.toLowerCase());
  if (!algorithm) throw new ToolInputError(`Unsupported algorithm "${algorithmText}": expected ${DIGEST_ALGORITHMS.join(', ')}.`);
  return algorithm;
}

/**
 * Parses a SIP (RFC 3261 §20.7, §20.28, §25.1) or HTTP Digest credentials header: `Authorization:
 * Digest a=b, c="d"…`, `Proxy-Authorization: …`, `Digest …` or the bare parameters. Values are
 * tokens or quoted strings (with `\` escapes); commas and line folding between parameters are
 * fine; parameter names are case-insensitive. Read leniently, with a warning: parameters
 * separated by white space only, and a response that is not hex of the algorithm's length (it
 * then cannot match).
 *
 * @param text - the header as pasted.
 * @returns the credentials.
 * @throws ToolInputError naming the problem and its position: a challenge header, another
 *   scheme, a missing "=", an unterminated quoted string, a duplicate parameter, a missing required
 *   parameter (username, realm, nonce, uri, response), an unknown algorithm or qop, qop without
 *   nc or cnonce, an nc that is not 8 hex digits.
 */
export function parseDigestHeader(text: string): DigestCredentials {
  if (text.trim() === '') throw new ToolInputError('Paste an Authorization header, e.g. Authorization: Digest username="alice", realm="…", …');
  const { header, start } = readHeaderStart(text);
  if (header === 'WWW-Authenticate' || header === 'Proxy-Authenticate') {
    throw new ToolInputError('This is a challenge (WWW-Authenticate / Proxy-Authenticate), not credentials: read it with parseDigestChallenge.');
  }
  const { params, warnings } = parseAuthParams(text, start);
  for (const required of ['username', 'realm', 'nonce', 'uri', 'response'] as const) {
    if (!(required in params)) {
      const hint = required === 'username' && 'username*' in params ? ' (username* with RFC 5987 encoding is not supported)' : '';
      throw new ToolInputError(`The header has no "${required}" parameter${hint}.`);
    }
  }
  const algorithm = readAlgorithm(params);
  let qop: DigestQop | undefined;
  if (params.qop !== undefined) {
    const q = params.qop.toLowerCase();
    if (q !== 'auth' && q !== 'auth-int') throw new ToolInputError(`Unsupported qop "${params.qop}": the client's choice is auth or auth-int.`);
    qop = q;
    if (params.nc === undefined || params.cnonce === undefined) throw new ToolInputError('With qop, the header must carry nc and cnonce (RFC 2617 §3.2.2).');
    if (!/^[0-9a-fA-F]{8}$/.test(params.nc)) throw new ToolInputError(`nc must be 8 hex digits (e.g. 00000001); found "${params.nc}".`);
  }
  const response = params.response!.toLowerCase();
  if (!new RegExp(`^[0-9a-f]{${HEX_LENGTH[algorithm]}}$`).test(response)) {
    warnings.push(`The response should be ${HEX_LENGTH[algorithm]} hex digits for ${algorithm}; it is "${params.response}" (${params.response!.length} characters), so it cannot match.`);
  }
  return {
    header,
    username: params.username!,
    realm: params.realm!,
    nonce: params.nonce!,
    uri: params.uri!,
    response,
    algorithm,
    qop,
    nc: params.nc,
    cnonce: params.cnonce,
    opaque: params.opaque,
    params,
    warnings,
  };
}

/**
 * Parses a Digest challenge (RFC 2617 §3.2.1, RFC 7616 §3.3; SIP: RFC 3261 §20.27, §20.44):
 * `WWW-Authenticate: Digest realm="…", nonce="…", qop="auth,auth-int", opaque="…", algorithm=…`,
 * `Proxy-Authenticate: …`, or the same without the header name.
 *
 * @param text - the header as pasted.
 * @returns the challenge; qop values other than auth and auth-int are ignored, as RFC 2617 asks.
 * @throws ToolInputError for credentials or another scheme, malformed parameters (with the
 *   position), a missing realm or nonce, an unsupported algorithm, or a qop list with neither
 *   auth nor auth-int.
 */
export function parseDigestChallenge(text: string): DigestChallenge {
  if (text.trim() === '') throw new ToolInputError('Paste a WWW-Authenticate or Proxy-Authenticate header.');
  const { header, start } = readHeaderStart(text);
  if (header === 'Authorization' || header === 'Proxy-Authorization') {
    throw new ToolInputError('These are credentials (Authorization / Proxy-Authorization), not a challenge: read them with parseDigestHeader.');
  }
  const { params, warnings } = parseAuthParams(text, start);
  for (const required of ['realm', 'nonce'] as const) {
    if (!(required in params)) throw new ToolInputError(`The challenge has no "${required}" parameter.`);
  }
  const algorithm = readAlgorithm(params);
  const qop: DigestQop[] = [];
  if (params.qop !== undefined) {
    for (const q of params.qop.split(',').map((x) => x.trim().toLowerCase())) if ((q === 'auth' || q === 'auth-int') && !qop.includes(q)) qop.push(q);
    if (qop.length === 0) throw new ToolInputError(`The challenge offers qop "${params.qop}": this tool computes auth and auth-int only.`);
  }
  return { header, realm: params.realm!, nonce: params.nonce!, opaque: params.opaque, algorithm, qop, stale: params.stale, params, warnings };
}

/** A SIP (RFC 3261 §7) or HTTP message as pasted: start line, header fields, body. */
export interface SipMessage {
  kind: 'request' | 'response';
  /** `SIP/2.0`, `HTTP/1.1`… */
  version: string;
  /** Request: the Request-Line's method; response: the method of its CSeq header (RFC 3261 §20.16), if any. */
  method?: string;
  /** Request only: the Request-URI. */
  requestUri?: string;
  /** Response only. */
  statusCode?: number;
  reasonPhrase?: string;
  /** Header fields in order, folded lines joined (RFC 3261 §7.3.1); `line` is 1-based in the pasted text. */
  headers: { name: string; value: string; line: number }[];
  /**
   * The body after the empty line, its lines joined with CRLF (RFC 3261 §7.5), cut to the
   * Content-Length when more follows (RFC 3261 §18.3: octets past it are not part of the message).
   */
  body: string;
  /** What was read with care: octets past the Content-Length, a body shorter than it, several Content-Lengths. */
  warnings: string[];
}

/** Removes spaces and tabs (SIP's linear white space, RFC 3261 §25.1) at both ends, and nothing else (not a BOM). */
const trimLws = (text: string) => text.replace(/^[ \t]+|[ \t]+$/g, '');

const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) +(\S+) +((?:SIP|HTTP)\/\d+(?:\.\d+)?) *$/;
const STATUS_LINE = /^((?:SIP|HTTP)\/\d+(?:\.\d+)?) +(\d{3})(?: +(.*))?$/;

/**
 * Parses a pasted SIP message (RFC 3261 §7: Request-Line or Status-Line, header fields, empty
 * line, body) or HTTP/1.x message. Lines may end in CRLF or LF; a common indentation (as in RFC
 * text) is removed; lines starting with white space continue the previous header field.
 *
 * @param text - the pasted text.
 * @returns the message, or null when the first non-blank line is neither a Request-Line nor a
 *   Status-Line (the text is then a header or bare parameters).
 * @throws ToolInputError naming the line of a header field without a colon.
 */
export function parseSipMessage(text: string): SipMessage | null {
  const rawLines = text.split(/\r\n|\r|\n/);
  const first = rawLines.findIndex((l) => l.trim() !== '');
  if (first < 0) return null;
  // Remove the indentation every non-blank line of the start line and headers shares.
  const indent = Math.min(
    ...rawLines
      .slice(first)
      .filter((l) => l.trim() !== '')
      .map((l) => /^[ \t]*/.exec(l)![0].length),
  );
  const lines = rawLines.map((l) => l.slice(Math.min(indent, /^[ \t]*/.exec(l)![0].length)));
  const startLine = lines[first]!.trim();
  const request = REQUEST_LINE.exec(startLine);
  const status = request ? null : STATUS_LINE.exec(startLine);
  if (!request && !status) return null;
  const headers: SipMessage['headers'] = [];
  let k = first + 1;
  for (; k < lines.length; k++) {
    const line = lines[k]!;
    if (line.trim() === '') break;
    if (/^[ \t]/.test(line)) {
      const last = headers.at(-1);
      if (!last) throw new ToolInputError(`Line ${k + 1} starts with white space but no header field comes before it.`);
      // Folding (RFC 3261 §7.3.1): the line break and the white space around it read as one space,
      // or as nothing when the value starts on the next line ("To :" then " sip:…").
      last.value = last.value === '' ? trimLws(line) : `${last.value} ${trimLws(line)}`;
      continue;
    }
    const colon = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)[ \t]*:(.*)$/.exec(line);
    if (!colon) throw new ToolInputError(`Line ${k + 1} is not a header field (name: value): "${line.slice(0, 40)}".`);
    headers.push({ name: colon[1]!, value: trimLws(colon[2]!), line: k + 1 });
  }
  const { body, warnings } = sizeBody(lines.slice(k + 1).join('\r\n'), headers);
  if (request) return { kind: 'request', method: request[1]!, requestUri: request[2]!, version: request[3]!, headers, body, warnings };
  const cseq = headers.find((h) => h.name.toLowerCase() === 'cseq');
  const cseqMethod = cseq ? /^\d+\s+([!#$%&'*+.^_`|~0-9A-Za-z-]+)/.exec(cseq.value)?.[1] : undefined;
  return { kind: 'response', version: status![1]!, statusCode: Number(status![2]), reasonPhrase: status![3] ?? '', method: cseqMethod, headers, body, warnings };
}

/**
 * The body as the message's Content-Length (or its compact form `l`, RFC 3261 §7.3.3, §20.14)
 * delimits it: cut to that many UTF-8 octets when more follows, with a warning; a warning when
 * it is shorter, or when the length is given more than once (RFC 4475 §3.3.9).
 */
function sizeBody(text: string, headers: SipMessage['headers']): { body: string; warnings: string[] } {
  const lengths = headers.filter((h) => /^(content-length|l)$/i.test(h.name));
  if (lengths.length > 1) return { body: text, warnings: [`The message gives its Content-Length ${lengths.length} times; the body is read to the end of the text.`] };
  const value = lengths[0]?.value.trim();
  if (value === undefined || !/^\d{1,9}$/.test(value)) return { body: text, warnings: [] };
  const length = Number(value);
  const bytes = new TextEncoder().encode(text);
  if (bytes.length === length) return { body: text, warnings: [] };
  if (bytes.length < length) {
    return { body: text, warnings: [`The body has ${bytes.length} bytes (lines ending in CRLF) but its Content-Length says ${length}: was it cut or changed when copied?`] };
  }
  const body = new TextDecoder().decode(bytes.subarray(0, length));
  // Blank lines pasted after the message are no news; anything else past the Content-Length is.
  if (new TextDecoder().decode(bytes.subarray(length)).trim() === '') return { body, warnings: [] };
  return { body, warnings: [`${bytes.length - length} bytes after the body's ${length} (Content-Length) are not part of the message and were left out.`] };
}

/** A Digest header field of a pasted message. */
export interface SipAuthField {
  /** The field's name as written, e.g. `Proxy-Authorization`. */
  name: string;
  /** Its first line, 1-based in the pasted text. */
  line: number;
  /** Its realm parameter, if it could be read. */
  realm?: string;
}

/** What {@link readSipAuth} found in the pasted text. */
export type SipAuthReading = (
  | { kind: 'credentials'; credentials: DigestCredentials }
  | { kind: 'challenge'; challenge: DigestChallenge }
) & {
  /** The message, when a whole one was pasted. */
  message?: SipMessage;
  /** From a message: the header field read. */
  field?: SipAuthField;
  /**
   * From a message: every header field of the kind read that could be chosen instead (all the
   * Digest credentials, or all the supported Digest challenges), in message order; `field` is one of them.
   */
  fields?: SipAuthField[];
  warnings: string[];
};

const isDigest = (value: string) => /^digest(\s|$)/i.test(value.trim());

/** Runs a header parser on a header field of a message; errors name the field and its line. */
function inField<T>(field: { name: string; value: string; line: number }, parse: (text: string) => T): T {
  try {
    return parse(`${field.name}: ${field.value}`);
  } catch (e) {
    if (e instanceof ToolInputError) throw new ToolInputError(`In the ${field.name} header field (line ${field.line}): ${e.message}`);
    throw e;
  }
}

/**
 * Reads what a user pasted into the SIP Authorization tool: a whole SIP or HTTP message (a
 * request with `Authorization` / `Proxy-Authorization`, or a 401/407 response with
 * `WWW-Authenticate` / `Proxy-Authenticate`), one such header, or bare Digest parameters. From a
 * message it takes the method (the Request-Line's, or the CSeq method of a response) and the
 * Request-URI, and reads Digest credentials if it has any (a request through two proxies carries
 * one Proxy-Authorization per realm, RFC 3261 §22.3: `choice` picks one), else a Digest
 * challenge whose algorithm is supported (by default the first: RFC 7616 §3.7, servers list
 * their preferred challenge first).
 *
 * @param text - the pasted text.
 * @param choice - from a message with several such header fields, which one to read (0-based
 *   index into the result's `fields`; out of range reads the first).
 * @returns credentials to check or a challenge to answer; from a message, the message, the field
 *   read and the fields that could be chosen; warnings (lenient reading; a `uri` parameter that
 *   differs from the Request-URI, which the server compares, RFC 2617 §3.2.2.5).
 * @throws ToolInputError for empty text, a message without any Digest auth header field, or
 *   what {@link parseDigestHeader}, {@link parseDigestChallenge} and {@link parseSipMessage} throw
 *   (for a field of a message, naming the field and its line).
 */
export function readSipAuth(text: string, choice = 0): SipAuthReading {
  if (text.trim() === '') throw new ToolInputError('Paste an Authorization header, a WWW-Authenticate challenge or a whole SIP message.');
  const message = parseSipMessage(text);
  if (!message) {
    const { header } = readHeaderStart(text);
    if (header === 'WWW-Authenticate' || header === 'Proxy-Authenticate') {
      const challenge = parseDigestChallenge(text);
      return { kind: 'challenge', challenge, warnings: challenge.warnings };
    }
    const credentials = parseDigestHeader(text);
    return { kind: 'credentials', credentials, warnings: credentials.warnings };
  }
  const named = (names: string[]) => message.headers.filter((h) => names.includes(h.name.toLowerCase()));
  const credentialFields = named(['authorization', 'proxy-authorization']);
  const challengeFields = named(['www-authenticate', 'proxy-authenticate']);
  const describe = (h: SipMessage['headers'][number], realm?: string): SipAuthField => ({ name: h.name, line: h.line, ...(realm !== undefined ? { realm } : {}) });
  const pick = <T>(list: readonly T[]): T => list[Number.isInteger(choice) && choice >= 0 && choice < list.length ? choice : 0]!;

  const digestCredentials = credentialFields.filter((h) => isDigest(h.value));
  if (digestCredentials.length > 0) {
    const fields = digestCredentials.map((h) => {
      try {
        return describe(h, parseDigestHeader(h.value).realm);
      } catch {
        return describe(h);
      }
    });
    const chosen = pick(digestCredentials);
    const credentials = inField(chosen, parseDigestHeader);
    const warnings = [...message.warnings, ...credentials.warnings];
    if (message.requestUri !== undefined && credentials.uri !== message.requestUri) {
      warnings.push(`The uri parameter "${credentials.uri}" differs from the Request-URI "${message.requestUri}"; the response is computed with the uri parameter.`);
    }
    return { kind: 'credentials', credentials, message, field: fields[digestCredentials.indexOf(chosen)], fields, warnings };
  }
  const digestChallenges = challengeFields.filter((h) => isDigest(h.value));
  let firstError: unknown;
  const supported: { field: SipAuthField; challenge: DigestChallenge }[] = [];
  for (const h of digestChallenges) {
    try {
      const challenge = inField(h, parseDigestChallenge);
      supported.push({ field: describe(h, challenge.realm), challenge });
    } catch (e) {
      firstError ??= e;
    }
  }
  if (supported.length > 0) {
    const { field, challenge } = pick(supported);
    return { kind: 'challenge', challenge, message, field, fields: supported.map((c) => c.field), warnings: [...message.warnings, ...challenge.warnings] };
  }
  if (firstError) throw firstError;
  const other = [...credentialFields, ...challengeFields][0];
  if (other) inField(other, parseDigestHeader); // throws: another scheme
  throw new ToolInputError(
    `The ${message.kind === 'request' ? `${message.method} request` : `${message.statusCode} response`} has no Authorization, Proxy-Authorization, WWW-Authenticate or Proxy-Authenticate header field.`,
  );
}

/** Hex digest of UTF-8 text or bytes with the hash of a digest algorithm. */
function h(algorithm: DigestAlgorithm, data: string | Uint8Array): string {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const fn = algorithm.startsWith('SHA-512-256') ? sha512_256 : algorithm.startsWith('SHA-256') ? sha256 : md5;
  return encodeDigest(fn(bytes), 'hex');
}

function checkMethod(method: string): string {
  const m = method.trim();
  if (m === '') throw new ToolInputError('Enter the request method, e.g. REGISTER or INVITE.');
  for (let k = 0; k < m.length; k++) {
    if (!TOKEN.test(m[k]!)) throw new ToolInputError(`The method may only hold token characters: "${m[k]}" at position ${k + 1} is not one.`, at(k));
  }
  return m;
}

/** The inputs of the digest computation (RFC 2617 §3.2.2.1–3). */
interface DigestInputs {
  algorithm: DigestAlgorithm;
  username: string;
  realm: string;
  nonce: string;
  uri: string;
  qop?: DigestQop;
  nc?: string;
  cnonce?: string;
}

function digestParts(c: DigestInputs, method: string, password: string, body: string): { ha1: string; ha2: string; response: string } {
  const { algorithm, username, realm, nonce, uri, qop, nc, cnonce } = c;
  let ha1 = h(algorithm, `${username}:${realm}:${password}`);
  if (algorithm.endsWith('-sess')) {
    if (cnonce === undefined) throw new ToolInputError(`${algorithm} needs a cnonce.`);
    ha1 = h(algorithm, `${ha1}:${nonce}:${cnonce}`);
  }
  const ha2 = qop === 'auth-int' ? h(algorithm, `${method}:${uri}:${h(algorithm, body)}`) : h(algorithm, `${method}:${uri}`);
  const response = qop ? h(algorithm, `${ha1}:${nonce}:${nc}:${cnonce}:${qop}:${ha2}`) : h(algorithm, `${ha1}:${nonce}:${ha2}`);
  return { ha1, ha2, response };
}

/** The result of {@link computeDigestResponse}. */
export interface DigestComputation {
  /** H(A1), lowercase hex. */
  ha1: string;
  /** H(A2), lowercase hex. */
  ha2: string;
  /** The expected response, lowercase hex. */
  expected: string;
  /** Whether it equals the header's response. */
  match: boolean;
}

/**
 * Computes a Digest response (RFC 2617 §3.2.2, RFC 7616 §3.4; SIP: RFC 3261 §22.4, RFC 8760):
 * HA1 = H(username:realm:password) (for `-sess`: H(H(username:realm:password):nonce:cnonce)),
 * HA2 = H(method:uri) (for auth-int: H(method:uri:H(body))), response = H(HA1:nonce:nc:cnonce:qop:HA2)
 * or, without qop, H(HA1:nonce:HA2). Strings are UTF-8.
 *
 * @param credentials - the parsed header ({@link parseDigestHeader}).
 * @param method - the request method, e.g. REGISTER or INVITE (SIP methods are case-sensitive).
 * @param password - the password.
 * @param body - the message body, for qop=auth-int (default empty).
 * @returns HA1, HA2, the expected response and whether it matches.
 * @throws ToolInputError for an empty method or one that is not a token, or a `-sess` algorithm without cnonce.
 */
export function computeDigestResponse(credentials: DigestCredentials, method: string, password: string, body = ''): DigestComputation {
  const { ha1, ha2, response } = digestParts(credentials, checkMethod(method), password, body);
  return { ha1, ha2, expected: response, match: response === credentials.response };
}

/**
 * Parses a header and checks its response in one go (see {@link parseDigestHeader} and {@link computeDigestResponse}).
 *
 * @param header - the Authorization or Proxy-Authorization header.
 * @param method - the request method.
 * @param password - the password.
 * @param body - the message body for qop=auth-int.
 * @returns the credentials and the computation.
 * @throws ToolInputError as those two functions.
 */
export function checkSipAuthorization(header: string, method: string, password: string, body = ''): { credentials: DigestCredentials } & DigestComputation {
  const credentials = parseDigestHeader(header);
  return { credentials, ...computeDigestResponse(credentials, method, password, body) };
}

/** What {@link answerDigestChallenge} needs besides the challenge: the client's side. */
export interface DigestAnswerRequest {
  username: string;
  password: string;
  /** The request method (e.g. REGISTER). */
  method: string;
  /** The Request-URI (the `uri` parameter), e.g. `sip:biloxi.example.com`. */
  uri: string;
  /** The qop to use; default the first offered (auth before auth-int when both are). Ignored when none is offered. */
  qop?: DigestQop;
  /** Nonce count, 8 hex digits (default 00000001). */
  nc?: string;
  /** The client nonce: needed with qop and for `-sess`. */
  cnonce?: string;
  /** The message body, for qop=auth-int. */
  body?: string;
}

/** The result of {@link answerDigestChallenge}. */
export interface DigestAnswer {
  ha1: string;
  ha2: string;
  /** The response, lowercase hex. */
  response: string;
  /** The qop used, if any. */
  qop?: DigestQop;
  /** The credentials header to send: `Authorization` for WWW-Authenticate, `Proxy-Authorization` for Proxy-Authenticate. */
  header: string;
}

const quote = (s: string) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/**
 * Answers a Digest challenge as a client does (RFC 2617 §3.2.2, RFC 7616 §3.4; SIP: RFC 3261
 * §22.2–22.3): computes HA1, HA2 and the response, and writes the credentials header with the
 * challenge's realm, nonce, opaque and algorithm.
 *
 * @param challenge - the parsed challenge ({@link parseDigestChallenge}).
 * @param request - username, password, method, uri, and with qop the nc and cnonce.
 * @returns HA1, HA2, the response and the header line.
 * @throws ToolInputError for an empty username or uri, a bad method, a qop the challenge does not
 *   offer, a missing cnonce (with qop or `-sess`), an nc that is not 8 hex digits.
 */
export function answerDigestChallenge(challenge: DigestChallenge, request: DigestAnswerRequest): DigestAnswer {
  const method = checkMethod(request.method);
  if (request.username === '') throw new ToolInputError('Enter the username.');
  const uri = request.uri.trim();
  if (uri === '') throw new ToolInputError('Enter the request URI, e.g. sip:biloxi.example.com.');
  let qop: DigestQop | undefined;
  if (challenge.qop.length > 0) {
    qop = request.qop ?? (challenge.qop.includes('auth') ? 'auth' : challenge.qop[0]);
    if (!challenge.qop.includes(qop!)) throw new ToolInputError(`The challenge does not offer qop=${qop}; it offers ${challenge.qop.join(', ')}.`);
  }
  const nc = request.nc?.trim() || '00000001';
  const cnonce = request.cnonce?.trim() ?? '';
  if (qop && !/^[0-9a-fA-F]{8}$/.test(nc)) throw new ToolInputError(`nc must be 8 hex digits (e.g. 00000001); found "${nc}".`);
  if ((qop || challenge.algorithm.endsWith('-sess')) && cnonce === '') throw new ToolInputError('Enter a client nonce (cnonce): the challenge asks for one.');
  const inputs: DigestInputs = { algorithm: challenge.algorithm, username: request.username, realm: challenge.realm, nonce: challenge.nonce, uri, qop, nc: qop ? nc : undefined, cnonce: cnonce || undefined };
  const { ha1, ha2, response } = digestParts(inputs, method, request.password, request.body ?? '');
  const name = challenge.header === 'Proxy-Authenticate' ? 'Proxy-Authorization' : 'Authorization';
  const params = [
    `username=${quote(request.username)}`,
    `realm=${quote(challenge.realm)}`,
    `nonce=${quote(challenge.nonce)}`,
    `uri=${quote(uri)}`,
    `response=${quote(response)}`,
    `algorithm=${challenge.algorithm}`,
    ...(qop ? [`qop=${qop}`, `nc=${nc}`, `cnonce=${quote(cnonce)}`] : cnonce ? [`cnonce=${quote(cnonce)}`] : []),
    ...(challenge.opaque !== undefined ? [`opaque=${quote(challenge.opaque)}`] : []),
  ];
  return { ha1, ha2, response, qop, header: `${name}: Digest ${params.join(', ')}` };
}
