// The message model both parsers (.eml and .msg) fill, and the helpers their views share. Pure: no DOM.
import { ToolInputError } from '@handy-tools/ui/kit';

/** A mailbox: display name (decoded, may be empty) and address; `group` names the RFC 5322 group it belongs to. */
export interface MessageAddress {
  name: string;
  address: string;
  group?: string;
}

/** One header field: its name as written and its value unfolded (RFC 5322 §2.2.3), not decoded. */
export interface MessageHeader {
  name: string;
  value: string;
}

/** An attachment or an inline part (image referenced from the HTML). */
export interface MessageAttachment {
  /** File name (decoded), or a name made from the Content-ID or the MIME type when the part has none. */
  filename: string;
  /** Whether the part named itself (false: `filename` was made up). */
  named: boolean;
  /** Lowercase MIME type. */
  mimeType: string;
  /** Size of the decoded content, in bytes. */
  size: number;
  /** `attachment`, `inline`, or null. */
  disposition: string | null;
  /** Content-ID without angle brackets, or null. */
  contentId: string | null;
  /** The decoded content. */
  content: Uint8Array;
}

/** A date header read per RFC 5322 §3.3. */
export interface MessageDate {
  /** The value as written. */
  raw: string;
  /** The instant in UTC (ISO 8601), or null when the value is not an RFC 5322 date-time. */
  iso: string | null;
  /** The date and time as written with its offset (ISO 8601, e.g. `1997-11-21T09:55:06-06:00`), or null. */
  isoWithOffset: string | null;
  /** Milliseconds since the Unix epoch, or null. */
  epochMs: number | null;
}

/** A named value a parser adds to the summary (e.g. Outlook's submit and delivery times). */
export interface MessageField {
  /** Stable key (for tests and row keys). */
  key: string;
  /** Label in English; the view translates the known keys. */
  label: string;
  value: string;
}

/** A parsed message: what the message view shows. */
export interface ParsedMessage {
  /** Every header field in order, duplicates included. */
  headers: MessageHeader[];
  /** The header block as written (for .msg: the transport headers Outlook kept, or empty). */
  rawHeaders: string;
  from: MessageAddress[];
  sender: MessageAddress[];
  replyTo: MessageAddress[];
  to: MessageAddress[];
  cc: MessageAddress[];
  bcc: MessageAddress[];
  /** Subject, RFC 2047 encoded-words decoded; null when absent. */
  subject: string | null;
  date: MessageDate | null;
  messageId: string | null;
  inReplyTo: string | null;
  references: string | null;
  returnPath: string | null;
  deliveredTo: string | null;
  /** Plain-text body, or null. */
  text: string | null;
  /** HTML body as in the message (not sanitised: the view sanitises it), or null. */
  html: string | null;
  /** RTF body (Outlook), or null. */
  rtf: string | null;
  attachments: MessageAttachment[];
  /** Extra summary rows of the parser. */
  fields: MessageField[];
  /** Things the reader should know (a part that could not be decoded…), in English. */
  notes: string[];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** RFC 5322 §4.3 obs-zone: the US zone names, UT and GMT (military zones count as -0000: "unknown"). */
const OBS_ZONES: Record<string, number> = { ut: 0, gmt: 0, z: 0, est: -300, edt: -240, cst: -360, cdt: -300, mst: -420, mdt: -360, pst: -480, pdt: -420 };

/**
 * Removes RFC 5322 §3.2.2 comments (nested parentheses, quoted-pairs) outside quoted strings, and
 * folds runs of white space to one space.
 *
 * @param value - a structured header value, e.g. `Pete(A nice \) chap) <pete(his account)@silly.test>`.
 * @returns the value without its comments (removed inside `<…>`, a space elsewhere), e.g. `Pete <pete@silly.test>`.
 */
export function stripComments(value: string): string {
  let out = '';
  let depth = 0;
  let quoted = false;
  let angle = false;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (quoted) {
      out += c;
      if (c === '\\' && i + 1 < value.length) out += value[++i];
      else if (c === '"') quoted = false;
    } else if (depth > 0) {
      if (c === '\\') i++;
      else if (c === '(') depth++;
      else if (c === ')') depth--;
      if (depth === 0 && !angle) out += ' '; // a comment separates words, but not the parts of an address
    } else if (c === '(') depth = 1;
    else {
      if (c === '"') quoted = true;
      else if (c === '<') angle = true;
      else if (c === '>') angle = false;
      out += c;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/**
 * Reads an RFC 5322 §3.3 date-time, with the obsolete forms of §4.3 (two- and three-digit years,
 * zone names, comments and white space anywhere).
 *
 * @param raw - the Date header's value, e.g. `Fri, 21 Nov 1997 09:55:06 -0600`.
 * @returns the value as written, the UTC instant, the local time with its offset, and epoch
 *   milliseconds; `iso`, `isoWithOffset` and `epochMs` are null when the value is not a date-time
 *   (no error: a bad Date header is common and the rest of the message is still readable).
 */
export function parseMessageDate(raw: string): MessageDate {
  const none = { raw, iso: null, isoWithOffset: null, epochMs: null };
  const v = stripComments(raw).replace(/\s*:\s*/g, ':');
  const m = /^(?:[A-Za-z]{3},?\s*)?(\d{1,2})\s+([A-Za-z]{3})\s+(\d{2,4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{4}|[A-Za-z]{1,5})?$/.exec(v);
  if (!m) return none;
  const day = Number(m[1]);
  const month = MONTHS.indexOf((m[2] ?? '').toLowerCase());
  let year = Number(m[3]);
  // RFC 5322 §4.3: a two-digit year is 20xx below 50, 19xx from 50; a three-digit year adds 1900.
  if ((m[3] ?? '').length === 2) year += year < 50 ? 2000 : 1900;
  else if ((m[3] ?? '').length === 3) year += 1900;
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = m[6] === undefined ? 0 : Number(m[6]);
  const zone = m[7] ?? '-0000';
  let offset: number | undefined;
  if (/^[+-]\d{4}$/.test(zone)) {
    const minutes = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3));
    offset = zone.startsWith('-') ? -minutes : minutes;
  } else offset = OBS_ZONES[zone.toLowerCase()] ?? 0; // other names (military zones) mean "unknown": -0000 per §4.3
  if (month < 0 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60 || Math.abs(offset) > 99 * 60 + 59) return none;
  const wall = Date.UTC(year, month, day, hour, minute, Math.min(second, 59));
  const check = new Date(wall);
  if (check.getUTCDate() !== day) return none; // 31 Feb
  const epochMs = wall - offset * 60_000;
  const sign = offset < 0 || zone === '-0000' ? '-' : '+';
  const isoWithOffset = `${pad(year, 4)}-${pad(month + 1)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return { raw, iso: new Date(epochMs).toISOString().replace('.000Z', 'Z'), isoWithOffset, epochMs };
}

/**
 * Formats mailboxes as in a header: `Name <address>` (the name quoted when it holds specials), comma-separated.
 *
 * @param list - the mailboxes.
 * @returns the header text, or '' for an empty list.
 */
export function formatAddresses(list: readonly MessageAddress[]): string {
  return list
    .map(({ name, address }) => {
      if (!name) return address;
      const shown = /[()<>[\]:;@\\,."]/.test(name) ? `"${name.replace(/(["\\])/g, '\\$1')}"` : name;
      return address ? `${shown} <${address}>` : shown;
    })
    .join(', ');
}

/** Image types `sanitizeHtml` keeps as `data:` URLs (the others would be removed). */
const INLINE_IMAGE_TYPES = new Set(['image/png', 'image/gif', 'image/jpeg', 'image/webp']);

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Replaces `cid:` URLs (RFC 2392) in an HTML body with `data:` URLs of the attachments they name,
 * so inline images show without any request.
 *
 * @param html - the HTML body.
 * @param attachments - the message's parts; those with a Content-ID and a PNG, GIF, JPEG or WebP type are used.
 * @returns the HTML with the matched `cid:` URLs replaced (others left, for the sanitiser to remove), and how many were replaced.
 */
export function inlineCidImages(html: string, attachments: readonly MessageAttachment[]): { html: string; inlined: number } {
  const byId = new Map<string, MessageAttachment>();
  for (const a of attachments) if (a.contentId && INLINE_IMAGE_TYPES.has(a.mimeType)) byId.set(a.contentId.toLowerCase(), a);
  if (byId.size === 0) return { html, inlined: 0 };
  const cache = new Map<MessageAttachment, string>();
  let inlined = 0;
  const out = html.replace(/cid:([^"'\s)>]+)/gi, (whole, id: string) => {
    let key = id;
    try {
      key = decodeURIComponent(id);
    } catch {
      // keep the id as written
    }
    const part = byId.get(key.toLowerCase());
    if (!part) return whole;
    inlined++;
    let url = cache.get(part);
    if (url === undefined) {
      url = `data:${part.mimeType};base64,${base64(part.content)}`;
      cache.set(part, url);
    }
    return url;
  });
  return { html: out, inlined };
}

/** The size from which a message is parsed in a worker (bytes or characters). */
export const MESSAGE_WORKER_SIZE = 1_000_000;

/**
 * Checks that a text starts like an Internet message (RFC 5322 §2.1: header fields, then an empty
 * line, then the body); an mbox "From " separator line is allowed first.
 *
 * @param head - the start of the message (a few kilobytes are enough), decoded as Latin-1 or UTF-8.
 * @throws ToolInputError when the first line is not a header field, naming the line.
 */
export function assertLooksLikeMessage(head: string): void {
  const lines = head.replace(/^\uFEFF/, '').split(/\r?\n/);
  let i = 0;
  while (i < lines.length && (lines[i] ?? '').trim() === '') i++;
  if (i < lines.length && /^From /.test(lines[i] ?? '')) i++;
  const first = lines[i];
  if (first === undefined) throw new ToolInputError('The message is empty: paste its source or open an .eml file.');
  if (!/^[\x21-\x39\x3b-\x7e]+[ \t]*:/.test(first)) {
    throw new ToolInputError(`Line ${i + 1} is not a header field ("Name: value"): a message starts with its headers (RFC 5322 §2.2). Paste the whole source, with its headers.`, { line: i + 1 });
  }
}
