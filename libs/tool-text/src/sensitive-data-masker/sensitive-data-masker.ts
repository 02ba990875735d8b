import { ToolInputError } from '@handy-tools/ui/kit';
import { graphemeCount, graphemes } from '../shared/graphemes.js';

/** The kinds of sensitive data found, in the order they win when two matches overlap. */
export const SENSITIVE_TYPES = ['custom', 'uriPassword', 'jwt', 'apiKey', 'email', 'iban', 'card', 'uuid', 'mac', 'ipv6', 'ipv4', 'ssn', 'phone', 'url'] as const;

/** A kind of sensitive data. */
export type SensitiveType = (typeof SENSITIVE_TYPES)[number];

/** The kinds searched when none are given (URLs are left alone unless asked for). */
export const DEFAULT_SENSITIVE_TYPES: readonly SensitiveType[] = SENSITIVE_TYPES.filter((t) => t !== 'url');

/** How a match is replaced. */
export type MaskStyle = 'full' | 'partial' | 'label';

/** One masked match. Offsets are in UTF-16 code units (as `String.slice`), line and column are 1-based, the column counted in characters (graphemes). */
export interface SensitiveFinding {
  type: SensitiveType;
  /** Start offset in the original text (UTF-16 code units). */
  start: number;
  /** End offset (exclusive) in the original text. */
  end: number;
  /** Line of the start, from 1. */
  line: number;
  /** Column of the start, from 1, in characters (grapheme clusters). */
  column: number;
  /** What replaced it. */
  replacement: string;
}

/** Options of {@link maskSensitiveData}. */
export interface MaskOptions {
  /** Kinds to look for (default {@link DEFAULT_SENSITIVE_TYPES}). `custom` is searched when `customPatterns` has a pattern. */
  types?: readonly SensitiveType[];
  /** Own patterns: JavaScript regular expressions, one per entry (empty entries ignored). */
  customPatterns?: readonly string[];
  /** Own patterns ignore case (default true, as it-tools). */
  customIgnoreCase?: boolean;
  /** `full` (default): every character masked; `partial`: the ends or the useful part kept; `label`: `[EMAIL]`, `[IPV4]`… */
  style?: MaskStyle;
  /** The mask character (default `*`); one character. */
  maskChar?: string;
}

/** What {@link maskSensitiveData} returns. */
export interface MaskResult {
  /** The text with every finding replaced. */
  text: string;
  /** The findings, in text order. */
  findings: SensitiveFinding[];
}

// ——— Checks ———

/**
 * The Luhn (mod 10) check of ISO/IEC 7812-1 Annex B, as used by payment card numbers.
 *
 * @param digits - A string of decimal digits only.
 * @returns Whether the check digit (the last one) is right.
 */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** IBAN lengths per country, from the SWIFT IBAN Registry (ISO 13616), release 99 (2025). */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/**
 * The ISO 13616 / ISO 7064 MOD 97-10 check of an IBAN: the first four characters moved to the end,
 * letters read as 10–35, the number modulo 97 must be 1.
 *
 * @param iban - The IBAN without spaces, upper case.
 * @returns Whether the length fits the country (SWIFT registry) and the check digits are right.
 */
export function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const c of moved) {
    const v = c >= 'A' ? c.charCodeAt(0) - 55 : c.charCodeAt(0) - 48;
    rest = v >= 10 ? (rest * 100 + v) % 97 : (rest * 10 + v) % 97;
  }
  return rest === 1;
}

/** RFC 4291 §2.2 text forms of an IPv6 address (with an embedded IPv4 and a zone index, RFC 6874). */
function ipv6Valid(text: string): boolean {
  const address = text.split('%')[0]!;
  let groups = address.split(':');
  const last = groups[groups.length - 1]!;
  let extra = 0;
  if (last.includes('.')) {
    if (!IPV4_EXACT.test(last)) return false;
    groups = groups.slice(0, -1).concat(['0']);
    extra = 1; // the IPv4 part takes two groups
  }
  const double = address.indexOf('::');
  if (double !== address.lastIndexOf('::')) return false;
  const nonEmpty = groups.filter((g) => g !== '');
  if (!nonEmpty.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  const count = nonEmpty.length + extra;
  if (double === -1) return groups.length + extra === 8 && nonEmpty.length === groups.length;
  // No empty group except the "::" itself (at the start or the end it leaves two empty strings).
  const marked = address.replace(/^::/, 'Z:').replace(/::$/, ':Z').replace('::', ':Z:');
  const inner = address === '::' ? 0 : marked.split(':').filter((g) => g === '').length;
  return inner === 0 && count <= 7;
}

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_EXACT = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

function jwtValid(token: string): boolean {
  try {
    const b64 = token.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/');
    const header: unknown = JSON.parse(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)));
    return typeof header === 'object' && header !== null && 'alg' in header;
  } catch {
    return false;
  }
}

interface Detector {
  re: RegExp;
  /** Which capture group is the sensitive part (default the whole match). */
  group?: number;
  /** A further check of the match. */
  valid?: (match: string) => boolean;
}

/** The detectors, each a global regular expression and an optional check. */
const DETECTORS: Record<Exclude<SensitiveType, 'custom' | 'iban'>, Detector> = {
  // user:password@ in a URL (RFC 3986 userinfo): only the password is masked.
  uriPassword: { re: /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:([^\s/@]+)@/dgiu, group: 1 },
  // RFC 7519 JWS compact serialisation: a base64url header starting with '{"' (eyJ) that is JSON with "alg".
  jwt: { re: /(?<![\w-])eyJ[\w-]+\.[\w-]+\.[\w-]*/gu, valid: jwtValid },
  // Well-known API key prefixes: OpenAI/Anthropic sk-, GitHub ghp_ gho_ ghu_ ghs_ ghr_ github_pat_,
  // AWS access key ids, Slack xox?-, Stripe sk_live_ / pk_test_…, Google AIza, GitLab glpat-, npm_.
  apiKey: {
    re: /(?<![\w-])(?:sk-(?:proj-|ant-(?:api\d\d-)?)?[A-Za-z0-9_-]{20,}|gh[pousr]_[A-Za-z0-9]{36,}|github_pat_\w{22,}|(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}|xox[abposr]-[A-Za-z0-9-]{10,}|[srp]k_(?:live|test)_[A-Za-z0-9]{16,}|AIza[\w-]{35}|glpat-[\w-]{20,}|npm_[A-Za-z0-9]{36})(?![\w-])/gu,
  },
  // The "valid e-mail address" of the WHATWG HTML standard (§4.10.5.1.5), its local part narrowed to
  // the usual A-Z a-z 0-9 . _ % + - so that "user=john@example.com" in a log keeps "user="; a match
  // starts only where a local part can start (the lookbehind keeps a long run without "@" linear).
  email: { re: /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+/gu },
  // 13 to 19 digits (ISO/IEC 7812), spaces or dashes between, passing the Luhn check.
  card: { re: /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/gu, valid: (m) => luhnValid(m.replace(/\D/g, '')) },
  uuid: { re: /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/giu },
  // IEEE 802 MAC-48 in the usual colon or dash notation.
  mac: { re: /(?<![\w:-])[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}(?![\w:-])/gu },
  ipv6: { re: /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9A-Fa-f]{1,4})?(?:%[\w.]+)?(?![\w:]|\.\d)/gu, valid: ipv6Valid },
  ipv4: { re: new RegExp(`(?<![\\d.])${OCTET}(?:\\.${OCTET}){3}(?!\\.?\\d)`, 'gu') },
  // US Social Security numbers (SSA: no 000, 666 or 9xx area, no 00 group, no 0000 serial).
  ssn: { re: /(?<![\d-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\d-])/gu },
  // Phone numbers: a + and a country code, or 8–15 digits grouped by spaces, dots, dashes or
  // brackets (ITU-T E.164 allows 15 digits at most). Dates (2026-11-28) are not phones.
  phone: {
    re: /(?<![\w+.-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d{1,4}(?:[ .-]?\d{2,4}){1,5}(?![\w-]|\.\d)/gu,
    valid: (m) => {
      const digits = m.replace(/\D/g, '').length;
      if (digits > 15 || /^\d{4}-\d{2}-\d{2}$/.test(m)) return false;
      return m.startsWith('+') ? digits >= 7 : digits >= 8 && /[ .()-]/.test(m);
    },
  },
  url: { re: /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/giu },
};

/** IBANs, spaces every four characters allowed: the country's registry length decides where it ends. */
function findIbans(text: string, add: (start: number, end: number) => void): void {
  const re = /(?<![A-Za-z0-9])([A-Z]{2})\d{2}/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const length = IBAN_LENGTHS[m[1]!];
    if (!length) continue;
    let compact = m[0];
    let i = m.index + 4;
    while (compact.length < length && i < text.length) {
      const c = text[i]!;
      if (/[A-Z0-9]/.test(c)) compact += c;
      else if (!(c === ' ' && /[A-Z0-9]/.test(text[i + 1] ?? ''))) break;
      i++;
    }
    if (compact.length === length && !/[A-Za-z0-9]/.test(text[i] ?? '') && ibanValid(compact)) {
      add(m.index, i);
      re.lastIndex = i;
    }
  }
}

/**
 * Compiles the visitor's own patterns (one regular expression each).
 *
 * @param patterns - JavaScript regular-expression sources; blank entries are skipped.
 * @param ignoreCase - Add the `i` flag.
 * @returns The compiled expressions (flags `gu`, plus `i`).
 * @throws ToolInputError naming the pattern (1-based, as lines of the patterns field) that does not compile.
 */
export function compileCustomPatterns(patterns: readonly string[], ignoreCase = true): RegExp[] {
  const out: RegExp[] = [];
  patterns.forEach((source, i) => {
    if (source.trim() === '') return;
    try {
      out.push(new RegExp(source, ignoreCase ? 'giu' : 'gu'));
    } catch (e) {
      throw new ToolInputError(`Own pattern on line ${i + 1} is not a valid regular expression: ${(e as Error).message}`);
    }
  });
  return out;
}

/** Every match of a global expression, zero-length matches skipped. */
function eachMatch(re: RegExp, text: string, fn: (m: RegExpExecArray) => void): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0] === '') {
      re.lastIndex = m.index + (text.codePointAt(m.index)! > 0xffff ? 2 : 1);
      continue;
    }
    fn(m);
  }
}

const LABELS: Record<SensitiveType, string> = {
  custom: '[REDACTED]', uriPassword: '[PASSWORD]', jwt: '[JWT]', apiKey: '[API_KEY]', email: '[EMAIL]', iban: '[IBAN]', card: '[CARD]', uuid: '[UUID]', mac: '[MAC]', ipv6: '[IPV6]', ipv4: '[IPV4]', ssn: '[SSN]', phone: '[PHONE]', url: '[URL]',
};

function maskAll(value: string, mask: string, keep: (c: string, i: number, all: string[]) => boolean = () => false): string {
  const chars = graphemes(value);
  return chars.map((c, i) => (keep(c, i, chars) ? c : mask)).join('');
}

function digitIndexFromEnd(all: string[], i: number): number {
  let n = 0;
  for (let k = all.length - 1; k > i; k--) if (/\d/.test(all[k]!)) n++;
  return n;
}

/** The partial mask of one match: what stays readable depends on the kind. */
function partialMask(type: SensitiveType, value: string, mask: string): string {
  switch (type) {
    case 'email': {
      // The first character of the local part and the domain stay.
      const at = value.lastIndexOf('@');
      return maskAll(value.slice(0, at), mask, (_c, i) => i === 0) + value.slice(at);
    }
    case 'card':
    case 'iban':
      // PCI DSS 3.4.1: at most the first six and last four digits; we keep the last four and the separators.
      return maskAll(value, mask, (c, i, all) => c === ' ' || c === '-' || (i < 2 && type === 'iban') || (/\d|[A-Z]/.test(c) && digitIndexFromEnd(all, i) < 4 && /\d/.test(c)));
    case 'phone':
      return maskAll(value, mask, (c, i, all) => !/\d/.test(c) || digitIndexFromEnd(all, i) < 2);
    case 'ipv4': {
      const dot = value.indexOf('.');
      return value.slice(0, dot + 1) + value.slice(dot + 1).replace(/\d/g, mask);
    }
    case 'ipv6':
    case 'mac':
    case 'uuid':
      return maskAll(value, mask, (c, i) => i < 4 || !/[0-9A-Fa-f]/.test(c));
    default: {
      const n = graphemeCount(value);
      const keep = n >= 12 ? 4 : n >= 8 ? 2 : 0;
      return maskAll(value, mask, (_c, i) => i < keep || i >= n - keep);
    }
  }
}

/**
 * Finds and masks sensitive data in a text: e-mail addresses (WHATWG), IPv4 and IPv6 addresses
 * (RFC 4291 text forms, strictly checked), payment card numbers (13–19 digits, ISO/IEC 7812 Luhn
 * check), IBANs (ISO 13616: registry length and MOD 97-10 check), JWTs (RFC 7519, header decoded),
 * API keys by their documented prefixes, UUIDs, MAC addresses, US SSNs, passwords in URLs, phone
 * numbers (a heuristic: international +… or 8–15 grouped digits), URLs on request, and the
 * visitor's own patterns. Where two matches overlap, the kind earlier in {@link SENSITIVE_TYPES}
 * wins. Runs wholly in memory; nothing is sent anywhere.
 *
 * @param text - The text (a log, a JSON document…).
 * @param options - {@link MaskOptions}.
 * @returns The masked text and the list of findings (kind, offsets, line and column, replacement).
 * @throws ToolInputError when an own pattern does not compile or the mask is not one character.
 */
export function maskSensitiveData(text: string, options: MaskOptions = {}): MaskResult {
  const types = new Set(options.types ?? DEFAULT_SENSITIVE_TYPES);
  const style = options.style ?? 'full';
  const mask = options.maskChar ?? '*';
  if (graphemes(mask).length !== 1) throw new ToolInputError('Mask character: enter exactly one character.');
  const custom = compileCustomPatterns(options.customPatterns ?? [], options.customIgnoreCase ?? true);

  const taken = new Uint8Array(text.length);
  const found: { type: SensitiveType; start: number; end: number }[] = [];
  const add = (type: SensitiveType) => (start: number, end: number) => {
    for (let i = start; i < end; i++) if (taken[i]) return;
    taken.fill(1, start, end);
    found.push({ type, start, end });
  };

  for (const type of SENSITIVE_TYPES) {
    if (type === 'custom') {
      custom.forEach((re, i) => {
        try {
          eachMatch(re, text, (m) => add('custom')(m.index, m.index + m[0].length));
        } catch (e) {
          throw new ToolInputError(`Own pattern ${i + 1} cannot run: ${(e as Error).message}`);
        }
      });
      continue;
    }
    if (!types.has(type)) continue;
    if (type === 'iban') {
      findIbans(text, add('iban'));
      continue;
    }
    const d = DETECTORS[type];
    eachMatch(d.re, text, (m) => {
      const span: readonly [number, number] | undefined = d.group === undefined ? [m.index, m.index + m[0].length] : m.indices?.[d.group];
      if (span === undefined || (d.valid && !d.valid(text.slice(span[0], span[1])))) return;
      const [start, end] = span;
      add(type)(start, end);
    });
  }
  found.sort((a, b) => a.start - b.start);

  // Rebuild the text and the positions in one pass.
  let out = '';
  let cursor = 0;
  let line = 1;
  let scanned = 0; // newlines before this offset are counted
  let columnAt = 0; // the column below is that of this offset
  let column = 1;
  const findings: SensitiveFinding[] = [];
  for (const f of found) {
    const value = text.slice(f.start, f.end);
    const replacement = style === 'label' ? LABELS[f.type] : style === 'partial' ? partialMask(f.type, value, mask) : maskAll(value, mask, (c) => c === '\n');
    for (let i = text.indexOf('\n', scanned); i !== -1 && i < f.start; i = text.indexOf('\n', i + 1)) {
      line++;
      columnAt = i + 1;
      column = 1;
    }
    scanned = f.start;
    column += graphemeCount(text.slice(columnAt, f.start));
    columnAt = f.start;
    findings.push({ type: f.type, start: f.start, end: f.end, line, column, replacement });
    out += text.slice(cursor, f.start) + replacement;
    cursor = f.end;
  }
  return { text: out + text.slice(cursor), findings };
}
