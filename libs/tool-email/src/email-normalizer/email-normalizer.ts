import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * E-mail address normalisation: the form two addresses that reach the same mailbox share.
 *
 * Standards: RFC 5321 §4.1.2 (Mailbox = Local-part "@" ( Domain / address-literal ); Local-part =
 * Dot-string / Quoted-string), §4.5.3.1 (local part ≤ 64 octets, domain ≤ 255, path ≤ 256 octets,
 * so an address ≤ 254), §2.4 (the local part MAY be case-sensitive: only its own server may fold it;
 * the domain is case-insensitive); RFC 5322 §3.2.3 (atext); RFC 6531/6532 (UTF-8 in both parts);
 * RFC 5233 (sub-addressing, "user+detail"). Everything beyond that is a provider's own rule:
 * {@link PROVIDERS} lists them with their sources.
 */

/** A provider's rules, applied when the domain is one of `domains`. */
export interface ProviderRule {
  /** Short id, e.g. `gmail`. */
  id: string;
  /** Display name, e.g. `Gmail`. */
  name: string;
  /** The provider's own domains (lowercase). */
  domains: readonly string[];
  /** The local part is case-insensitive (lowercased). */
  caseInsensitive: boolean;
  /** Dots in the local part are ignored (removed). */
  ignoreDots: boolean;
  /** The separator that starts a tag which is ignored for delivery (`+`, or `-` for Yahoo), or null. */
  tagSeparator: '+' | '-' | null;
  /** `anything@user.<domain>` reaches `user@<domain>` (Fastmail's subdomain addressing). */
  subdomainAddressing: boolean;
  /** Domains that always reach the same mailbox as the same local part at `canonicalDomain`. */
  sameMailboxDomains: Record<string, string>;
  /** Domains that are aliases of the same account only in some cases (applied with `mergeAliasDomains`). */
  aliasDomains: Record<string, string>;
  /** Where the rules come from. */
  source: string;
}

/**
 * The per-provider table (checked November 2026 against each provider's help pages).
 * Dots are significant everywhere except Gmail; a tag separator not listed here is delivered as is.
 */
export const PROVIDERS: readonly ProviderRule[] = [
  {
    id: 'gmail',
    name: 'Gmail',
    domains: ['gmail.com', 'googlemail.com'],
    caseInsensitive: true,
    ignoreDots: true,
    tagSeparator: '+',
    subdomainAddressing: false,
    sameMailboxDomains: { 'googlemail.com': 'gmail.com' },
    aliasDomains: {},
    source: 'Gmail Help: "Dots don\'t matter in Gmail addresses" (answer 7436150) and "Create task-specific email addresses" (username+anything); googlemail.com is the same service.',
  },
  {
    id: 'outlook',
    name: 'Outlook.com',
    domains: ['outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'passport.com', 'outlook.fr', 'outlook.de', 'outlook.es', 'outlook.it', 'outlook.co.uk', 'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.es', 'hotmail.it', 'live.co.uk', 'live.fr', 'live.de', 'live.nl', 'live.it', 'live.ca', 'live.com.au'],
    caseInsensitive: true,
    ignoreDots: false,
    tagSeparator: '+',
    subdomainAddressing: false,
    sameMailboxDomains: {},
    aliasDomains: {},
    source: 'Microsoft Support: "Plus addressing in Outlook.com" (user+tag delivers to user); dots are part of the name.',
  },
  {
    id: 'yahoo',
    name: 'Yahoo Mail',
    domains: ['yahoo.com', 'ymail.com', 'rocketmail.com', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'yahoo.es', 'yahoo.it', 'yahoo.ca', 'yahoo.com.au', 'yahoo.co.jp', 'yahoo.co.in', 'yahoo.com.br'],
    caseInsensitive: true,
    ignoreDots: false,
    tagSeparator: '-',
    subdomainAddressing: false,
    sameMailboxDomains: {},
    aliasDomains: {},
    source: 'Yahoo Help: "Create and manage disposable email addresses" (basename-keyword@yahoo.com; the base name is chosen once and is not the account name).',
  },
  {
    id: 'fastmail',
    name: 'Fastmail',
    domains: ['fastmail.com', 'fastmail.fm', 'fastmail.cn', 'fastmail.co.uk', 'fastmail.com.au', 'fastmail.de', 'fastmail.es', 'fastmail.in', 'fastmail.jp', 'fastmail.mx', 'fastmail.net', 'fastmail.nl', 'fastmail.org', 'fastmail.se', 'fastmail.to', 'fastmail.tw', 'fastmail.uk', 'fastmail.us', 'messagingengine.com'],
    caseInsensitive: true,
    ignoreDots: false,
    tagSeparator: '+',
    subdomainAddressing: true,
    sameMailboxDomains: {},
    aliasDomains: {},
    source: 'Fastmail Help: "Plus addressing and subdomain addressing" (user+folder@fastmail.com and folder@user.fastmail.com).',
  },
  {
    id: 'proton',
    name: 'Proton Mail',
    domains: ['proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me'],
    caseInsensitive: true,
    ignoreDots: false,
    tagSeparator: '+',
    subdomainAddressing: false,
    sameMailboxDomains: {},
    aliasDomains: { 'protonmail.com': 'proton.me', 'protonmail.ch': 'proton.me', 'pm.me': 'proton.me' },
    source: 'Proton Support: "How to use +aliases"; @proton.me and @protonmail.com belong to the same account, @pm.me on paid plans.',
  },
  {
    id: 'icloud',
    name: 'iCloud Mail',
    domains: ['icloud.com', 'me.com', 'mac.com'],
    caseInsensitive: true,
    ignoreDots: false,
    tagSeparator: null,
    subdomainAddressing: false,
    sameMailboxDomains: {},
    aliasDomains: { 'me.com': 'icloud.com', 'mac.com': 'icloud.com' },
    source: 'Apple Support: "About iCloud Mail addresses" — accounts that had an @me.com or @mac.com address also receive at @icloud.com; newer accounts have only @icloud.com. Tags are kept (see "Remove +tags at every domain").',
  },
];

const PROVIDER_BY_DOMAIN = new Map(PROVIDERS.flatMap((p) => p.domains.map((d) => [d, p] as const)));

/** Options of {@link normalizeEmails}. */
export interface NormalizeOptions {
  /** Lowercase every local part, also at unknown domains (what most sign-up forms do; not RFC 5321 §2.4). Default false. */
  lowercaseAll?: boolean;
  /** Remove a `+tag` at every domain (RFC 5233 sub-addressing is common but not universal). Default false. */
  stripTagsEverywhere?: boolean;
  /** Map alias domains that only some accounts have (me.com → icloud.com, pm.me → proton.me). Default false. */
  mergeAliasDomains?: boolean;
  /** Keep only the first address of each normalised form. Default false. */
  dedupe?: boolean;
}

/** One normalisation step. */
export interface NormalizeStep {
  /** What was done. */
  rule: 'trim' | 'extract' | 'lowercase-domain' | 'lowercase-local' | 'remove-dots' | 'remove-tag' | 'same-domain' | 'alias-domain' | 'subdomain';
  /** The address after this step. */
  after: string;
}

/** One input address and its normal form. */
export interface NormalizedEmail {
  /** The address as found in the input. */
  input: string;
  /** 1-based line of the input it was found on. */
  line: number;
  /** The normalised address, or null when `error` is set. */
  normalized: string | null;
  /** Why the address is not a valid RFC 5321 mailbox, or null. */
  error: string | null;
  /** The provider whose rules applied, or null. */
  provider: string | null;
  /** The steps, in order (only those that changed something). */
  steps: NormalizeStep[];
  /** For a later address with the same normal form: the index (0-based, in `items`) of the first one. */
  duplicateOf: number | null;
  /** Non-ASCII characters (RFC 6531 SMTPUTF8 address). */
  internationalized: boolean;
}

/** The result of {@link normalizeEmails}. */
export interface NormalizeResult {
  /** Every address found, in order (with `dedupe`, duplicates stay here marked with `duplicateOf`). */
  items: NormalizedEmail[];
  /** The normalised addresses, one per line (without the invalid ones; unique with `dedupe`). */
  output: string;
  /** Counts: addresses found, valid, invalid, duplicates. */
  counts: { total: number; valid: number; invalid: number; duplicates: number };
}

// RFC 5322 §3.2.3 atext, plus any non-ASCII character (RFC 6532 §3.2).
const ATEXT = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\-\u0080-\u{10FFFF}]+$/u;
// RFC 5321 §4.1.2 Quoted-string: qtextSMTP (%d32-33 / %d35-91 / %d93-126) or quoted-pairSMTP ("\" %d32-126).
const QUOTED = /^"(?:[\x20\x21\x23-\x5b\x5d-\x7e\u0080-\u{10FFFF}]|\\[\x20-\x7e])*"$/u;
// RFC 5321 §4.1.2 sub-domain = Let-dig [Ldh-str]; U-labels allowed (RFC 6531 §3.3).
const LABEL = /^[A-Za-z0-9\u0080-\u{10FFFF}](?:[A-Za-z0-9\u0080-\u{10FFFF}-]*[A-Za-z0-9\u0080-\u{10FFFF}])?$/u;

// Fast paths for the usual all-ASCII address (the detailed checks below name the fault).
const ASCII_DOT_STRING = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const ASCII_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const NON_ASCII = /[^\x20-\x7e]/;
const encoder = new TextEncoder();

function utf8Length(s: string): number {
  return NON_ASCII.test(s) ? encoder.encode(s).length : s.length;
}

/**
 * Checks one address against RFC 5321 §4.1.2 and §4.5.3.1 (with RFC 6531's UTF-8).
 *
 * @param address - the address, `local@domain`, no display name or angle brackets.
 * @returns null when valid, else why not (a sentence for users).
 */
export function emailSyntaxError(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 0) return 'no "@"';
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local === '') return 'nothing before "@"';
  if (domain === '') return 'nothing after "@"';
  if (local.startsWith('"')) {
    if (!QUOTED.test(local)) return 'the quoted local part is not closed or holds a character that must be escaped';
  } else if (!ASCII_DOT_STRING.test(local)) {
    if (local.includes('@')) return 'more than one "@" (quote the local part to use one in it)';
    if (local.startsWith('.') || local.endsWith('.')) return 'the local part starts or ends with a dot';
    if (local.includes('..')) return 'two dots in a row in the local part';
    const bad = [...local.replaceAll('.', '')].find((c) => !ATEXT.test(c));
    if (bad !== undefined) return `"${bad}" is not allowed in a local part without quotes`;
  }
  if (utf8Length(local) > 64) return 'the local part is longer than 64 octets';
  if (domain.startsWith('[')) {
    if (!/^\[(?:\d{1,3}(?:\.\d{1,3}){3}|IPv6:[0-9A-Fa-f:.]+)\]$/.test(domain)) return 'the address literal is not [IPv4] or [IPv6:…]';
    if (/^\[\d/.test(domain) && domain.slice(1, -1).split('.').some((n) => Number(n) > 255)) return 'the IPv4 address literal has a number over 255';
  } else {
    const labels = domain.split('.');
    const badLabel = labels.find((l) => !ASCII_LABEL.test(l) && !LABEL.test(l));
    if (badLabel !== undefined) return badLabel === '' ? 'the domain has an empty label (two dots, or a dot at an end)' : `the domain label "${badLabel}" is not letters, digits and inner hyphens`;
    if (labels.some((l) => utf8Length(l) > 63)) return 'a domain label is longer than 63 octets';
    if (utf8Length(domain) > 255) return 'the domain is longer than 255 octets';
  }
  if (utf8Length(address) > 254) return 'the address is longer than 254 octets (RFC 5321 path limit)';
  return null;
}

/**
 * Splits the input into candidate addresses: lines, then segments between commas and semicolons
 * (outside quotes and angle brackets); a segment with `<…>` gives what is inside (`Name <addr>`),
 * another its words; a header name (`To:`) is skipped.
 */
function tokens(input: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  input.split(/\r?\n/).forEach((lineText, i) => {
    if (!/["<>:]/.test(lineText)) {
      // The usual line: plain addresses separated by commas, semicolons or spaces.
      for (const word of lineText.split(/[\s,;]+/)) if (word !== '') out.push({ text: word, line: i + 1 });
      return;
    }
    const segments: string[] = [];
    let current = '';
    let quoted = false;
    let angle = false;
    for (let k = 0; k < lineText.length; k++) {
      const c = lineText[k] ?? '';
      if (quoted) {
        current += c;
        if (c === '\\' && k + 1 < lineText.length) current += lineText[++k] ?? '';
        else if (c === '"') quoted = false;
      } else if (c === '"') {
        quoted = true;
        current += c;
      } else if (c === '<') {
        angle = true;
        current += c;
      } else if (c === '>') {
        angle = false;
        current += c;
      } else if ((c === ',' || c === ';') && !angle) {
        segments.push(current);
        current = '';
      } else current += c;
    }
    segments.push(current);
    for (const segment of segments) {
      const bracketed = [...segment.matchAll(/<([^<>]*)>/g)];
      if (bracketed.length > 0) {
        for (const m of bracketed) out.push({ text: (m[1] ?? '').trim(), line: i + 1 });
        continue;
      }
      for (const word of segment.match(/(?:"(?:[^"\\]|\\.)*"|\S)+/g) ?? []) {
        if (/^[A-Za-z][A-Za-z0-9-]*:$/.test(word)) continue; // a header name such as "To:"
        out.push({ text: word, line: i + 1 });
      }
    }
  });
  return out;
}

/**
 * Normalises one address (already checked with {@link emailSyntaxError}).
 *
 * @returns the normal form, the provider applied (or null) and the steps that changed something.
 */
function normalizeOne(address: string, options: NormalizeOptions): { normalized: string; provider: string | null; steps: NormalizeStep[] } {
  const steps: NormalizeStep[] = [];
  const at = address.lastIndexOf('@');
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const step = (rule: NormalizeStep['rule'], nextLocal: string, nextDomain: string) => {
    if (nextLocal === local && nextDomain === domain) return;
    local = nextLocal;
    domain = nextDomain;
    steps.push({ rule, after: `${local}@${domain}` });
  };
  step('lowercase-domain', local, domain.toLowerCase());
  let provider = PROVIDER_BY_DOMAIN.get(domain);
  if (!provider) {
    // Fastmail's subdomain addressing: folder@user.fastmail.com → user@fastmail.com.
    const dot = domain.indexOf('.');
    const parent = dot > 0 ? PROVIDER_BY_DOMAIN.get(domain.slice(dot + 1)) : undefined;
    if (parent?.subdomainAddressing && !local.startsWith('"')) {
      provider = parent;
      step('subdomain', domain.slice(0, dot), domain.slice(dot + 1));
    }
  }
  const quoted = local.startsWith('"');
  if (provider) {
    const same = provider.sameMailboxDomains[domain];
    if (same) step('same-domain', local, same);
    if (options.mergeAliasDomains) {
      const alias = provider.aliasDomains[domain];
      if (alias) step('alias-domain', local, alias);
    }
    if (!quoted) {
      if (provider.caseInsensitive) step('lowercase-local', local.toLowerCase(), domain);
      if (provider.tagSeparator) {
        const cut = local.indexOf(provider.tagSeparator);
        // The part before the tag must stay a valid Dot-string ("a.+x" keeps its tag).
        if (cut > 0 && (provider.ignoreDots || !local.slice(0, cut).endsWith('.'))) step('remove-tag', local.slice(0, cut), domain);
      }
      if (provider.ignoreDots) step('remove-dots', local.replaceAll('.', ''), domain);
    }
  } else if (!quoted) {
    if (options.lowercaseAll) step('lowercase-local', local.toLowerCase(), domain);
    if (options.stripTagsEverywhere) {
      const cut = local.indexOf('+');
      if (cut > 0 && !local.slice(0, cut).endsWith('.')) step('remove-tag', local.slice(0, cut), domain);
    }
  } else if (options.lowercaseAll) step('lowercase-local', local.toLowerCase(), domain);
  return { normalized: `${local}@${domain}`, provider: provider?.name ?? null, steps };
}

/**
 * Normalises many e-mail addresses at once.
 *
 * @param input - addresses separated by new lines, commas, semicolons or spaces; `Name <addr>` and
 *   `mailto:` forms are read too.
 * @param options - see {@link NormalizeOptions}.
 * @returns every address with its normal form (per {@link PROVIDERS}: domain lowercased; the local
 *   part lowercased, tags and dots removed only where the provider says so), the invalid ones with
 *   the reason, the output list and counts.
 * @throws ToolInputError when the input holds no address at all.
 */
export function normalizeEmails(input: string, options: NormalizeOptions = {}): NormalizeResult {
  const found = tokens(input);
  if (found.length === 0) throw new ToolInputError('Enter one or more e-mail addresses, one per line or separated by commas.');
  const firstByForm = new Map<string, number>();
  const items: NormalizedEmail[] = found.map(({ text, line }, index) => {
    const steps: NormalizeStep[] = [];
    let address = text.trim();
    if (address !== text) steps.push({ rule: 'trim', after: address });
    if (/^mailto:/i.test(address)) {
      address = address.slice(7).split('?')[0] ?? '';
      steps.push({ rule: 'extract', after: address });
    }
    const error = emailSyntaxError(address);
    const internationalized = /[^\p{ASCII}]/u.test(address);
    if (error !== null) return { input: text, line, normalized: null, error, provider: null, steps, duplicateOf: null, internationalized };
    const one = normalizeOne(address, options);
    const first = firstByForm.get(one.normalized);
    if (first === undefined) firstByForm.set(one.normalized, index);
    return { input: text, line, normalized: one.normalized, error: null, provider: one.provider, steps: [...steps, ...one.steps], duplicateOf: first ?? null, internationalized };
  });
  const valid = items.filter((i) => i.normalized !== null);
  const kept = options.dedupe ? valid.filter((i) => i.duplicateOf === null) : valid;
  return {
    items,
    output: kept.map((i) => i.normalized).join('\n'),
    counts: { total: items.length, valid: valid.length, invalid: items.length - valid.length, duplicates: valid.filter((i) => i.duplicateOf !== null).length },
  };
}
