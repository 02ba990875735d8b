import { ToolInputError } from '@handy-tools/ui/kit';
import { toASCII, toUnicode } from 'tr46';

/**
 * Checks of UTS #46 processing (§4 "Processing", §4.1 "Validity Criteria"). Processing is always
 * nontransitional (`ß`, `ς`, ZWJ and ZWNJ are kept, as IDNA2008 and the WHATWG URL Standard do).
 */
export interface IdnaOptions {
  /** CheckBidi: apply the bidi rule of RFC 5893 §2 to right-to-left domains. Default true. */
  checkBidi?: boolean;
  /** CheckHyphens: refuse labels that start or end with `-`, or have `--` in positions 3–4. Default true. */
  checkHyphens?: boolean;
  /** CheckJoiners: allow ZWJ/ZWNJ only where RFC 5892 Appendix A permits them. Default true. */
  checkJoiners?: boolean;
  /** UseSTD3ASCIIRules: in ASCII, only letters, digits and `-` (host names, RFC 1123). Default true. */
  useSTD3ASCIIRules?: boolean;
  /** VerifyDnsLength: labels 1–63 and the name 1–253 ASCII characters (RFC 1035 §2.3.4). Default true. */
  verifyDnsLength?: boolean;
}

/** One label of a domain name, converted both ways. */
export interface IdnaLabelResult {
  /** The label as typed (between separators `.` `。` `．` `｡`). */
  input: string;
  /** Its Unicode form (mapped, normalised, `xn--` decoded). */
  unicode: string;
  /** Its ASCII form (`xn--` A-label when it is not ASCII), or null when it is invalid. */
  ascii: string | null;
  /** Why the label is invalid, for users, or null. */
  error: string | null;
}

/** The part before `@` when the input is an e-mail address. */
export interface EmailLocalPart {
  /** The local part, exactly as typed (never converted). */
  localPart: string;
  /**
   * Whether the local part holds non-ASCII characters: such an address can only be delivered by
   * mail servers that support SMTPUTF8 (RFC 6531); IDNA has no ASCII form for it.
   */
  needsSmtpUtf8: boolean;
}

/** Result of {@link analyzeDomain}. */
export interface IdnaResult {
  /** The whole name in ASCII (`xn--` labels), or null when it is invalid; for an e-mail address, `local@ascii-domain`. */
  ascii: string | null;
  /** The whole name in Unicode; for an e-mail address, `local@unicode-domain`. */
  unicode: string;
  /** For an e-mail address: its local part, left as it is; null for a domain name. */
  email: EmailLocalPart | null;
  /** Each label. */
  labels: IdnaLabelResult[];
  /** The first problem (a label's or the whole name's), for users, or null when valid. */
  error: string | null;
}

/** Longest input {@link analyzeDomain} accepts, in UTF-16 units (a DNS name is at most 253 ASCII characters). */
export const MAX_DOMAIN_INPUT = 1024;

const SEPARATORS = /[.\u3002\uFF0E\uFF61]/;
/** A label that is valid in every option set and right-to-left (HEBREW LETTER ALEF). */
const RTL_LABEL = '\u05D0';

type Tr46Options = {
  checkBidi: boolean;
  checkHyphens: boolean;
  checkJoiners: boolean;
  useSTD3ASCIIRules: boolean;
  verifyDNSLength: boolean;
  transitionalProcessing: false;
  ignoreInvalidPunycode: false;
};

const NO_CHECKS: Tr46Options = {
  checkBidi: false,
  checkHyphens: false,
  checkJoiners: false,
  useSTD3ASCIIRules: false,
  verifyDNSLength: false,
  transitionalProcessing: false,
  ignoreInvalidPunycode: false,
};

function tr46Options(options: IdnaOptions): Tr46Options {
  return {
    checkBidi: options.checkBidi ?? true,
    checkHyphens: options.checkHyphens ?? true,
    checkJoiners: options.checkJoiners ?? true,
    useSTD3ASCIIRules: options.useSTD3ASCIIRules ?? true,
    verifyDNSLength: options.verifyDnsLength ?? true,
    transitionalProcessing: false,
    ignoreInvalidPunycode: false,
  };
}

const codePointName = (ch: string) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
const showCodePoint = (ch: string) => (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(ch) ? `${codePointName(ch)} "${ch}"` : codePointName(ch));
/** Shows a short text in quotes, or as code points when it holds invisible characters. */
const showText = (text: string) => (/^[\p{L}\p{N}\p{P}\p{S}\p{M}]*$/u.test(text) ? `"${text}"` : Array.from(text).slice(0, 8).map(codePointName).join(' '));

/**
 * Whether a label holds right-to-left characters (bidi classes R, AL or AN), which makes the whole
 * name a "Bidi domain name" (RFC 5893 §1.4). Probed through tr46: "0a" breaks the bidi rule
 * (it starts with a European digit), but only in a Bidi domain name.
 */
function isRtlLabel(label: string): boolean {
  if (label === '' || toASCII(label, NO_CHECKS) === null) return false;
  return toASCII(`0a.${label}`, { ...NO_CHECKS, checkBidi: true }) === null;
}

/** Explains why a label that tr46 refuses is invalid. */
function diagnose(label: string, context: string, opts: Tr46Options): string {
  const name = `Label "${label}"`;
  const lower = label.toLowerCase();
  if (lower.startsWith('xn--')) {
    // eslint-disable-next-line no-control-regex
    if (/[^\x00-\x7F]/.test(label)) return `${name} starts with "xn--" but is not all ASCII; an A-label holds only ASCII letters, digits and "-".`;
    const decoded = toUnicode(label, NO_CHECKS).domain;
    if (decoded.toLowerCase().startsWith('xn--')) return `${name} is not valid Punycode (RFC 3492): "${label.slice(4)}" cannot be decoded.`;
    // eslint-disable-next-line no-control-regex
    if (decoded === '' || !/[^\x00-\x7F]/.test(decoded)) {
      return `${name} is not a valid A-label: its Punycode decodes to ${decoded === '' ? 'nothing' : `plain ASCII "${decoded}"`}, which must not be written with "xn--" (UTS #46 §4, step 4).`;
    }
    const bad = Array.from(decoded).find((ch) => toASCII(ch, NO_CHECKS) === null);
    if (bad !== undefined) {
      return `${name} is not a valid A-label: its Punycode decodes to ${showText(decoded)}, which contains ${showCodePoint(bad)}, a character not allowed in domain names.`;
    }
  }
  const without = (flag: keyof Tr46Options) => toASCII(label + context, { ...opts, [flag]: false }) !== null;
  if (opts.checkHyphens && without('checkHyphens')) {
    return `${name} starts or ends with "-", or has "--" as its 3rd and 4th characters (CheckHyphens, UTS #46 §4.1).`;
  }
  if (opts.useSTD3ASCIIRules && without('useSTD3ASCIIRules')) {
    const bad = Array.from(toUnicode(label, NO_CHECKS).domain).find((ch) => toASCII(ch, { ...NO_CHECKS, useSTD3ASCIIRules: true }) === null);
    const which = bad === undefined ? 'a character' : showCodePoint(bad);
    return `${name} contains ${which}, which host names do not allow: only letters, digits and "-" (UseSTD3ASCIIRules, RFC 1123).`;
  }
  if (opts.checkJoiners && without('checkJoiners')) {
    return `${name} has a ZERO WIDTH JOINER or NON-JOINER where RFC 5892 Appendix A does not allow it (CheckJoiners).`;
  }
  if (opts.checkBidi && without('checkBidi')) {
    return `${name} breaks the bidi rule of RFC 5893 §2: right-to-left and left-to-right characters, digits or marks are mixed in a way that may display ambiguously (CheckBidi).`;
  }
  if (opts.verifyDNSLength && without('verifyDNSLength')) {
    const ascii = toASCII(label, { ...opts, verifyDNSLength: false }) ?? label;
    return ascii === ''
      ? 'The name has an empty label (two dots in a row, or a dot at the start or end); DNS labels are 1 to 63 characters (VerifyDnsLength).'
      : `${name} is ${ascii.length} characters long in ASCII ("${ascii.length > 20 ? `${ascii.slice(0, 20)}…` : ascii}"); a DNS label has at most 63 (RFC 1035 §2.3.4).`;
  }
  const unicode = toUnicode(label, NO_CHECKS).domain;
  if (/^\p{M}/u.test(unicode)) return `${name} starts with a combining mark (${codePointName(unicode)}), which UTS #46 §4.1 forbids.`;
  const bad = Array.from(label).find((ch) => toASCII(ch, NO_CHECKS) === null);
  if (bad !== undefined) return `${name} contains ${showCodePoint(bad)}, a character not allowed in domain names (UTS #46 disallowed).`;
  return `${name} is not a valid internationalised domain name label (UTS #46 §4.1).`;
}

/**
 * Converts an internationalised domain name (or the domain of an e-mail address) both ways and
 * checks each label, with UTS #46
 * "Unicode IDNA Compatibility Processing" (nontransitional) as implemented by the `tr46`
 * library: mapping (case folding, full-width forms), NFC, then Punycode (RFC 3492) for each
 * non-ASCII label with the `xn--` prefix (RFC 5890 A-labels).
 *
 * An e-mail address (`user@bücher.de`, split at its last `@`, RFC 5321 §4.1.2) has only its domain
 * converted: IDNA applies to domain names, and the local part is kept exactly as typed (a non-ASCII
 * local part has no ASCII form; it needs SMTPUTF8, RFC 6531 §3.3).
 *
 * @param domain - a domain name in Unicode, in ASCII with `xn--` labels, or mixed; labels may be
 *   separated by `.` or the ideographic/full-width dots `。` `．` `｡`. Or an e-mail address with
 *   such a domain. Surrounding white space is ignored.
 * @param options - the UTS #46 checks; see {@link IdnaOptions} (all on by default).
 * @returns the ASCII and Unicode forms, each label's forms and error, the local part of an e-mail
 *   address, and the first problem. An invalid name is a result (`ascii` null, `error` set), not an exception.
 * @throws ToolInputError when the input is longer than {@link MAX_DOMAIN_INPUT} characters.
 * @see https://www.unicode.org/reports/tr46/#Processing
 * @see https://www.rfc-editor.org/rfc/rfc3492
 * @example analyzeDomain('münchen.de').ascii // 'xn--mnchen-3ya.de'
 */
export function analyzeDomain(domain: string, options: IdnaOptions = {}): IdnaResult {
  const input = domain.trim();
  if (input.length > MAX_DOMAIN_INPUT) {
    throw new ToolInputError(`The input is ${input.length} characters long: a domain name has at most 253 characters, so this cannot be one (limit here: ${MAX_DOMAIN_INPUT}).`);
  }
  if (input === '') return { ascii: '', unicode: '', email: null, labels: [], error: null };
  const at = input.lastIndexOf('@');
  if (at >= 0) {
    const localPart = input.slice(0, at);
    // eslint-disable-next-line no-control-regex
    const email = { localPart, needsSmtpUtf8: /[^\x00-\x7F]/.test(localPart) };
    const domainPart = input.slice(at + 1);
    if (localPart === '' || domainPart.trim() === '') {
      const missing = localPart === '' ? 'nothing before "@" (the local part, such as "user")' : 'nothing after "@" (the domain, such as "bücher.de")';
      return { ascii: null, unicode: input, email, labels: [], error: `The e-mail address has ${missing}.` };
    }
    const result = analyzeDomainName(domainPart, options);
    return {
      ...result,
      ascii: result.ascii === null ? null : `${localPart}@${result.ascii}`,
      unicode: `${localPart}@${result.unicode}`,
      email,
    };
  }
  return analyzeDomainName(input, options);
}

/** {@link analyzeDomain} for a domain name alone (trimmed, not empty). */
function analyzeDomainName(input: string, options: IdnaOptions): IdnaResult {
  const opts = tr46Options(options);
  const rawLabels = input.split(SEPARATORS);
  const bidi = opts.checkBidi && rawLabels.some(isRtlLabel);
  const context = bidi ? `.${RTL_LABEL}` : '';
  const labels = rawLabels.map((label, index): IdnaLabelResult => {
    const unicode = toUnicode(label, opts).domain;
    const ascii = toASCII(label + context, { ...opts, verifyDNSLength: false });
    // The context is one label: drop it and its dot.
    const asciiLabel = ascii === null ? null : context ? ascii.slice(0, ascii.lastIndexOf('.')) : ascii;
    const isLast = index === rawLabels.length - 1;
    // An empty label is only a problem when lengths are verified (and the root label at the end is tolerated by DNS, not by UTS #46).
    let error = asciiLabel === null ? diagnose(label, context, { ...opts, verifyDNSLength: false }) : null;
    if (error === null && opts.verifyDNSLength && asciiLabel !== null) {
      if (asciiLabel.length > 63) error = diagnose(label, context, opts);
      else if (asciiLabel === '') {
        error = isLast && rawLabels.length > 1
          ? 'The name ends with a dot (the DNS root); UTS #46 with VerifyDnsLength refuses it: remove the final dot.'
          : 'The name has an empty label (two dots in a row, or a dot at the start); DNS labels are 1 to 63 characters (VerifyDnsLength).';
      }
    }
    return { input: label, unicode, ascii: error === null ? asciiLabel : null, error };
  });
  const ascii = toASCII(input, opts);
  const unicode = toUnicode(input, opts).domain;
  let error = labels.find((l) => l.error !== null)?.error ?? null;
  if (error === null && ascii === null) {
    const asciiLength = toASCII(input, { ...opts, verifyDNSLength: false })?.length ?? 0;
    error =
      opts.verifyDNSLength && asciiLength > 253
        ? `The name is ${asciiLength} characters long in ASCII; DNS allows at most 253 (RFC 1035 §2.3.4, VerifyDnsLength).`
        : 'The name is not a valid internationalised domain name (UTS #46 §4).';
  }
  return { ascii: error === null ? ascii : null, unicode, email: null, labels, error };
}

/**
 * Converts a domain name to ASCII (UTS #46 ToASCII, §4.2): the form DNS and URLs use, e.g.
 * `bücher.example` → `xn--bcher-kva.example`. For an e-mail address, only the domain is
 * converted: `user@bücher.de` → `user@xn--bcher-kva.de`.
 *
 * @param domain - the domain name (Unicode or ASCII), or an e-mail address.
 * @param options - the checks; see {@link IdnaOptions}.
 * @returns the ASCII domain name.
 * @throws ToolInputError naming the first invalid label and why.
 * @see https://www.unicode.org/reports/tr46/#ToASCII
 */
export function domainToAscii(domain: string, options: IdnaOptions = {}): string {
  const result = analyzeDomain(domain, options);
  if (result.error !== null || result.ascii === null) throw new ToolInputError(result.error ?? 'Invalid domain name.');
  return result.ascii;
}

/**
 * Converts a domain name to Unicode (UTS #46 ToUnicode, §4.3): decodes the `xn--` labels, e.g.
 * `xn--mnchen-3ya.de` → `münchen.de`. For an e-mail address, only the domain is converted.
 *
 * @param domain - the domain name (ASCII with `xn--` labels, or Unicode), or an e-mail address.
 * @param options - the checks; see {@link IdnaOptions}.
 * @returns the Unicode domain name.
 * @throws ToolInputError naming the first invalid label and why.
 * @see https://www.unicode.org/reports/tr46/#ToUnicode
 */
export function domainToUnicode(domain: string, options: IdnaOptions = {}): string {
  const result = analyzeDomain(domain, options);
  if (result.error !== null) throw new ToolInputError(result.error);
  return result.unicode;
}
