// Writes Outlook .msg files for the tests and the tool's sample, as [MS-OXMSG] lays them out: an OLE
// compound file (SheetJS `cfb`, an implementation of [MS-CFB] independent of the reader under test)
// holding a property stream per object and one stream per variable-length property.
import CFB from 'cfb';

/** A property value: a string (PT_UNICODE), bytes (PT_BINARY), an integer (PT_LONG) or a Date (PT_SYSTIME). */
export type MsgValue = string | Uint8Array | number | Date;
/** Properties by 4-hex-digit identifier ([MS-OXPROPS]), e.g. `{ '0037': 'Subject' }`. */
export type MsgProperties = Record<string, MsgValue>;

const TYPE = { string: 0x001f, binary: 0x0102, long: 0x0003, time: 0x0040 } as const;
const typeOf = (v: MsgValue) =>
  typeof v === 'string' ? TYPE.string : v instanceof Uint8Array ? TYPE.binary : typeof v === 'number' ? TYPE.long : TYPE.time;
const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

function utf16(s: string): Uint8Array {
  const out = new Uint8Array(s.length * 2);
  for (let i = 0; i < s.length; i++) {
    out[i * 2] = s.charCodeAt(i) & 0xff;
    out[i * 2 + 1] = s.charCodeAt(i) >> 8;
  }
  return out;
}

/** Writes an object's properties: the fixed ones in its property stream, the others as substreams ([MS-OXMSG] §2.4). */
function addObject(cfb: CFB.CFB$Container, storage: string, props: MsgProperties, header: Uint8Array) {
  const entries = Object.entries(props);
  const stream = new Uint8Array(header.length + entries.length * 16);
  stream.set(header);
  const view = new DataView(stream.buffer);
  entries.forEach(([id, value], i) => {
    const type = typeOf(value);
    const at = header.length + i * 16;
    view.setUint32(at, (parseInt(id, 16) << 16) | type, true);
    view.setUint32(at + 4, 0x6, true); // PROPATTR_READABLE | PROPATTR_WRITABLE
    if (typeof value === 'number') view.setUint32(at + 8, value, true);
    else if (value instanceof Date) {
      // FILETIME: 100-ns intervals since 1601-01-01 UTC.
      const ticks = (BigInt(value.getTime()) + 11644473600000n) * 10000n;
      view.setBigUint64(at + 8, ticks, true);
    } else {
      const bytes = typeof value === 'string' ? utf16(value) : value;
      view.setUint32(at + 8, typeof value === 'string' ? bytes.length + 2 : bytes.length, true);
      CFB.utils.cfb_add(cfb, `${storage}/__substg1.0_${id.toUpperCase()}${hex4(type)}`, bytes);
    }
  });
  CFB.utils.cfb_add(cfb, `${storage}/__properties_version1.0`, stream);
}

/**
 * Builds a .msg file.
 *
 * @param message - the message's properties.
 * @param recipients - each recipient's properties (e.g. `0C15` PidTagRecipientType 1 = To, 2 = Cc, 3 = Bcc).
 * @param attachments - each attachment's properties (e.g. `3701` data, `3707` long file name, `3705` method 1 = by value).
 * @returns the file's bytes.
 */
export function buildMsg(message: MsgProperties, recipients: MsgProperties[] = [], attachments: MsgProperties[] = []): Uint8Array {
  const cfb = CFB.utils.cfb_new();
  // Top-level header: 8 reserved, next recipient id, next attachment id, recipient count, attachment count, 8 reserved.
  const top = new Uint8Array(32);
  const tv = new DataView(top.buffer);
  tv.setUint32(8, recipients.length, true);
  tv.setUint32(12, attachments.length, true);
  tv.setUint32(16, recipients.length, true);
  tv.setUint32(20, attachments.length, true);
  addObject(cfb, '', message, top);
  recipients.forEach((r, i) =>
    addObject(cfb, `/__recip_version1.0_#${i.toString(16).toUpperCase().padStart(8, '0')}`, r, new Uint8Array(8)),
  );
  attachments.forEach((a, i) =>
    addObject(cfb, `/__attach_version1.0_#${i.toString(16).toUpperCase().padStart(8, '0')}`, a, new Uint8Array(8)),
  );
  for (const id of ['00020102', '00030102', '00040102'])
    CFB.utils.cfb_add(cfb, `/__nameid_version1.0/__substg1.0_${id}`, new Uint8Array(0));
  return new Uint8Array(CFB.write(cfb, { type: 'array' }) as number[]);
}

/** [MS-OXRTFCP] §4.1.1: "{\rtf1\ansi\ansicpg1252\pard hello world}" + CRLF, compressed (the specification's example). */
export const SPEC_COMPRESSED_RTF = Uint8Array.from([
  0x2d, 0x00, 0x00, 0x00, 0x2b, 0x00, 0x00, 0x00, 0x4c, 0x5a, 0x46, 0x75, 0xf1, 0xc5, 0xc7, 0xa7, 0x03, 0x00, 0x0a, 0x00, 0x72, 0x63, 0x70,
  0x67, 0x31, 0x32, 0x35, 0x42, 0x32, 0x0a, 0xf3, 0x20, 0x68, 0x65, 0x6c, 0x09, 0x00, 0x20, 0x62, 0x77, 0x05, 0xb0, 0x6c, 0x64, 0x7d, 0x0a,
  0x80, 0x0f, 0xa0,
]);
