import { ToolInputError } from '@handy-tools/ui/kit';
import punycode from 'punycode.js';
import { safeDecodeURIComponent } from '../shared/find-urls.js';

/**
 * URL parsing with the WHATWG URL Standard's parser (the `URL` class of browsers and Node), the
 * same reading a browser gives an address.
 *
 * @see https://url.spec.whatwg.org/
 */

/** What kind of host a URL has (URL Standard §3.1 "Hosts"). */
export type HostKind = 'domain' | 'ipv4' | 'ipv6' | 'opaque' | 'none';

/** One path segment. */
export interface PathSegment {
  /** The segment as serialized (percent-encoded). */
  raw: string;
  /** Its percent-decoded text (malformed escapes kept as they are). */
  decoded: string;
}

/** One query parameter, in order; a name may repeat. */
export interface QueryParameter {
  /** The name as written (percent-encoded). */
  rawName: string;
  /** The value as written; '' when there is no `=`. */
  rawValue: string;
  /** The decoded name (application/x-www-form-urlencoded: `+` is a space). */
  name: string;
  /** The decoded value. */
  value: string;
}

/** A URL taken apart; see {@link parseUrl}. */
export interface ParsedUrl {
  /** The URL serialized by the standard (normalised: lower-case scheme and host, default port dropped, dot segments resolved…). */
  href: string;
  /** The scheme without its colon, e.g. `https`. */
  scheme: string;
  /** Whether the scheme is one of the standard's special schemes (ftp, file, http, https, ws, wss). */
  special: boolean;
  /** The user name as serialized, and decoded. */
  username: string;
  usernameDecoded: string;
  /** The password as serialized, and decoded. */
  password: string;
  passwordDecoded: string;
  /** The host name in its ASCII form (IDNA: `xn--` labels); an IPv6 address in brackets. */
  hostname: string;
  /** The host name with `xn--` labels shown in Unicode (same as `hostname` when there are none). */
  hostnameUnicode: string;
  hostKind: HostKind;
  /** The port as given in the URL ('' when none, or when it was the scheme's default). */
  port: string;
  /** The scheme's default port (URL Standard §4.1 "special scheme"), or null. */
  defaultPort: number | null;
  /** The port a client connects to: the explicit one or the default; null when neither. */
  effectivePort: number | null;
  /** The origin (`scheme://host[:port]`), or `null` for an opaque origin. */
  origin: string | null;
  /** The path as serialized. */
  pathname: string;
  /** True for an opaque path (`mailto:`, `data:`, `urn:`…), which has no segments. */
  opaquePath: boolean;
  /** The path's segments (empty for an opaque path). */
  pathSegments: PathSegment[];
  /** The query without `?` ('' when none). */
  query: string;
  /** Whether the URL has a `?` at all (an empty query differs from none). */
  hasQuery: boolean;
  parameters: QueryParameter[];
  /** The fragment without `#`, as serialized, and decoded. */
  fragment: string;
  fragmentDecoded: string;
  hasFragment: boolean;
}

/** Default ports of the special schemes (URL Standard §4.1). */
const DEFAULT_PORTS: Record<string, number | null> = { 'ftp:': 21, 'file:': null, 'http:': 80, 'https:': 443, 'ws:': 80, 'wss:': 443 };

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
// URL Standard §3.2: forbidden host code points.
const FORBIDDEN_HOST = /[\0\t\n\r #/:<>?@[\\\]^|%]/;

/** Explains why the WHATWG parser refused a URL, naming the part that is wrong. */
function explainFailure(input: string, base: string | undefined): ToolInputError {
  const text = input.trim();
  const schemeMatch = SCHEME.exec(text);
  if (!schemeMatch) {
    if (base !== undefined) {
      return new ToolInputError(`The base URL "${base}" is not a valid absolute URL, so "${text}" cannot be resolved against it.`);
    }
    const guess = /^\/\//.test(text) ? `https:${text}` : `https://${text}`;
    return new ToolInputError(`The URL has no scheme: a URL starts with one, such as "https:". Did you mean ${guess}? (Or give a base URL to resolve a relative one.)`, {
      position: 0,
    });
  }
  const scheme = (schemeMatch[0] as string).toLowerCase();
  const afterScheme = text.slice(schemeMatch[0].length);
  if (scheme in DEFAULT_PORTS && scheme !== 'file:') {
    const authority = /^[/\\]*([^/\\?#]*)/.exec(afterScheme)?.[1] ?? '';
    const at = authority.lastIndexOf('@');
    const hostPort = at >= 0 ? authority.slice(at + 1) : authority;
    const offset = text.indexOf(hostPort, schemeMatch[0].length);
    if (hostPort === '') return new ToolInputError(`The host is missing: a ${scheme.slice(0, -1)} URL needs one after "${scheme}//".`, { position: offset });
    if (hostPort.startsWith('[')) {
      const end = hostPort.indexOf(']');
      const inside = end < 0 ? hostPort.slice(1) : hostPort.slice(1, end);
      if (end < 0) return new ToolInputError(`The IPv6 address "${hostPort}" has no closing "]".`, { position: offset });
      return new ToolInputError(`"${inside}" between the brackets is not a valid IPv6 address (RFC 4291 §2.2).`, { position: offset + 1 });
    }
    const colon = hostPort.lastIndexOf(':');
    const host = colon >= 0 ? hostPort.slice(0, colon) : hostPort;
    const port = colon >= 0 ? hostPort.slice(colon + 1) : '';
    if (port !== '' && !/^[0-9]+$/.test(port)) return new ToolInputError(`The port "${port}" is not a number: a port is digits only.`, { position: offset + colon + 1 });
    if (port !== '' && Number(port) > 65535) return new ToolInputError(`The port ${port} is out of range: a port is from 0 to 65535.`, { position: offset + colon + 1 });
    const bad = FORBIDDEN_HOST.exec(host);
    if (bad) {
      const ch = bad[0] === ' ' ? 'a space' : bad[0] === '%' ? '"%" (a percent-escape that does not decode to a valid host)' : `"${bad[0]}"`;
      return new ToolInputError(`The host "${host}" contains ${ch}, which a host cannot hold (URL Standard §3.2).`, { position: offset + bad.index });
    }
    if (host === '') return new ToolInputError(`The host is missing: a ${scheme.slice(0, -1)} URL needs one after "${scheme}//".`, { position: offset });
    return new ToolInputError(`The host "${host}" is not a valid domain name or IP address (URL Standard §3.5 host parsing: bad IDNA label or IPv4 number).`, { position: offset });
  }
  return new ToolInputError('This is not a valid URL according to the WHATWG URL Standard.');
}

function hostKindOf(url: URL): HostKind {
  const host = url.hostname;
  if (host === '') return 'none';
  if (host.startsWith('[')) return 'ipv6';
  if (!(url.protocol in DEFAULT_PORTS)) return 'opaque';
  if (/^[0-9]+(\.[0-9]+){3}$/.test(host)) return 'ipv4';
  return 'domain';
}

/** Splits a serialized query into raw name/value pairs, as the urlencoded parser does (URL Standard §5.1). */
function rawPairs(query: string): { rawName: string; rawValue: string }[] {
  return query
    .split('&')
    .filter((s) => s !== '')
    .map((s) => {
      const eq = s.indexOf('=');
      return eq < 0 ? { rawName: s, rawValue: '' } : { rawName: s.slice(0, eq), rawValue: s.slice(eq + 1) };
    });
}

/**
 * Parses a URL with the WHATWG URL parser and takes it apart: scheme, user name and password,
 * host (ASCII and Unicode, with its kind), port (explicit, default and effective), origin, path
 * and its segments, each query parameter decoded, and the fragment.
 *
 * @param input - the URL; white space around it is ignored (as the parser does).
 * @param base - an optional base URL against which a relative `input` is resolved (URL Standard
 *   §4.4, "base URL"); '' or undefined for none.
 * @returns the parts, see {@link ParsedUrl}.
 * @throws ToolInputError for an empty input, or a URL the parser refuses — naming the part that
 *   is wrong (no scheme, missing host, bad port, bad IPv6 address, forbidden host character).
 * @see https://url.spec.whatwg.org/#concept-basic-url-parser
 * @example parseUrl('https://user:pa%20ss@bücher.example:8080/a/b?x=1&y=a+b#top').hostname // 'xn--bcher-kva.example'
 */
export function parseUrl(input: string, base?: string): ParsedUrl {
  if (input.trim() === '') throw new ToolInputError('Enter a URL, such as https://example.com/path?query#fragment.');
  const baseText = base === undefined || base.trim() === '' ? undefined : base.trim();
  let url: URL;
  try {
    url = baseText === undefined ? new URL(input) : new URL(input, baseText);
  } catch {
    if (baseText !== undefined && !URL.canParse(baseText)) {
      throw new ToolInputError(`The base URL "${baseText}" is not a valid absolute URL: it needs a scheme, such as https://example.com/.`);
    }
    throw explainFailure(input, baseText);
  }
  const special = url.protocol in DEFAULT_PORTS;
  const defaultPort = special ? (DEFAULT_PORTS[url.protocol] ?? null) : null;
  const hostKind = hostKindOf(url);
  let hostnameUnicode = url.hostname;
  if (hostKind === 'domain') {
    try {
      hostnameUnicode = punycode.toUnicode(url.hostname);
    } catch {
      hostnameUnicode = url.hostname;
    }
  }
  const opaquePath = !url.pathname.startsWith('/') && !special;
  const pathSegments = opaquePath || url.pathname === '' ? [] : url.pathname.slice(1).split('/').map((raw) => ({ raw, decoded: safeDecodeURIComponent(raw) }));
  const hasQuery = url.search !== '' || /\?/.test(url.href.split('#')[0] as string);
  const query = url.search.replace(/^\?/, '');
  const decoded = [...new URLSearchParams(query)];
  const parameters = rawPairs(query).map((pair, i) => ({ ...pair, name: decoded[i]?.[0] ?? '', value: decoded[i]?.[1] ?? '' }));
  const hasFragment = url.hash !== '' || url.href.includes('#');
  const fragment = url.hash.replace(/^#/, '');
  return {
    href: url.href,
    scheme: url.protocol.slice(0, -1),
    special,
    username: url.username,
    usernameDecoded: safeDecodeURIComponent(url.username),
    password: url.password,
    passwordDecoded: safeDecodeURIComponent(url.password),
    hostname: url.hostname,
    hostnameUnicode,
    hostKind,
    port: url.port,
    defaultPort,
    effectivePort: url.port !== '' ? Number(url.port) : defaultPort,
    origin: url.origin === 'null' ? null : url.origin,
    pathname: url.pathname,
    opaquePath,
    pathSegments,
    query,
    hasQuery,
    parameters,
    fragment,
    fragmentDecoded: safeDecodeURIComponent(fragment),
    hasFragment,
  };
}
