import { findUrls } from '../shared/find-urls.js';

/**
 * Defanging and refanging indicators of compromise (URLs, domain names, IPv4 addresses, e-mail
 * addresses), so that a link shared in a report cannot be clicked or auto-linked by mistake.
 *
 * The markers are the conventions threat-intelligence tools write and read: `hxxp`/`hxxps` and
 * `fxp` for the schemes, `[.]` for dots, `[:]//` or `[://]` for the scheme separator and `[at]` or
 * `[@]` for the `@` of an address — as in the ioc-fanger project's fang/defang patterns
 * (github.com/ioc-fang/ioc-fanger, `fang.json`, `defang.json`), ioc-extractor's `refang`
 * (github.com/ninoseki/ioc-extractor, used by the `fanger` package) and CyberChef's
 * "Defang URL" / "Fang URL" operations.
 */

/** Which parts of the text {@link defang} changes. */
export type DefangScope = 'indicators' | 'urls' | 'everything';
/** How {@link defang} writes the `://` after a scheme. */
export type DefangColon = 'keep' | 'colon' | 'colon-slashes';
/** Which dots of a host {@link defang} brackets. */
export type DefangDots = 'all' | 'last';
/** How {@link defang} writes the `@` of an e-mail address. */
export type DefangAt = 'at' | 'symbol';

/** Every {@link DefangScope}, for option lists and state schemas. */
export const DEFANG_SCOPES = ['indicators', 'urls', 'everything'] as const satisfies readonly DefangScope[];
/** Every {@link DefangColon}. */
export const DEFANG_COLONS = ['keep', 'colon', 'colon-slashes'] as const satisfies readonly DefangColon[];
/** Every {@link DefangDots}. */
export const DEFANG_DOTS = ['all', 'last'] as const satisfies readonly DefangDots[];
/** Every {@link DefangAt}. */
export const DEFANG_ATS = ['at', 'symbol'] as const satisfies readonly DefangAt[];

/** Options of {@link defang}. */
export interface DefangOptions {
  /**
   * `indicators` (default): URLs, domain names, IPv4 and e-mail addresses found in the text;
   * `urls`: only URLs with a scheme (`https://…`); `everything`: every dot, `@` and `scheme://`
   * of the text, words included.
   */
  scope?: DefangScope;
  /** Write `http`/`https`/`ftp` as `hxxp`/`hxxps`/`fxp`. Default true. */
  scheme?: boolean;
  /** `://` kept (`keep`), as `[:]//` (`colon`, default) or as `[://]` (`colon-slashes`). */
  colon?: DefangColon;
  /** Bracket every dot of a host (`all`, default) or only its last one (`last`: `www.example[.]com`). */
  dots?: DefangDots;
  /** `@` as `[at]` (`at`, default) or `[@]` (`symbol`). */
  at?: DefangAt;
}

const DOT = '[.]';
const COLON_TEXT: Record<DefangColon, string> = { keep: '://', colon: '[:]//', 'colon-slashes': '[://]' };
const AT_TEXT: Record<DefangAt, string> = { at: '[at]', symbol: '[@]' };
const SCHEMES: Record<string, string> = { http: 'hxxp', https: 'hxxps', ftp: 'fxp', ftps: 'fxps' };

// RFC 1035 §2.3.1 labels (letters, digits, inner hyphens) ending in an alphabetic top-level
// label, as CyberChef's DOMAIN_REGEX; IPv4 dotted quads (0–255); RFC 5322 dot-atom addresses.
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const DOMAIN = `(?:${LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})`;
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const IPV4 = `${OCTET}(?:\\.${OCTET}){3}`;
const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
// Each alternative starts only where a run of its characters starts, so a long run is scanned once.
const INDICATOR = new RegExp(
  `(?:(?<![A-Za-z0-9.@!#$%&'*+/=?^_\`{|}~-])(${LOCAL})@(${DOMAIN}|\\[${IPV4}\\])|(?<![A-Za-z0-9.@-])(?:(${IPV4})|(${DOMAIN})))(?![A-Za-z0-9-]|\\.[A-Za-z0-9])`,
  'g',
);

/** Brackets the dots of a host name or IPv4 address. */
function defangHost(host: string, dots: DefangDots): string {
  if (dots === 'all') return host.split('.').join(DOT);
  const last = host.lastIndexOf('.');
  return last < 0 ? host : `${host.slice(0, last)}${DOT}${host.slice(last + 1)}`;
}

function defangScheme(scheme: string, enabled: boolean): string {
  if (!enabled) return scheme;
  const replacement = SCHEMES[scheme.toLowerCase()];
  if (replacement === undefined) return scheme;
  // Keep the case the text used: HTTP → HXXP.
  return scheme === scheme.toUpperCase() ? replacement.toUpperCase() : replacement;
}

/** Defangs one URL: its scheme, separator, user-info `@` and host dots. */
function defangUrl(url: string, o: Required<DefangOptions>): string {
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([\s\S]*)$/.exec(url);
  if (!m) return url;
  const [, scheme, authority, rest] = m as unknown as [string, string, string, string];
  const at = authority.lastIndexOf('@');
  const userinfo = at >= 0 ? authority.slice(0, at) + AT_TEXT[o.at] : '';
  const hostPort = at >= 0 ? authority.slice(at + 1) : authority;
  // An IPv6 literal keeps its brackets and colons; otherwise split off a port.
  const hp = /^(\[[^\]]*\]|[^:]*)(.*)$/.exec(hostPort) as RegExpExecArray;
  const host = hp[1] as string;
  const hostOut = host.startsWith('[') ? host : defangHost(host, o.dots);
  return `${defangScheme(scheme, o.scheme)}${COLON_TEXT[o.colon]}${userinfo}${hostOut}${hp[2]}${rest}`;
}

function defangIndicators(text: string, o: Required<DefangOptions>): string {
  INDICATOR.lastIndex = 0;
  return text.replace(INDICATOR, (whole, local?: string, mailHost?: string, ip?: string, domain?: string) => {
    if (local !== undefined && mailHost !== undefined) {
      const hostOut = mailHost.startsWith('[') ? `[${defangHost(mailHost.slice(1, -1), o.dots)}]` : defangHost(mailHost, o.dots);
      return `${local}${AT_TEXT[o.at]}${hostOut}`;
    }
    if (ip !== undefined) return defangHost(ip, o.dots);
    if (domain !== undefined) return defangHost(domain, o.dots);
    return whole;
  });
}

function defangEverything(text: string, o: Required<DefangOptions>): string {
  return text
    .replace(/\b(https?|ftps?)(?=:\/\/)/gi, (scheme: string) => defangScheme(scheme, o.scheme))
    .replace(/:\/\//g, COLON_TEXT[o.colon])
    .replace(/\./g, DOT)
    .replace(/@/g, AT_TEXT[o.at]);
}

/**
 * Defangs a text: makes the URLs, domain names, IPv4 and e-mail addresses in it unclickable by
 * writing `hxxps[:]//www[.]example[.]com`, `203[.]0[.]113[.]7`, `admin[at]example[.]com`. The
 * rest of the text (words, line breaks) is kept; any number of indicators at once.
 *
 * @param text - any text.
 * @param options - scope and marker styles, see {@link DefangOptions}.
 * @returns the defanged text; {@link refang} gives the original back for text that held no
 *   defang markers of its own.
 * @see https://github.com/ioc-fang/ioc-fanger (fang.json, defang.json)
 * @example defang('Visit https://evil.example.com/x') // 'Visit hxxps[:]//evil[.]example[.]com/x'
 */
export function defang(text: string, options: DefangOptions = {}): string {
  const o: Required<DefangOptions> = { scope: 'indicators', scheme: true, colon: 'colon', dots: 'all', at: 'at', ...options };
  if (o.scope === 'everything') return defangEverything(text, o);
  let out = '';
  let at = 0;
  for (const found of findUrls(text)) {
    const before = text.slice(at, found.start);
    out += o.scope === 'indicators' ? defangIndicators(before, o) : before;
    out += defangUrl(found.url, o);
    at = found.end;
  }
  const tail = text.slice(at);
  return out + (o.scope === 'indicators' ? defangIndicators(tail, o) : tail);
}

/** The refang patterns, applied in order. */
const REFANG: readonly [RegExp, string | ((...args: string[]) => string)][] = [
  // Schemes: hxxp, hXXp, h**p, h[tt]p, h[xx]p, hxtp, htxp → http (and …s); fxp → ftp.
  [/\bh(?:xx|\*\*|\[tt\]|\[xx\]|\(xx\)|xt|tx)p(s?)(?=\s*(?:\[:|\(:|\{:|:))/gi, (m: string, s: string) => (m[0] === 'H' ? `HTTP${s}` : `http${s}`)],
  [/\bfxp(s?)(?=\s*(?:\[:|\(:|\{:|:))/gi, (m: string, s: string) => (m[0] === 'F' ? `FTP${s}` : `ftp${s}`)],
  // The separator: [://] (://) {://}, [:]// (:)// {:}//, [:] alone.
  [/[[({]:\/\/[\])}]/g, '://'],
  [/[[({]:[\])}]/g, ':'],
  [/[[({]\/[\])}]/g, '/'],
  // Dots: [.] (.) {.} [dot] (dot) {dot}, with optional spaces inside the brackets, and \. .
  [/ ?[[({] ?(?:\.|dot) ?[\])}] ?/gi, '.'],
  [/\\\./g, '.'],
  // The @: [at] (at) {at} [@] (@) {@}.
  [/ ?[[({] ?(?:at|@) ?[\])}] ?/gi, '@'],
];

/**
 * Refangs a text: turns defanged indicators back into working ones (`hxxps[:]//example[.]com` →
 * `https://example.com`), wherever they are in the text. Reads the common conventions: `hxxp`,
 * `hXXp`, `h**p`, `h[tt]p`, `fxp`; `[://]`, `[:]//`, `[:]`, `[/]`; `[.]`, `(.)`, `{.}`, `[dot]`,
 * `(dot)`, `\.`; `[at]`, `(at)`, `[@]` — brackets round, square or curly, letters in any case.
 *
 * @param text - defanged text.
 * @returns the text with every marker replaced; text without markers is returned unchanged.
 * @see https://github.com/ioc-fang/ioc-fanger (fang.json)
 * @see https://github.com/ninoseki/ioc-extractor (refang)
 * @example refang('hxxps[:]//evil[.]example[.]com/x') // 'https://evil.example.com/x'
 */
export function refang(text: string): string {
  let out = text;
  for (const [pattern, replacement] of REFANG) {
    pattern.lastIndex = 0;
    out = typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement as (...args: string[]) => string);
  }
  return out;
}
