import { ToolInputError } from '@handy-tools/ui/kit';

/** Where a status code comes from: core HTTP, or the WebDAV extensions (RFC 4918, RFC 5842). */
export type HttpStatusType = 'HTTP' | 'WebDAV';

/** Class of a status code: its first digit (RFC 9110 §15). */
export type HttpStatusClass = 1 | 2 | 3 | 4 | 5;

/** One registered HTTP status code. */
export interface HttpStatusCode {
  /** The three-digit code. */
  code: number;
  /** The name shown to users: the IANA reason phrase, except 418 ("I'm a teapot", see `ianaName`). */
  name: string;
  /** The reason phrase in the IANA HTTP Status Code Registry, when it differs from `name`. */
  ianaName?: string;
  /** One sentence: what the code means and when it is used. */
  description: string;
  /** HTTP core or WebDAV. */
  type: HttpStatusType;
  /** The defining specification, e.g. `RFC 9110 §15.3.1`. */
  spec: string;
}

/** A class of status codes with its name (RFC 9110 §15). */
export interface HttpStatusGroup {
  statusClass: HttpStatusClass;
  /** e.g. `2xx Successful`. */
  title: string;
  codes: HttpStatusCode[];
}

const c = (
  code: number,
  name: string,
  description: string,
  spec: string,
  type: HttpStatusType = 'HTTP',
  ianaName?: string,
): HttpStatusCode => (ianaName === undefined ? { code, name, description, type, spec } : { code, name, ianaName, description, type, spec });

/**
 * Every status code in the IANA HTTP Status Code Registry
 * (https://www.iana.org/assignments/http-status-codes), in code order, with the registry's
 * reason phrase and reference. Descriptions are our own summaries.
 */
export const HTTP_STATUS_CODES: readonly HttpStatusCode[] = [
  c(100, 'Continue', 'The request headers were accepted; the client may go on and send the request body.', 'RFC 9110 §15.2.1'),
  c(
    101,
    'Switching Protocols',
    'The server agrees to the Upgrade request and changes to the protocol it names (e.g. WebSocket).',
    'RFC 9110 §15.2.2',
  ),
  c(
    102,
    'Processing',
    'An interim reply telling the client that a long request was received and is still being worked on.',
    'RFC 2518 §10.1',
    'WebDAV',
  ),
  c(103, 'Early Hints', 'An interim reply carrying headers (such as Link preloads) that the final response is likely to have.', 'RFC 8297'),

  c(200, 'OK', 'The request succeeded; the body holds the result, whose meaning depends on the method.', 'RFC 9110 §15.3.1'),
  c(201, 'Created', 'The request succeeded and created one or more resources, the main one usually given in Location.', 'RFC 9110 §15.3.2'),
  c(202, 'Accepted', 'The request was accepted for processing later, and may still fail or be refused.', 'RFC 9110 §15.3.3'),
  c(
    203,
    'Non-Authoritative Information',
    'The request succeeded, but a transforming proxy changed the origin server’s response.',
    'RFC 9110 §15.3.4',
  ),
  c(204, 'No Content', 'The request succeeded and there is no body to send back.', 'RFC 9110 §15.3.5'),
  c(205, 'Reset Content', 'The request succeeded and the client should reset the form or view that sent it.', 'RFC 9110 §15.3.6'),
  c(206, 'Partial Content', 'The server sends only the byte ranges the client asked for with a Range header.', 'RFC 9110 §15.3.7'),
  c(207, 'Multi-Status', 'The body is an XML document giving a separate status for each of several resources.', 'RFC 4918 §11.1', 'WebDAV'),
  c(
    208,
    'Already Reported',
    'Members of this collection were already listed earlier in the same multi-status reply and are not repeated.',
    'RFC 5842 §7.1',
    'WebDAV',
  ),
  c(
    226,
    'IM Used',
    'The server answered a GET with a delta or other instance manipulation applied to the current resource.',
    'RFC 3229 §10.4.1',
  ),

  c(300, 'Multiple Choices', 'The resource has several representations and the client (or user) should pick one.', 'RFC 9110 §15.4.1'),
  c(
    301,
    'Moved Permanently',
    'The resource has a new permanent URI, given in Location; clients may change POST to GET.',
    'RFC 9110 §15.4.2',
  ),
  c(302, 'Found', 'The resource is temporarily at another URI, given in Location; clients may change POST to GET.', 'RFC 9110 §15.4.3'),
  c(303, 'See Other', 'The result is at another URI, given in Location, which the client should fetch with GET.', 'RFC 9110 §15.4.4'),
  c(304, 'Not Modified', 'A conditional GET found the client’s cached copy still current, so no body is sent.', 'RFC 9110 §15.4.5'),
  c(305, 'Use Proxy', 'Deprecated: asked the client to repeat the request through the proxy in Location.', 'RFC 9110 §15.4.6'),
  c(306, '(Unused)', 'Used in an earlier draft (“Switch Proxy”) and now reserved; it must not be sent.', 'RFC 9110 §15.4.7'),
  c(
    307,
    'Temporary Redirect',
    'The resource is temporarily at another URI and the client must repeat the same method there.',
    'RFC 9110 §15.4.8',
  ),
  c(
    308,
    'Permanent Redirect',
    'The resource has a new permanent URI and the client must repeat the same method there (first defined in RFC 7538).',
    'RFC 9110 §15.4.9',
  ),

  c(400, 'Bad Request', 'The server cannot process the request because of a client error such as malformed syntax.', 'RFC 9110 §15.5.1'),
  c(401, 'Unauthorized', 'The request lacks valid credentials; the WWW-Authenticate header says how to authenticate.', 'RFC 9110 §15.5.2'),
  c(402, 'Payment Required', 'Reserved for future use; some APIs use it when a payment or quota is needed.', 'RFC 9110 §15.5.3'),
  c(403, 'Forbidden', 'The server understood the request but refuses it; new credentials will not help.', 'RFC 9110 §15.5.4'),
  c(
    404,
    'Not Found',
    'The server has no current representation for the requested URI, or will not reveal that it has one.',
    'RFC 9110 §15.5.5',
  ),
  c(405, 'Method Not Allowed', 'The resource does not support this method; the Allow header lists those it does.', 'RFC 9110 §15.5.6'),
  c(406, 'Not Acceptable', 'No representation matches the Accept headers the client sent.', 'RFC 9110 §15.5.7'),
  c(
    407,
    'Proxy Authentication Required',
    'Like 401, but the client must first authenticate with the proxy (Proxy-Authenticate).',
    'RFC 9110 §15.5.8',
  ),
  c(408, 'Request Timeout', 'The server gave up waiting for the client to finish sending the request.', 'RFC 9110 §15.5.9'),
  c(409, 'Conflict', 'The request conflicts with the current state of the resource, e.g. an edit conflict.', 'RFC 9110 §15.5.10'),
  c(410, 'Gone', 'The resource was removed on purpose and is not coming back.', 'RFC 9110 §15.5.11'),
  c(411, 'Length Required', 'The server requires a Content-Length header for this request.', 'RFC 9110 §15.5.12'),
  c(412, 'Precondition Failed', 'A condition in the request headers (such as If-Match) evaluated to false.', 'RFC 9110 §15.5.13'),
  c(413, 'Content Too Large', 'The request body is larger than the server is willing to process.', 'RFC 9110 §15.5.14'),
  c(414, 'URI Too Long', 'The request target is longer than the server is willing to interpret.', 'RFC 9110 §15.5.15'),
  c(
    415,
    'Unsupported Media Type',
    'The body’s media type or content coding is not supported for this method and resource.',
    'RFC 9110 §15.5.16',
  ),
  c(416, 'Range Not Satisfiable', 'None of the byte ranges the client asked for overlap the current representation.', 'RFC 9110 §15.5.17'),
  c(417, 'Expectation Failed', 'The server cannot meet the expectation in the Expect header.', 'RFC 9110 §15.5.18'),
  c(
    418,
    "I'm a teapot",
    'An April Fools’ code from the coffee-pot protocol (RFC 2324): the teapot refuses to brew coffee. RFC 9110 reserves 418 and the IANA registry lists it as “(Unused)”.',
    'RFC 9110 §15.5.19, RFC 2324 §2.3.2',
    'HTTP',
    '(Unused)',
  ),
  c(
    421,
    'Misdirected Request',
    'The request reached a server that cannot answer for this scheme and authority, e.g. over a reused connection.',
    'RFC 9110 §15.5.20',
  ),
  c(
    422,
    'Unprocessable Content',
    'The body is well-formed and of a supported type, but its instructions cannot be followed (e.g. a validation error).',
    'RFC 9110 §15.5.21 (from RFC 4918)',
    'WebDAV',
  ),
  c(423, 'Locked', 'The resource being read or changed is locked.', 'RFC 4918 §11.3', 'WebDAV'),
  c(424, 'Failed Dependency', 'The action was not performed because another action it depended on failed.', 'RFC 4918 §11.4', 'WebDAV'),
  c(425, 'Too Early', 'The server will not risk processing a request that could be replayed (sent in TLS early data).', 'RFC 8470 §5.2'),
  c(
    426,
    'Upgrade Required',
    'The server refuses the request over this protocol; the Upgrade header names the one to switch to.',
    'RFC 9110 §15.5.22',
  ),
  c(
    428,
    'Precondition Required',
    'The server requires the request to be conditional (e.g. If-Match) to avoid lost updates.',
    'RFC 6585 §3',
  ),
  c(
    429,
    'Too Many Requests',
    'The client sent too many requests in a given time (rate limiting); Retry-After may say when to retry.',
    'RFC 6585 §4',
  ),
  c(
    431,
    'Request Header Fields Too Large',
    'One header field, or all of them together, are too large for the server to process.',
    'RFC 6585 §5',
  ),
  c(
    451,
    'Unavailable For Legal Reasons',
    'Access to the resource is denied because of a legal demand, such as a court order.',
    'RFC 7725 §3',
  ),

  c(500, 'Internal Server Error', 'The server hit an unexpected condition that kept it from fulfilling the request.', 'RFC 9110 §15.6.1'),
  c(501, 'Not Implemented', 'The server does not support the functionality needed, such as an unknown method.', 'RFC 9110 §15.6.2'),
  c(502, 'Bad Gateway', 'A gateway or proxy received an invalid response from the upstream server.', 'RFC 9110 §15.6.3'),
  c(
    503,
    'Service Unavailable',
    'The server is temporarily overloaded or down for maintenance; Retry-After may say for how long.',
    'RFC 9110 §15.6.4',
  ),
  c(504, 'Gateway Timeout', 'A gateway or proxy did not get a response from the upstream server in time.', 'RFC 9110 §15.6.5'),
  c(505, 'HTTP Version Not Supported', 'The server does not support the major HTTP version used in the request.', 'RFC 9110 §15.6.6'),
  c(
    506,
    'Variant Also Negotiates',
    'Transparent content negotiation is misconfigured: the chosen variant itself negotiates.',
    'RFC 2295 §8.1',
  ),
  c(507, 'Insufficient Storage', 'The server cannot store the representation needed to complete the request.', 'RFC 4918 §11.5', 'WebDAV'),
  c(
    508,
    'Loop Detected',
    'The server stopped the operation because it found an infinite loop (e.g. in bindings with Depth: infinity).',
    'RFC 5842 §7.2',
    'WebDAV',
  ),
  c(
    510,
    'Not Extended',
    'The request does not meet the server’s policy for HTTP extensions; the IANA registry marks it obsoleted, as RFC 2774 is now historic.',
    'RFC 2774 §7',
    'HTTP',
    'Not Extended (OBSOLETED)',
  ),
  c(511, 'Network Authentication Required', 'The client must authenticate to get network access, e.g. at a captive portal.', 'RFC 6585 §6'),
];

/** Class titles (RFC 9110 §15: Informational, Successful, Redirection, Client Error, Server Error). */
export const HTTP_STATUS_CLASS_TITLES: Readonly<Record<HttpStatusClass, string>> = {
  1: '1xx Informational',
  2: '2xx Successful',
  3: '3xx Redirection',
  4: '4xx Client error',
  5: '5xx Server error',
};

/**
 * The class of a status code.
 *
 * @param code - a status code from 100 to 599.
 * @returns its first digit (1 to 5).
 * @throws ToolInputError when `code` is not an integer from 100 to 599.
 * @see RFC 9110 §15.
 */
export function httpStatusClass(code: number): HttpStatusClass {
  if (!Number.isInteger(code) || code < 100 || code > 599) {
    throw new ToolInputError(`${String(code)} is not an HTTP status code: status codes are three-digit numbers from 100 to 599 (RFC 9110 §15).`);
  }
  return Math.floor(code / 100) as HttpStatusClass;
}

/**
 * Looks a status code up.
 *
 * @param code - the status code, e.g. 404.
 * @returns its entry, or `undefined` when the code is not registered.
 * @see the IANA HTTP Status Code Registry.
 */
export function getHttpStatus(code: number): HttpStatusCode | undefined {
  return HTTP_STATUS_CODES.find((s) => s.code === code);
}

/** True when `word` occurs in `text` at the start of a word (`not` is in "Not Found", not in "another"). */
function startsWord(text: string, word: string): boolean {
  for (let i = text.indexOf(word); i !== -1; i = text.indexOf(word, i + 1)) {
    if (i === 0 || !/[\p{L}\p{N}]/u.test(text.charAt(i - 1))) return true;
  }
  return false;
}

/**
 * Filters status codes by a search text, case-insensitively.
 *
 * A status matches when every word of the query starts a word of its name, IANA name,
 * description, type or specification; a word like `4xx` matches the whole class, a number of
 * up to three digits matches codes starting with it (`40` → 400–409), and a longer number
 * matches specifications (`2324` → 418).
 *
 * @param query - what the user typed; blank returns every code.
 * @param codes - the table to search (defaults to {@link HTTP_STATUS_CODES}).
 * @returns the matching codes, in code order. Never throws.
 */
export function searchHttpStatusCodes(query: string, codes: readonly HttpStatusCode[] = HTTP_STATUS_CODES): HttpStatusCode[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...codes];
  return codes.filter((s) => {
    const text = [s.name, s.ianaName ?? '', s.description, s.type, s.spec].join(' ').toLowerCase();
    const code = String(s.code);
    return words.every((w) => {
      const cls = /^([1-5])xx$/.exec(w);
      if (cls) return code.startsWith(cls[1] as string);
      if (/^\d+$/.test(w)) return code.startsWith(w) || (w.length > 3 && text.includes(w));
      return startsWord(text, w);
    });
  });
}

/**
 * Groups status codes by class, dropping empty classes.
 *
 * @param codes - status codes (e.g. the result of {@link searchHttpStatusCodes}).
 * @returns one group per class present, in class order, each titled as in RFC 9110 §15.
 * @throws ToolInputError when a code is not from 100 to 599 (see {@link httpStatusClass}).
 */
export function groupHttpStatusCodes(codes: readonly HttpStatusCode[]): HttpStatusGroup[] {
  return ([1, 2, 3, 4, 5] as const)
    .map((statusClass) => ({
      statusClass,
      title: HTTP_STATUS_CLASS_TITLES[statusClass],
      codes: codes.filter((s) => httpStatusClass(s.code) === statusClass),
    }))
    .filter((g) => g.codes.length > 0);
}
