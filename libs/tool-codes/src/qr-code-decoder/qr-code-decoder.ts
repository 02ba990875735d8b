import { ToolInputError } from '@handy-tools/ui/kit';

/** What a QR code's text is, as far as its conventions tell. */
export type PayloadKind = 'wifi' | 'vcard' | 'mecard' | 'event' | 'url' | 'email' | 'tel' | 'geo' | 'sms' | 'text';

/** One named value of a payload; `key` names it for the UI (which translates the label). */
export interface PayloadField {
  key: string;
  value: string;
}

/** A QR code's text read as a known payload: its kind and its fields in display order. */
export interface Payload {
  kind: PayloadKind;
  fields: PayloadField[];
}

const field = (key: string, value: string | undefined): PayloadField[] => (value === undefined || value === '' ? [] : [{ key, value }]);

/**
 * Splits `text` on `separator`, honouring backslash escapes (`\;` stays in the part, unescaped).
 *
 * @param text - the text.
 * @param separator - one character.
 * @returns the parts, unescaped.
 */
function splitEscaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\' && i + 1 < text.length) {
      current += text[++i];
    } else if (ch === separator) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/** Splits MECARD / WIFI `KEY:value;` pairs (backslash escapes). */
function keyValues(body: string): [string, string][] {
  return splitEscaped(body, ';')
    .filter((part) => part.includes(':'))
    .map((part) => {
      const colon = part.indexOf(':');
      return [part.slice(0, colon).toUpperCase(), part.slice(colon + 1)];
    });
}

/**
 * Reads a Wi-Fi network payload `WIFI:T:WPA;S:name;P:password;H:true;;` (ZXing's format, also in the
 * Wi-Fi Alliance's WPA3 specification §7 for `WIFI:` URIs): `\`, `;`, `,`, `:` and `"` are escaped.
 *
 * @param text - the payload, starting with `WIFI:` (any case).
 * @returns the fields: ssid, security (WPA, WEP, SAE, nopass…), password, hidden, and the WPA2-Enterprise ones.
 * @throws ToolInputError when the network name (S) is missing.
 */
export function parseWifi(text: string): Payload {
  const pairs = keyValues(text.slice(5));
  const get = (k: string) => pairs.find(([key]) => key === k)?.[1];
  const ssid = get('S');
  if (ssid === undefined || ssid === '') throw new ToolInputError('This Wi-Fi code has no network name (S:…).');
  const security = get('T') || 'nopass';
  return {
    kind: 'wifi',
    fields: [
      { key: 'ssid', value: ssid },
      { key: 'security', value: security },
      ...field('password', get('P')),
      { key: 'hidden', value: /^true$/i.test(get('H') ?? '') ? 'yes' : 'no' },
      ...field('eapMethod', get('E')),
      ...field('anonymousIdentity', get('A')),
      ...field('identity', get('I')),
      ...field('phase2', get('PH2')),
    ],
  };
}

/**
 * Reads a MECARD contact (NTT DoCoMo): `MECARD:N:Lovelace,Ada;TEL:…;EMAIL:…;;`.
 *
 * @param text - the payload, starting with `MECARD:`.
 * @returns name, phone(s), e-mail(s), URL, address, note, birthday, nickname, organisation.
 */
export function parseMecard(text: string): Payload {
  const pairs = keyValues(text.slice(7));
  const fields: PayloadField[] = [];
  for (const [key, value] of pairs) {
    if (value === '') continue;
    if (key === 'N') {
      const [last, first] = value.split(',');
      fields.push({ key: 'name', value: [first, last].filter(Boolean).join(' ') });
    } else {
      const mapped = { TEL: 'phone', EMAIL: 'email', URL: 'url', ADR: 'address', NOTE: 'note', BDAY: 'birthday', NICKNAME: 'nickname', ORG: 'organization', 'TEL-AV': 'phone' }[key];
      if (mapped) fields.push({ key: mapped, value: mapped === 'birthday' ? isoDate(value) : value });
    }
  }
  return { kind: 'mecard', fields };
}

/** A vCard / iCalendar content line: name, parameters, value (RFC 6350 §3.3, RFC 5545 §3.1). */
interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Unfolds (RFC 5545 §3.1: CRLF + space/tab) and splits content lines. */
function contentLines(text: string): ContentLine[] {
  const unfolded = text.replace(/\r?\n[ \t]/g, '');
  const lines: ContentLine[] = [];
  for (const raw of unfolded.split(/\r?\n/)) {
    if (!raw.trim()) continue;
    // The value starts after the first colon outside a quoted parameter value.
    let quoted = false;
    let colon = -1;
    for (let i = 0; i < raw.length; i++) {
      if (raw[i] === '"') quoted = !quoted;
      else if (raw[i] === ':' && !quoted) {
        colon = i;
        break;
      }
    }
    if (colon < 0) continue;
    const [nameWithGroup = '', ...paramParts] = raw.slice(0, colon).split(';');
    const name = nameWithGroup.replace(/^.*\./, '').toUpperCase();
    const params: Record<string, string> = {};
    for (const part of paramParts) {
      const eq = part.indexOf('=');
      if (eq < 0) params.TYPE = params.TYPE ? `${params.TYPE},${part}` : part;
      else params[part.slice(0, eq).toUpperCase()] = part.slice(eq + 1).replace(/^"|"$/g, '');
    }
    lines.push({ name, params, value: raw.slice(colon + 1) });
  }
  return lines;
}

/** Unescapes a TEXT value (RFC 6350 §3.4 / RFC 5545 §3.3.11): `\n`, `\,`, `\;`, `\\`. */
const unescapeText = (value: string) => value.replace(/\\([nN,;\\])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** 20261205, 2026-12-05 or 19850412T.. → 2026-12-05 (as given when it is not one of those). */
function isoDate(value: string): string {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : value;
}

/** An iCalendar DATE or DATE-TIME (RFC 5545 §3.3.4–5) as readable ISO 8601 with its zone. */
function icalDateTime(line: ContentLine): string {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(line.value.trim());
  if (!m) return line.value;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  if (!m[4]) return date;
  const time = `${date} ${m[4]}:${m[5]}:${m[6]}`;
  if (m[7]) return `${time} UTC`;
  return line.params.TZID ? `${time} (${line.params.TZID})` : `${time} (floating local time)`;
}

/**
 * Reads a vCard (RFC 6350 4.0, RFC 2426 3.0, and 2.1): name, organisation, title, phones, e-mails,
 * URLs, addresses, birthday, note; folded lines and escapes are handled.
 *
 * @param text - the payload, from `BEGIN:VCARD` to `END:VCARD`.
 * @returns the contact's fields.
 * @throws ToolInputError when `END:VCARD` is missing (a cut-off payload).
 */
export function parseVcard(text: string): Payload {
  if (!/END:VCARD\s*$/i.test(text.trim())) throw new ToolInputError('This vCard is cut off: END:VCARD is missing.');
  const fields: PayloadField[] = [];
  const typed = (line: ContentLine, value: string) => (line.params.TYPE ? `${value} (${line.params.TYPE.toLowerCase()})` : value);
  for (const line of contentLines(text)) {
    const value = unescapeText(line.value);
    switch (line.name) {
      case 'FN':
        fields.push({ key: 'formattedName', value });
        break;
      case 'N': {
        const [family, given, additional, prefix, suffix] = splitEscaped(line.value, ';');
        fields.push({ key: 'name', value: [prefix, given, additional, family, suffix].filter(Boolean).join(' ') });
        break;
      }
      case 'ORG':
        fields.push({ key: 'organization', value: splitEscaped(line.value, ';').filter(Boolean).join(', ') });
        break;
      case 'TITLE':
        fields.push({ key: 'title', value });
        break;
      case 'TEL':
        fields.push({ key: 'phone', value: typed(line, value.replace(/^tel:/i, '')) });
        break;
      case 'EMAIL':
        fields.push({ key: 'email', value: typed(line, value) });
        break;
      case 'URL':
        fields.push({ key: 'url', value });
        break;
      case 'ADR': {
        const parts = splitEscaped(line.value, ';').map((p) => p.trim());
        fields.push({ key: 'address', value: typed(line, parts.filter(Boolean).join(', ')) });
        break;
      }
      case 'BDAY':
        fields.push({ key: 'birthday', value: isoDate(value) });
        break;
      case 'NOTE':
        fields.push({ key: 'note', value });
        break;
      case 'NICKNAME':
        fields.push({ key: 'nickname', value });
        break;
    }
  }
  return { kind: 'vcard', fields: fields.filter((f) => f.value !== '') };
}

/**
 * Reads a calendar event: a bare `BEGIN:VEVENT` (ZXing's event QR codes) or a `BEGIN:VCALENDAR`
 * holding one (RFC 5545 §3.6.1): summary, start, end, location, description, organizer.
 *
 * @param text - the payload.
 * @returns the event's fields; dates as `YYYY-MM-DD HH:MM:SS UTC` (or with their TZID).
 * @throws ToolInputError when there is no VEVENT or END:VEVENT is missing.
 */
export function parseEvent(text: string): Payload {
  const start = text.search(/BEGIN:VEVENT/i);
  const end = text.search(/END:VEVENT/i);
  if (start < 0) throw new ToolInputError('This calendar holds no event (BEGIN:VEVENT).');
  if (end < start) throw new ToolInputError('This calendar event is cut off: END:VEVENT is missing.');
  const fields: PayloadField[] = [];
  for (const line of contentLines(text.slice(start, end))) {
    const key = { SUMMARY: 'summary', DTSTART: 'start', DTEND: 'end', LOCATION: 'location', DESCRIPTION: 'description', ORGANIZER: 'organizer', URL: 'url', RRULE: 'repeats' }[line.name];
    if (!key) continue;
    const value = key === 'start' || key === 'end' ? icalDateTime(line) : key === 'organizer' ? line.value.replace(/^mailto:/i, '') : unescapeText(line.value);
    fields.push({ key, value });
  }
  return { kind: 'event', fields };
}

/** Percent-decodes (RFC 3986 §2.1); a malformed escape leaves the text as it is. */
const decodePath = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};
/** Decodes a query value, where `+` also stands for a space (HTML forms, as many QR generators write). */
const decode = (s: string) => decodePath(s.replace(/\+/g, '%20'));

function queryParams(query: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const part of query.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const name = decode(eq < 0 ? part : part.slice(0, eq)).toLowerCase();
    if (!params.has(name)) params.set(name, eq < 0 ? '' : decode(part.slice(eq + 1)));
  }
  return params;
}

/**
 * Reads an e-mail payload: `mailto:` (RFC 6068: addresses, subject, body, cc, bcc), `MATMSG:TO:…;SUB:…;BODY:…;;`
 * (NTT DoCoMo) or `SMTP:to:subject:body`.
 *
 * @param text - the payload.
 * @returns to, cc, bcc, subject, body.
 */
export function parseEmail(text: string): Payload {
  if (/^matmsg:/i.test(text)) {
    const pairs = keyValues(text.slice(7));
    const get = (k: string) => pairs.find(([key]) => key === k)?.[1];
    return { kind: 'email', fields: [...field('to', get('TO')), ...field('subject', get('SUB')), ...field('body', get('BODY'))] };
  }
  if (/^smtp:/i.test(text)) {
    const [to, subject, ...body] = text.slice(5).split(':');
    return { kind: 'email', fields: [...field('to', to), ...field('subject', subject), ...field('body', body.join(':'))] };
  }
  const rest = text.slice(7);
  const q = rest.indexOf('?');
  const params = queryParams(q < 0 ? '' : rest.slice(q + 1));
  const to = [decodePath(q < 0 ? rest : rest.slice(0, q)), params.get('to') ?? ''].filter(Boolean).join(', ');
  return {
    kind: 'email',
    fields: [...field('to', to), ...field('cc', params.get('cc')), ...field('bcc', params.get('bcc')), ...field('subject', params.get('subject')), ...field('body', params.get('body'))],
  };
}

/**
 * Reads a geographic location `geo:lat,lon[,alt][;crs=…][;u=…][?q=…]` (RFC 5870; `?q=` as Android adds).
 *
 * @param text - the payload.
 * @returns latitude, longitude (decimal degrees), altitude (m), uncertainty (m), query, and a map link.
 * @throws ToolInputError when the coordinates are not numbers in range.
 */
export function parseGeo(text: string): Payload {
  const m = /^geo:(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)(?:,(-?\d+(?:\.\d+)?))?((?:;[^?]*)?)(?:\?(.*))?$/i.exec(text.trim());
  if (!m) throw new ToolInputError('This location is not geo:latitude,longitude (RFC 5870), e.g. geo:48.8584,2.2945.');
  const lat = Number(m[1]);
  const lon = Number(m[2]);
  if (Math.abs(lat) > 90) throw new ToolInputError(`The latitude ${m[1]} is outside −90…90.`);
  if (Math.abs(lon) > 180) throw new ToolInputError(`The longitude ${m[2]} is outside −180…180.`);
  const uncertainty = /;u=(\d+(?:\.\d+)?)/i.exec(m[4] ?? '')?.[1];
  const query = queryParams(m[5] ?? '').get('q');
  return {
    kind: 'geo',
    fields: [
      { key: 'latitude', value: m[1]! },
      { key: 'longitude', value: m[2]! },
      ...field('altitude', m[3]),
      ...field('uncertainty', uncertainty),
      ...field('query', query),
      { key: 'map', value: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}` },
    ],
  };
}

/**
 * Reads a text message payload: `sms:number?body=…` (RFC 5724), `smsto:number:message`, `mmsto:…`.
 *
 * @param text - the payload.
 * @returns number(s) and message.
 */
export function parseSms(text: string): Payload {
  if (/^(sms|mms)to:/i.test(text)) {
    const rest = text.slice(6);
    const colon = rest.indexOf(':');
    return { kind: 'sms', fields: [...field('number', colon < 0 ? rest : rest.slice(0, colon)), ...field('message', colon < 0 ? '' : rest.slice(colon + 1))] };
  }
  const rest = text.slice(4);
  const q = rest.indexOf('?');
  const params = queryParams(q < 0 ? '' : rest.slice(q + 1));
  return { kind: 'sms', fields: [...field('number', decodePath(q < 0 ? rest : rest.slice(0, q))), ...field('message', params.get('body'))] };
}

/**
 * Reads any QR code's text as the payload its conventions say: Wi-Fi, vCard, MECARD, calendar event,
 * URL, e-mail, phone, location, text message, or plain text.
 *
 * @param text - the decoded text of a QR code.
 * @returns {@link Payload} (kind `text` with one `text` field when no convention applies).
 * @throws ToolInputError when the text is empty, or a recognised payload is malformed (a Wi-Fi code
 *   without a network name, a vCard cut off, a location out of range).
 * @see ZXing's "Barcode Contents" conventions; RFC 6350 (vCard), RFC 5545 (iCalendar), RFC 6068
 *   (mailto), RFC 3966 (tel), RFC 5870 (geo), RFC 5724 (sms), RFC 3986 (URI).
 */
export function parseQrPayload(text: string): Payload {
  if (text.length === 0) throw new ToolInputError('Enter the text of a QR code.');
  const trimmed = text.trim();
  if (/^WIFI:/i.test(trimmed)) return parseWifi(trimmed);
  if (/^BEGIN:VCARD/i.test(trimmed)) return parseVcard(trimmed);
  if (/^MECARD:/i.test(trimmed)) return parseMecard(trimmed);
  if (/^BEGIN:(VCALENDAR|VEVENT)/i.test(trimmed)) return parseEvent(trimmed);
  if (/^(mailto:|matmsg:|smtp:)/i.test(trimmed)) return parseEmail(trimmed);
  if (/^tel:/i.test(trimmed)) return { kind: 'tel', fields: [{ key: 'number', value: decodePath(trimmed.slice(4)) }] };
  if (/^geo:/i.test(trimmed)) return parseGeo(trimmed);
  if (/^(sms:|smsto:|mmsto:)/i.test(trimmed)) return parseSms(trimmed);
  if (/^(https?|ftp):\/\/\S+$/i.test(trimmed)) {
    let url: URL | null = null;
    try {
      url = new URL(trimmed);
    } catch {
      url = null;
    }
    if (url)
      return {
        kind: 'url',
        fields: [
          { key: 'url', value: trimmed },
          { key: 'host', value: url.hostname },
          ...(url.protocol === 'http:' ? [{ key: 'warning', value: 'Not encrypted (http): check the address before opening it.' }] : []),
        ],
      };
  }
  return { kind: 'text', fields: [{ key: 'text', value: text }] };
}
