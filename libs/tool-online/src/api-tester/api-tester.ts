import { parseJsonOrJson5 } from '@handy-tools/json-text';
import { explainNetworkError, ToolInputError } from '@handy-tools/ui/kit';

/** The request methods the tester offers (RFC 9110 §9.3). */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
/** An HTTP request method the tester offers. */
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * How the request body is written: none, JSON (validated), an HTML form
 * (`application/x-www-form-urlencoded`), a multipart form (`multipart/form-data`, text fields),
 * or raw text with a content type of the user's choice.
 */
export const BODY_TYPES = ['none', 'json', 'form', 'multipart', 'raw'] as const;
/** How the request body is written (see {@link BODY_TYPES}). */
export type BodyType = (typeof BODY_TYPES)[number];

/** One row of a name/value table (query parameters, headers, form fields). */
export interface NameValue {
  name: string;
  value: string;
}

/** What the user entered: the tool's form. */
export interface ApiRequestInput {
  method: HttpMethod;
  /** Absolute http(s) URL; its own query string is kept as typed, its fragment dropped. */
  url: string;
  /** Query parameters appended to the URL's query (rows with an empty name are skipped). */
  params: readonly NameValue[];
  /** Request headers (rows with an empty name are skipped). */
  headers: readonly NameValue[];
  bodyType: BodyType;
  /** The body text for `json` and `raw`. */
  body: string;
  /** The fields of a `form` or `multipart` body (rows with an empty name are skipped). */
  formFields: readonly NameValue[];
  /** The Content-Type of a `raw` body, unless a header sets one. */
  rawContentType: string;
}

/** The body of a built request. */
export type BuiltBody =
  | { kind: 'text'; text: string }
  | { kind: 'multipart'; fields: readonly NameValue[] };

/** A checked request, ready for `fetch` ({@link toFetchArgs}) or curl ({@link toCurl}). */
export interface BuiltRequest {
  method: HttpMethod;
  /** The URL with the parameters appended and no fragment. */
  url: string;
  /** The headers in order, including the Content-Type the body type implies. */
  headers: readonly [string, string][];
  body: BuiltBody | null;
  /** Notes for the user (headers a browser will not send, a body a method ignores). */
  warnings: string[];
}

/** RFC 9110 §5.6.2 token characters. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Request headers a page cannot set: the browser drops them (Fetch Standard, "forbidden request
 * header"), plus any name starting with `Proxy-` or `Sec-`.
 */
const FORBIDDEN_REQUEST_HEADERS = new Set([
  'accept-charset',
  'accept-encoding',
  'access-control-request-headers',
  'access-control-request-method',
  'connection',
  'content-length',
  'cookie',
  'cookie2',
  'date',
  'dnt',
  'expect',
  'host',
  'keep-alive',
  'origin',
  'referer',
  'set-cookie',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'via',
]);

/**
 * Whether a header's value is a credential that must never be remembered or put in a link:
 * `Authorization`, `Proxy-Authorization`, `Cookie`, and names that say key, token, secret,
 * password or auth (`X-API-Key`, `X-Auth-Token`, …).
 *
 * @param name - a header name, any case.
 * @returns true for a credential header.
 * @see RFC 9110 §11.6.2 (Authorization), RFC 6265 §5.4 (Cookie).
 */
export function isSecretHeaderName(name: string): boolean {
  const n = name.trim().toLowerCase();
  return n === 'cookie' || /auth|token|secret|passw|api-?key|apikey|session|credential/.test(n);
}

/**
 * Whether browsers refuse to let a page set a request header (Fetch Standard, forbidden request
 * header): the browser sends its own value or none.
 *
 * @param name - a header name, any case.
 * @returns true when `fetch` drops the header.
 * @see https://fetch.spec.whatwg.org/#forbidden-request-header
 */
export function isForbiddenRequestHeader(name: string): boolean {
  const n = name.trim().toLowerCase();
  return FORBIDDEN_REQUEST_HEADERS.has(n) || n.startsWith('proxy-') || n.startsWith('sec-');
}

/**
 * Checks a header row: the name must be an RFC 9110 token and the value must hold no CR, LF or
 * NUL (RFC 9110 §5.5).
 *
 * @param row - the header; `index` is its 0-based row, named 1-based in messages.
 * @param index - the row's 0-based index.
 * @returns nothing.
 * @throws ToolInputError naming the row and what is wrong.
 */
export function checkHeader(row: NameValue, index: number): void {
  const name = row.name.trim();
  const where = `Header ${index + 1}`;
  if (!TOKEN.test(name)) {
    const bad = Array.from(name).find((c) => !TOKEN.test(c));
    throw new ToolInputError(`${where}: "${name}" is not a valid header name${bad ? ` (the character ${JSON.stringify(bad)} is not allowed)` : ''}. Use letters, digits and ! # $ % & ' * + - . ^ _ \` | ~ (RFC 9110 §5.1).`);
  }
  const at = row.value.search(/[\r\n\0]/);
  if (at >= 0) throw new ToolInputError(`${where} (${name}): the value holds a line break or NUL at position ${at + 1}; header values are one line (RFC 9110 §5.5).`, { position: at });
}

/**
 * Checks that a text is strict JSON, naming the line and column of the first problem.
 *
 * @param text - the text (RFC 8259).
 * @param what - how to name the text in messages, e.g. "Body (JSON)".
 * @returns the parsed value.
 * @throws ToolInputError "Body (JSON): Line 2, column 5: unexpected '}' …" for text that is not
 *   JSON; for JSON5 (comments, trailing commas, single quotes…), the JSON5 feature and its place.
 * @see RFC 8259; https://spec.json5.org/ (what is named when the text is JSON5).
 */
export function parseJsonText(text: string, what: string): unknown {
  let read: ReturnType<typeof parseJsonOrJson5>;
  try {
    read = parseJsonOrJson5(text);
  } catch (e) {
    if (e instanceof ToolInputError) throw new ToolInputError(`${what}: ${e.message}`, { line: e.line, column: e.column, position: e.position, cause: e });
    throw e;
  }
  const feature = read.json5;
  if (feature) {
    throw new ToolInputError(`${what}: Line ${feature.line}, column ${feature.column}: ${feature.description} (JSON5, not strict JSON: RFC 8259).`, {
      line: feature.line,
      column: feature.column,
      position: feature.position,
    });
  }
  return read.value;
}

/** application/x-www-form-urlencoded serialisation of rows (WHATWG URL §5.2), names kept in order. */
function formEncode(rows: readonly NameValue[]): string {
  const params = new URLSearchParams();
  for (const { name, value } of rows) params.append(name, value);
  return params.toString();
}

const named = (rows: readonly NameValue[]) => rows.filter((r) => r.name.trim() !== '');

/**
 * Checks the form and builds the request: the URL with the query parameters appended (the URL's
 * own query is kept as typed, so nothing the user wrote is re-encoded), the headers, and the
 * body with the Content-Type its type implies (`application/json`, `application/x-www-form-urlencoded`,
 * the raw type; none for multipart: the boundary is chosen when sending) unless a header sets one.
 *
 * @param input - the form (see {@link ApiRequestInput}).
 * @returns the request (see {@link BuiltRequest}).
 * @throws ToolInputError naming the part that is wrong: "URL: …", "Header 2: …",
 *   "Body (JSON), line 1, column 9: …", "Form field 3: …".
 * @see RFC 9110 (HTTP semantics), WHATWG URL (parsing, form encoding), RFC 8259 (JSON), RFC 7578 (multipart/form-data).
 */
export function buildRequest(input: ApiRequestInput): BuiltRequest {
  const warnings: string[] = [];
  const raw = input.url.trim();
  if (raw === '') throw new ToolInputError('URL: enter the address to send the request to, e.g. https://api.example.com/items.');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ToolInputError(`URL: "${raw}" is not an absolute URL. Start it with https:// or http://.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ToolInputError(`URL: the scheme "${url.protocol}" is not HTTP. Use an https:// or http:// address.`);
  if (url.username || url.password) throw new ToolInputError('URL: a user name or password in the address is not allowed by fetch; send an Authorization header instead.');
  url.hash = '';
  const params = named(input.params);
  const extra = formEncode(params.map((p) => ({ name: p.name.trim(), value: p.value })));
  let href = url.href;
  if (extra) href += (url.search === '' ? (href.endsWith('?') ? '' : '?') : '&') + extra;

  const headers: [string, string][] = [];
  input.headers.forEach((row, index) => {
    if (row.name.trim() === '') return;
    checkHeader(row, index);
    const name = row.name.trim();
    if (isForbiddenRequestHeader(name)) warnings.push(`Header ${index + 1}: browsers do not let a page set ${name}; it is left out of the request (curl sends it).`);
    headers.push([name, row.value.trim()]);
  });
  const hasContentType = headers.some(([n]) => n.toLowerCase() === 'content-type');
  const withBody = input.method !== 'GET' && input.method !== 'HEAD' && input.bodyType !== 'none';
  if (input.method === 'GET' || input.method === 'HEAD') {
    const written = input.bodyType === 'json' || input.bodyType === 'raw' ? input.body.trim() !== '' : input.bodyType !== 'none' && named(input.formFields).length > 0;
    if (written) warnings.push(`A ${input.method} request has no body: the body is not sent.`);
  }

  let body: BuiltBody | null = null;
  if (withBody) {
    switch (input.bodyType) {
      case 'json':
        if (input.body.trim() !== '') parseJsonText(input.body, 'Body (JSON)');
        body = { kind: 'text', text: input.body };
        if (!hasContentType) headers.push(['Content-Type', 'application/json']);
        break;
      case 'raw':
        body = { kind: 'text', text: input.body };
        if (!hasContentType && input.rawContentType.trim() !== '') {
          const type = input.rawContentType.trim();
          if (/[\r\n\0]/.test(type)) throw new ToolInputError('Content type: it must be one line.');
          headers.push(['Content-Type', type]);
        }
        break;
      case 'form':
        body = { kind: 'text', text: formEncode(named(input.formFields)) };
        if (!hasContentType) headers.push(['Content-Type', 'application/x-www-form-urlencoded']);
        break;
      case 'multipart': {
        if (hasContentType) throw new ToolInputError('Headers: remove the Content-Type header for a multipart body: it is set when sending, with the boundary that separates the fields (RFC 7578 §4.1).');
        const fields = named(input.formFields);
        fields.forEach((f) => {
          if (f.name.includes('=')) {
            const index = input.formFields.indexOf(f);
            throw new ToolInputError(`Form field ${index + 1}: the name "${f.name}" holds "=", which curl's --form-string cannot send; rename the field.`);
          }
        });
        body = { kind: 'multipart', fields };
        break;
      }
    }
  }
  return { method: input.method, url: href, headers, body, warnings };
}

/**
 * Quotes a word for a POSIX shell: single quotes around it, each `'` written `'\''`. Words made of
 * safe characters only (letters, digits, `-_./:=@%+,`) are left bare.
 *
 * @param word - any text.
 * @returns the text as one shell word that the shell turns back into exactly `word`.
 * @see POSIX.1-2017 Shell Command Language §2.2.2 (single quotes preserve every character).
 */
export function shellQuote(word: string): string {
  if (word !== '' && /^[A-Za-z0-9_\-./:=@%+,]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * Writes the request as a curl command for a POSIX shell (sh, bash, zsh), one option per line
 * joined with ` \` line continuations. `--globoff` is added when the URL holds `[ ] { }`
 * (curl's URL globbing), a header with an empty value is written `Name;` (curl drops `Name:`),
 * text bodies use `--data-raw` (sent byte for byte, no `@file` reading) and multipart fields
 * `--form-string` (no `@file` or `<file` reading), their line breaks as CRLF as browsers send them.
 *
 * @param request - a request from {@link buildRequest}.
 * @param options - `timeoutSeconds`: the whole exchange's time limit (`--max-time`); none when 0 or absent.
 * @returns the command text.
 * @see curl(1) (`--request`, `--head`, `--header`, `--data-raw`, `--form-string`, `--globoff`, `--max-time`); POSIX sh quoting.
 */
export function toCurl(request: BuiltRequest, options: { timeoutSeconds?: number } = {}): string {
  const first: string[] = ['curl'];
  if (options.timeoutSeconds) first.push(`--max-time ${options.timeoutSeconds}`);
  if (/[[\]{}]/.test(request.url)) first.push('--globoff');
  const implied = request.method === 'HEAD' ? 'HEAD' : request.body ? 'POST' : 'GET';
  if (request.method === 'HEAD') first.push('--head');
  else if (request.method !== implied) first.push(`--request ${request.method}`);
  first.push(shellQuote(request.url));
  const lines: string[] = [first.join(' ')];
  for (const [name, value] of request.headers) lines.push(`--header ${shellQuote(value === '' ? `${name};` : `${name}: ${value}`)}`);
  if (request.body?.kind === 'text') lines.push(`--data-raw ${shellQuote(request.body.text)}`);
  if (request.body?.kind === 'multipart') for (const f of request.body.fields) lines.push(`--form-string ${shellQuote(`${f.name}=${crlf(f.value)}`)}`);
  return lines.join(' \\\n  ');
}

/**
 * Line breaks as a browser sends them in a multipart/form-data text field: every CR or LF alone
 * becomes CRLF (HTML Standard, "converting an entry list to a list of name-value pairs").
 */
function crlf(value: string): string {
  return value.replace(/\r\n|\r|\n/g, '\r\n');
}

/**
 * The arguments for `fetch`: headers the browser refuses are left out, a multipart body becomes
 * a `FormData`.
 *
 * @param request - a request from {@link buildRequest}.
 * @param options - `noCors`: send with `mode: 'no-cors'` (the answer is opaque: no status, headers or body).
 * @returns `[url, init]`.
 * @see Fetch Standard (RequestInit, request mode).
 */
export function toFetchArgs(request: BuiltRequest, options: { noCors?: boolean } = {}): [string, RequestInit] {
  const headers = request.headers.filter(([n]) => !isForbiddenRequestHeader(n));
  let body: BodyInit | undefined;
  if (request.body?.kind === 'text') body = request.body.text;
  else if (request.body?.kind === 'multipart') {
    const form = new FormData();
    for (const f of request.body.fields) form.append(f.name, f.value);
    body = form;
  }
  return [request.url, { method: request.method, headers, body, mode: options.noCors ? 'no-cors' : 'cors', credentials: 'omit', redirect: 'follow' }];
}

/**
 * Response headers a cross-origin page can always read (Fetch Standard, CORS-safelisted response
 * header names); others only when the server lists them in `Access-Control-Expose-Headers`.
 *
 * @see https://fetch.spec.whatwg.org/#cors-safelisted-response-header-name
 */
export const CORS_SAFELISTED_RESPONSE_HEADERS = ['cache-control', 'content-language', 'content-length', 'content-type', 'expires', 'last-modified', 'pragma'] as const;

/** How a response body is shown. */
export type ResponseView =
  | { kind: 'empty' }
  | { kind: 'json'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'image'; mimeType: string }
  | { kind: 'binary'; hex: string };

/** The media type of a Content-Type value, lower case, without parameters. */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The charset parameter of a Content-Type (RFC 9110 §8.3.2), or `utf-8`.
 *
 * @param contentType - a Content-Type header value or null.
 * @returns the charset label, lower case.
 */
export function charsetOf(contentType: string | null | undefined): string {
  const m = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return m ? m[1]!.toLowerCase() : 'utf-8';
}

/**
 * Chooses how to show a response body: JSON (by media type `application/json` or `+json`, or
 * text that parses as JSON) pretty-printed with two spaces, images as images, other text as
 * text, anything else as a hex dump of its first 256 bytes.
 *
 * @param bytes - the body as received (decompressed by the browser).
 * @param contentType - the response's Content-Type or null.
 * @returns the view (see {@link ResponseView}).
 * @see RFC 8259 (JSON), RFC 6839 §3.1 (+json), WHATWG Encoding (TextDecoder labels).
 */
export function viewResponseBody(bytes: Uint8Array, contentType: string | null): ResponseView {
  if (bytes.length === 0) return { kind: 'empty' };
  const type = mediaType(contentType);
  if (type.startsWith('image/')) return { kind: 'image', mimeType: type };
  const textual = type === '' || type.startsWith('text/') || /[/+](json|xml|javascript|ecmascript|x-www-form-urlencoded|yaml|csv|graphql)$/.test(type);
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charsetOf(contentType), { fatal: !textual });
  } catch {
    decoder = new TextDecoder('utf-8', { fatal: !textual });
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    const hex = Array.from(bytes.subarray(0, 256), (b) => b.toString(16).padStart(2, '0')).join(' ');
    return { kind: 'binary', hex: bytes.length > 256 ? `${hex} …` : hex };
  }
  if (type === 'application/json' || type.endsWith('+json') || /^\s*[[{]/.test(text)) {
    try {
      return { kind: 'json', text: JSON.stringify(JSON.parse(text), null, 2) };
    } catch {
      // not JSON after all: shown as text
    }
  }
  return { kind: 'text', text };
}

/** A response as the tester shows it. */
export interface ApiResponse {
  /** HTTP status; 0 for an opaque (no-cors) response. */
  status: number;
  statusText: string;
  /** `basic`, `cors` or `opaque` (Fetch Standard response type). */
  type: ResponseType;
  /** The final URL, after redirects. */
  url: string;
  redirected: boolean;
  /** The headers the page may read, names lower case, sorted. */
  headers: [string, string][];
  /** Milliseconds from sending to the headers, and to the end of the body. */
  headersMs: number;
  totalMs: number;
  /** The body. */
  bytes: Uint8Array;
  contentType: string | null;
}

/**
 * Sends a built request and reads the whole answer. A response with any status is a result
 * (4xx and 5xx included); a failure to get one becomes a NetworkError explaining it (offline,
 * unreachable or refused by CORS, cancelled).
 *
 * @param request - from {@link buildRequest}.
 * @param options - `fetch` (the global one by default), `signal` to cancel, `noCors`, `now`
 *   (a millisecond clock, `performance.now` by default), `online` (`navigator.onLine`),
 *   `timeoutSeconds` (the time the headers and body may take in all; none when 0 or absent).
 * @returns the response (see {@link ApiResponse}).
 * @throws NetworkError (a ToolInputError) of kind `offline`, `unreachable`, `timeout` or `aborted`;
 *   ToolInputError for a method other than GET, HEAD or POST with `noCors`.
 * @see Fetch Standard; RFC 9110 §15 (status codes).
 */
export async function sendRequest(
  request: BuiltRequest,
  options: { fetch?: typeof fetch; signal?: AbortSignal; noCors?: boolean; now?: () => number; online?: boolean; timeoutSeconds?: number } = {},
): Promise<ApiResponse> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => performance.now());
  if (options.noCors && !['GET', 'HEAD', 'POST'].includes(request.method))
    throw new ToolInputError(`Without CORS a page may only send GET, HEAD or POST, not ${request.method} (Fetch Standard, no-cors mode).`);
  const [url, init] = toFetchArgs(request, { noCors: options.noCors });
  const started = now();
  try {
    // AbortSignal.timeout aborts with a TimeoutError, which explainNetworkError names as such.
    const signals = [options.signal, options.timeoutSeconds ? AbortSignal.timeout(options.timeoutSeconds * 1000) : undefined].filter((x) => x !== undefined);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    const response = await doFetch(url, { ...init, signal });
    const headersMs = now() - started;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const totalMs = now() - started;
    const headers = [...response.headers].map(([n, v]) => [n.toLowerCase(), v] as [string, string]).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return {
      status: response.status,
      statusText: response.statusText,
      type: response.type,
      url: response.url || url,
      redirected: response.redirected,
      headers,
      headersMs,
      totalMs,
      bytes,
      contentType: response.headers.get('content-type'),
    };
  } catch (error) {
    throw explainNetworkError(error, url, options.online ?? true);
  }
}

/**
 * A byte count for people: bytes under 1 KiB, then KiB / MiB with one decimal (IEC 80000-13 binary prefixes).
 *
 * @param bytes - a non-negative number of bytes.
 * @returns e.g. "512 B", "1.5 KiB", "2.0 MiB".
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
}
