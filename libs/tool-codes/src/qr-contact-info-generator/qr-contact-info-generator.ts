import { ToolInputError } from '@handy-tools/ui/kit';

/** The formats a contact can be written in. */
export const CONTACT_FORMATS = ['vcard3', 'vcard4', 'mecard'] as const;
/** vCard 3.0 (RFC 2426), vCard 4.0 (RFC 6350) or MECARD (NTT DoCoMo; ZXing "Barcode Contents"). */
export type ContactFormat = (typeof CONTACT_FORMATS)[number];

/** Kinds of phone number, each with its TYPE parameter values. */
export const PHONE_KINDS = ['mobile', 'work', 'home', 'fax'] as const;
/** See {@link PHONE_KINDS}. */
export type PhoneKind = (typeof PHONE_KINDS)[number];
/** Kinds of e-mail address and postal address. */
export type PlaceKind = 'work' | 'home';

/** A contact to put in a QR code. Every field is optional except a name or an organisation. */
export interface ContactInfo {
  /** Honorific prefix ("Dr."), given name, middle names, family name, honorific suffix ("Jr."). */
  prefix: string;
  givenName: string;
  middleName: string;
  familyName: string;
  suffix: string;
  /** The name as displayed (FN); empty to join the name parts. */
  formattedName: string;
  organization: string;
  department: string;
  /** Job title. */
  title: string;
  /** Phone numbers by kind (empty: left out). */
  phones: Record<PhoneKind, string>;
  /** Work and home e-mail addresses (empty: left out). */
  emails: Record<PlaceKind, string>;
  url: string;
  /** Postal address and whether it is the work or home one. */
  address: { kind: PlaceKind; street: string; locality: string; region: string; postalCode: string; country: string };
  note: string;
  /** Birthday, `YYYY-MM-DD`, or empty. */
  birthday: string;
}

/** The payload, and what a format had to leave out. */
export interface ContactPayload {
  text: string;
  warnings: string[];
}

/** A problem with one field of a {@link ContactInfo}. */
export interface ContactProblem {
  field: 'name' | `phone-${PhoneKind}` | `email-${PlaceKind}` | 'birthday';
  message: string;
}

const PHONE_CHARS = /^\+?[0-9 ().\-/]+(?:\s*(?:x|ext\.?)\s*[0-9]+)?$/i;

/** The displayed name: the FN given, else the name parts joined, else the organisation. */
export function contactDisplayName(contact: ContactInfo): string {
  const fn = contact.formattedName.trim();
  if (fn) return fn;
  const parts = [contact.prefix, contact.givenName, contact.middleName, contact.familyName]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
  const suffix = contact.suffix.trim();
  const name = suffix ? (parts ? `${parts}, ${suffix}` : suffix) : parts;
  return name || contact.organization.trim();
}

/**
 * Checks a contact before it is written.
 *
 * @param contact - the contact.
 * @returns the problems, one per field at most (empty when all is well): no name nor
 *   organisation; a phone number with characters other than digits, spaces, `+ ( ) . - /` and an
 *   extension; an e-mail address without a single `@`; a birthday that is not a real `YYYY-MM-DD` date.
 */
export function contactProblems(contact: ContactInfo): ContactProblem[] {
  const problems: ContactProblem[] = [];
  if (!contactDisplayName(contact)) problems.push({ field: 'name', message: 'Enter a name or an organisation: a contact card needs one.' });
  for (const kind of PHONE_KINDS) {
    const phone = contact.phones[kind].trim();
    if (phone && !PHONE_CHARS.test(phone))
      problems.push({
        field: `phone-${kind}`,
        message: `"${phone}" is not a phone number: use digits, spaces, + ( ) . - / and an extension like "x 12".`,
      });
  }
  for (const kind of ['work', 'home'] as const) {
    const email = contact.emails[kind].trim();
    if (email && !/^[^@\s]+@[^@\s]+$/.test(email))
      problems.push({ field: `email-${kind}`, message: `"${email}" is not an e-mail address (name@domain).` });
  }
  const birthday = contact.birthday.trim();
  if (birthday) {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
    const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
    if (
      !m ||
      !date ||
      date.getUTCFullYear() !== Number(m[1]) ||
      date.getUTCMonth() !== Number(m[2]) - 1 ||
      date.getUTCDate() !== Number(m[3])
    ) {
      problems.push({ field: 'birthday', message: `"${birthday}" is not a date: write it as YYYY-MM-DD (e.g. 1990-01-31).` });
    }
  }
  return problems;
}

/**
 * Escapes a vCard text value (RFC 6350 §3.4, RFC 2426 §4): backslash, comma and semicolon get a
 * backslash, and line breaks (CRLF, CR or LF) become `\n`.
 *
 * @param value - the text.
 * @returns the escaped text.
 */
export function escapeVCardText(value: string): string {
  return value.replace(/[\\,;]/g, '\\$&').replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line (RFC 6350 §3.2; RFC 2425 §5.8.1): lines longer than 75 octets of UTF-8 are
 * broken with CRLF and one space, never inside a multi-octet character.
 *
 * @param line - one content line, without its line break.
 * @returns the folded line (pieces of at most 75 octets, the space included), joined with CRLF + space.
 */
export function foldContentLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74; // later pieces start with the folding space
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

/** A phone number as a tel: URI (RFC 3966 global number; spaces become hyphens), or null when it is not global. */
export function telUri(phone: string): string | null {
  const m = /^(\+[0-9 ().\-/]+?)\s*(?:(?:x|ext\.?)\s*([0-9]+))?$/i.exec(phone.trim());
  if (!m || !/[0-9]/.test(m[1]!)) return null;
  const number = m[1]!.trim().replace(/[\s/]+/g, '-');
  return `tel:${number}${m[2] ? `;ext=${m[2]}` : ''}`;
}

const VCARD3_TEL: Record<PhoneKind, string> = { mobile: 'CELL', work: 'WORK,VOICE', home: 'HOME,VOICE', fax: 'WORK,FAX' };
const VCARD4_TEL: Record<PhoneKind, string> = { mobile: 'cell', work: 'work,voice', home: 'home,voice', fax: 'work,fax' };

function vcard(contact: ContactInfo, version: '3.0' | '4.0'): string {
  const v4 = version === '4.0';
  const e = escapeVCardText;
  const lines = ['BEGIN:VCARD', `VERSION:${version}`];
  const fn = contactDisplayName(contact);
  const nameParts = [contact.familyName, contact.givenName, contact.middleName, contact.prefix, contact.suffix].map((p) => e(p.trim()));
  const hasName = nameParts.some(Boolean);
  if (v4 && !hasName && contact.organization.trim()) lines.push('KIND:org');
  lines.push(`FN:${e(fn)}`);
  // N is required in 3.0 (RFC 2426 §3.1.2), optional in 4.0.
  if (hasName || !v4) lines.push(`N:${nameParts.join(';')}`);
  if (contact.organization.trim() || contact.department.trim())
    lines.push(
      `ORG:${[contact.organization, contact.department]
        .map((p) => e(p.trim()))
        .filter((p, i) => i === 0 || p)
        .join(';')}`,
    );
  if (contact.title.trim()) lines.push(`TITLE:${e(contact.title.trim())}`);
  for (const kind of PHONE_KINDS) {
    const phone = contact.phones[kind].trim();
    if (!phone) continue;
    if (v4) {
      const uri = telUri(phone);
      lines.push(uri ? `TEL;VALUE=uri;TYPE="${VCARD4_TEL[kind]}":${uri}` : `TEL;TYPE="${VCARD4_TEL[kind]}":${e(phone)}`);
    } else {
      lines.push(`TEL;TYPE=${VCARD3_TEL[kind]}:${e(phone)}`);
    }
  }
  for (const kind of ['work', 'home'] as const) {
    const email = contact.emails[kind].trim();
    if (email) lines.push(v4 ? `EMAIL;TYPE=${kind}:${e(email)}` : `EMAIL;TYPE=INTERNET,${kind.toUpperCase()}:${e(email)}`);
  }
  if (contact.url.trim()) lines.push(`URL:${contact.url.replace(/[\r\n]+/g, '').trim()}`);
  const { address } = contact;
  const adr = [address.street, address.locality, address.region, address.postalCode, address.country].map((p) => e(p.trim()));
  if (adr.some(Boolean)) lines.push(`ADR;TYPE=${v4 ? address.kind : address.kind.toUpperCase()}:;;${adr.join(';')}`);
  if (contact.birthday.trim()) lines.push(`BDAY:${v4 ? contact.birthday.trim().replace(/-/g, '') : contact.birthday.trim()}`);
  if (contact.note.trim()) lines.push(`NOTE:${e(contact.note.trim())}`);
  lines.push('END:VCARD');
  return `${lines.map(foldContentLine).join('\r\n')}\r\n`;
}

/** Escapes a MECARD value: `\ ; , : "` get a backslash (ZXing "Barcode Contents"). */
export function escapeMecardValue(value: string): string {
  return value.replace(/[\\;,:"]/g, '\\$&');
}

function mecard(contact: ContactInfo): ContactPayload {
  const e = (v: string) => escapeMecardValue(v.trim().replace(/\r\n|\r|\n/g, ' '));
  const warnings: string[] = [];
  const family = contact.familyName.trim();
  const given = contact.givenName.trim();
  const name = family || given ? (given ? `${e(family)},${e(given)}` : e(family)) : e(contactDisplayName(contact));
  let text = `MECARD:N:${name};`;
  if (contact.organization.trim() || contact.department.trim())
    text += `ORG:${e(
      [contact.organization, contact.department]
        .map((p) => p.trim())
        .filter(Boolean)
        .join(', '),
    )};`;
  for (const kind of PHONE_KINDS) {
    const phone = contact.phones[kind].trim();
    if (phone) text += `TEL:${e(phone.replace(/[^0-9+]/g, ''))};`;
  }
  for (const kind of ['work', 'home'] as const) if (contact.emails[kind].trim()) text += `EMAIL:${e(contact.emails[kind])};`;
  if (contact.url.trim()) text += `URL:${e(contact.url)};`;
  const { address } = contact;
  const adr = [address.street, address.locality, address.region, address.postalCode, address.country].map((p) => e(p)).filter(Boolean);
  if (adr.length) text += `ADR:${adr.join(', ')};`;
  if (contact.birthday.trim()) text += `BDAY:${contact.birthday.trim().replace(/-/g, '')};`;
  if (contact.note.trim()) text += `NOTE:${e(contact.note)};`;
  const dropped = [
    contact.prefix.trim() || contact.middleName.trim() || contact.suffix.trim() ? 'the prefix, middle name and suffix' : '',
    contact.title.trim() ? 'the job title' : '',
    contact.formattedName.trim() && (family || given) ? 'the display name' : '',
    PHONE_KINDS.some((k) => contact.phones[k].trim()) ? 'the kinds of phone number (mobile, work…)' : '',
  ].filter(Boolean);
  if (dropped.length) warnings.push(`MECARD has no field for ${dropped.join(', ')}: left out. Choose vCard to keep them.`);
  return { text: `${text};`, warnings };
}

/**
 * Writes a contact as the text of a QR code: vCard 3.0 (RFC 2426) or 4.0 (RFC 6350) — CRLF line
 * breaks, text values escaped (RFC 6350 §3.4), lines folded at 75 octets (§3.2), phone numbers as
 * tel: URIs in 4.0 when they are global (RFC 3966) — or MECARD (NTT DoCoMo, as ZXing reads it), which
 * is shorter and so makes a smaller code but has fewer fields.
 *
 * @param contact - the contact's fields.
 * @param format - `vcard3`, `vcard4` or `mecard`.
 * @returns the text, and warnings about fields the format cannot hold.
 * @throws ToolInputError with the first of {@link contactProblems} (no name nor organisation, a bad
 *   phone number, e-mail address or birthday), or for an unknown format.
 */
export function qrContactInfoGenerator(contact: ContactInfo, format: ContactFormat): ContactPayload {
  if (!CONTACT_FORMATS.includes(format))
    throw new ToolInputError(`Unknown contact format "${String(format)}": use vcard3, vcard4 or mecard.`);
  const [problem] = contactProblems(contact);
  if (problem) throw new ToolInputError(problem.message);
  if (format === 'mecard') return mecard(contact);
  return { text: vcard(contact, format === 'vcard4' ? '4.0' : '3.0'), warnings: [] };
}

/** An empty contact (every field blank; work address). */
export function emptyContact(): ContactInfo {
  return {
    prefix: '',
    givenName: '',
    middleName: '',
    familyName: '',
    suffix: '',
    formattedName: '',
    organization: '',
    department: '',
    title: '',
    phones: { mobile: '', work: '', home: '', fax: '' },
    emails: { work: '', home: '' },
    url: '',
    address: { kind: 'work', street: '', locality: '', region: '', postalCode: '', country: '' },
    note: '',
    birthday: '',
  };
}
