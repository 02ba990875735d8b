import { md5 } from '@noble/hashes/legacy.js';
import { sha256, sha512_256 } from '@noble/hashes/sha2.js';
import { ToolInputError } from '@handy-tools/ui/kit';
import { encodeDigest } from '../shared/encoding.js';

/** Digest algorithms (RFC 2617 §3.2.1, RFC 7616 §3.2, RFC 8760 for SIP). `-sess` variants hash the nonces into HA1. */
export const DIGEST_ALGORITHMS = ['MD5', 'MD5-sess', 'SHA-256', 'SHA-256-sess', 'SHA-512-256', 'SHA-512-256-sess'] as const;
/** A digest algorithm. */
export type DigestAlgorithm = (typeof DIGEST_ALGORITHMS)[number];

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
  qop?: 'auth' | 'auth-int';
  nc?: string;
  cnonce?: string;
  opaque?: string;
  /** Every parameter as parsed (names lowercase), including unknown ones. */
  params: Record<string, string>;
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
 * Parses a SIP (RFC 3261 §20.7, §20.28, §25.1) or HTTP Digest credentials header: `Authorization:
 * Digest a=b, c="d"…`, `Proxy-Authorization: …`, `Digest …` or the bare parameters. Values are
 * tokens or quoted strings (with `\` escapes); commas and line folding between parameters are
 * fine; parameter names are case-insensitive.
 *
 * @param text - the header as pasted.
 * @returns the credentials.
 * @throws ToolInputError naming the problem and its position: another scheme, a missing "=",
 *   an unterminated quoted string, a duplicate parameter, a missing required parameter
 *   (username, realm, nonce, uri, response), an unknown algorithm or qop, qop without nc or
 *   cnonce, an nc that is not 8 hex digits, a response that is not hex of the algorithm's length.
 */
export function parseDigestHeader(text: string): DigestCredentials {
  let i = 0;
  const n = text.length;
  const skipSpace = () => {
    while (i < n && /\s/.test(text[i]!)) i++;
  };
  skipSpace();
  if (i === n) throw new ToolInputError('Paste an Authorization header, e.g. Authorization: Digest username="alice", realm="…", …');
  let header: string | undefined;
  const name = /^(proxy-authorization|authorization)\s*:/i.exec(text.slice(i));
  if (name) {
    header = name[1]!.toLowerCase() === 'authorization' ? 'Authorization' : 'Proxy-Authorization';
    i += name[0].length;
    skipSpace();
  } else if (/^(www-|proxy-)authenticate\s*:/i.test(text.slice(i))) {
    throw new ToolInputError('This is a challenge (WWW-Authenticate / Proxy-Authenticate); paste the Authorization or Proxy-Authorization header the client sent.');
  }
  const scheme = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)(\s+|$)/.exec(text.slice(i));
  if (scheme && !text.slice(i + scheme[0].length).trimStart().startsWith('=')) {
    if (scheme[1]!.toLowerCase() !== 'digest') throw new ToolInputError(`This is a "${scheme[1]}" header; only Digest credentials can be checked.`, at(i));
    i += scheme[0].length;
  }

  const params: Record<string, string> = {};
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
      const start = i;
      while (i < n && TOKEN.test(text[i]!)) i++;
      if (i === start) throw new ToolInputError(`The value of "${key}" at position ${i + 1} is missing or not a token (quote it).`, at(i));
      value = text.slice(start, i);
    }
    if (key in params) throw new ToolInputError(`The parameter "${key}" appears twice (again at position ${nameStart + 1}).`, at(nameStart));
    params[key] = value;
    skipSpace();
    if (i < n && text[i] !== ',') throw new ToolInputError(`Expected "," between parameters at position ${i + 1}, found "${text[i]}".`, at(i));
  }

  for (const required of ['username', 'realm', 'nonce', 'uri', 'response'] as const) {
    if (!(required in params)) {
      const hint = required === 'username' && 'username*' in params ? ' (username* with RFC 5987 encoding is not supported)' : '';
      throw new ToolInputError(`The header has no "${required}" parameter${hint}.`);
    }
  }
  const algorithmText = params.algorithm ?? 'MD5';
  const algorithm = DIGEST_ALGORITHMS.find((a) => a.toLowerCase() === algorithmText.toLowerCase());
  if (!algorithm) throw new ToolInputError(`Unsupported algorithm "${algorithmText}": expected ${DIGEST_ALGORITHMS.join(', ')}.`);
  let qop: DigestCredentials['qop'];
  if (params.qop !== undefined) {
    const q = params.qop.toLowerCase();
    if (q !== 'auth' && q !== 'auth-int') throw new ToolInputError(`Unsupported qop "${params.qop}": the client's choice is auth or auth-int.`);
    qop = q;
    if (params.nc === undefined || params.cnonce === undefined) throw new ToolInputError('With qop, the header must carry nc and cnonce (RFC 2617 §3.2.2).');
    if (!/^[0-9a-fA-F]{8}$/.test(params.nc)) throw new ToolInputError(`nc must be 8 hex digits (e.g. 00000001); found "${params.nc}".`);
  }
  const response = params.response!.toLowerCase();
  if (!new RegExp(`^[0-9a-f]{${HEX_LENGTH[algorithm]}}$`).test(response)) {
    throw new ToolInputError(`The response must be ${HEX_LENGTH[algorithm]} hex digits for ${algorithm}; found "${params.response}".`);
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
  };
}

/** Hex digest of UTF-8 text or bytes with the hash of a digest algorithm. */
function h(algorithm: DigestAlgorithm, data: string | Uint8Array): string {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const fn = algorithm.startsWith('SHA-512-256') ? sha512_256 : algorithm.startsWith('SHA-256') ? sha256 : md5;
  return encodeDigest(fn(bytes), 'hex');
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
  const m = method.trim();
  if (m === '') throw new ToolInputError('Enter the request method, e.g. REGISTER or INVITE.');
  for (let k = 0; k < m.length; k++) {
    if (!TOKEN.test(m[k]!)) throw new ToolInputError(`The method may only hold token characters: "${m[k]}" at position ${k + 1} is not one.`, at(k));
  }
  const { algorithm, username, realm, nonce, uri, qop, nc, cnonce } = credentials;
  let ha1 = h(algorithm, `${username}:${realm}:${password}`);
  if (algorithm.endsWith('-sess')) {
    if (cnonce === undefined) throw new ToolInputError(`${algorithm} needs a cnonce in the header.`);
    ha1 = h(algorithm, `${ha1}:${nonce}:${cnonce}`);
  }
  const ha2 = qop === 'auth-int' ? h(algorithm, `${m}:${uri}:${h(algorithm, body)}`) : h(algorithm, `${m}:${uri}`);
  const expected = qop ? h(algorithm, `${ha1}:${nonce}:${nc}:${cnonce}:${qop}:${ha2}`) : h(algorithm, `${ha1}:${nonce}:${ha2}`);
  return { ha1, ha2, expected, match: expected === credentials.response };
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
