// Outlook .msg files ([MS-OXMSG]: MAPI properties in an OLE compound file) read into the message
// model the e-mail tools share, with @kenjiuno/msgreader; the compressed RTF body ([MS-OXRTFCP])
// with @kenjiuno/decompressrtf.
import { decompressRTF } from '@kenjiuno/decompressrtf';
import MsgReaderExport, { type FieldsData, type RawProp } from '@kenjiuno/msgreader';
import { getProps } from '@kenjiuno/msgreader/lib/Defs.js';
import { ToolInputError } from '@handy-tools/ui/kit';
import {
  parseMessageDate,
  type MessageAddress,
  type MessageAttachment,
  type MessageField,
  type MessageHeader,
  type ParsedMessage,
} from '../shared/message.js';

// msgreader is CommonJS with `exports.default = MsgReader`: Node's interop hands over the class, a
// browser bundler may hand over the exports object.
const MsgReader = (MsgReaderExport as unknown as { default?: typeof MsgReaderExport }).default ?? MsgReaderExport;
type MsgReader = InstanceType<typeof MsgReaderExport>;

/** The signature every OLE compound file starts with ([MS-CFB] §2.2). */
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** One MAPI property of the message as stored ([MS-OXPROPS]), for the property table. */
export interface OutlookProperty {
  /** The property tag as 8 hex digits, upper case (identifier then type, e.g. `0037001F`). */
  tag: string;
  /** Its canonical name (e.g. `PidTagSubject`), the string name of a named property, or '' when unknown. */
  name: string;
  /** The value as text: strings as they are, binary values as hex (the first 64 bytes). */
  value: string;
}

/** A parsed Outlook message: the shared model plus the raw MAPI properties. */
export interface OutlookMessage extends ParsedMessage {
  properties: OutlookProperty[];
}

/** msgreader hands some binary values over as plain arrays of bytes. */
const asBytes = (value: Uint8Array | ArrayLike<number>): Uint8Array => (value instanceof Uint8Array ? value : Uint8Array.from(value));

const hex = (value: Uint8Array | ArrayLike<number>, max = 64) => {
  const bytes = asBytes(value);
  return (
    Array.from(bytes.subarray(0, max), (b) => b.toString(16).padStart(2, '0')).join(' ') +
    (bytes.length > max ? ` … (${bytes.length} bytes)` : '')
  );
};

/** Windows code pages ([MS-OXPROPS] PidTagInternetCodepage) → WHATWG Encoding labels. */
function encodingOfCodepage(codepage: number | undefined): string {
  if (codepage === undefined || codepage === 65001) return 'utf-8';
  const named: Record<number, string> = {
    932: 'shift_jis',
    936: 'gbk',
    949: 'euc-kr',
    950: 'big5',
    20127: 'us-ascii',
    20866: 'koi8-r',
    21866: 'koi8-u',
    50220: 'iso-2022-jp',
    51932: 'euc-jp',
    54936: 'gb18030',
    874: 'windows-874',
  };
  if (named[codepage]) return named[codepage];
  if (codepage >= 1250 && codepage <= 1258) return `windows-${codepage}`;
  if (codepage >= 28591 && codepage <= 28605) return `iso-8859-${codepage - 28590}`;
  return 'utf-8';
}

function decodeText(value: Uint8Array | ArrayLike<number>, codepage: number | undefined): string {
  const bytes = asBytes(value);
  try {
    return new TextDecoder(encodingOfCodepage(codepage)).decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes);
  }
}

/** Unfolds a header block (RFC 5322 §2.2.3) into its fields, in order. */
function headerFields(block: string): MessageHeader[] {
  return block
    .replace(/\r\n/g, '\n')
    .split(/\n(?![ \t])/)
    .map((line) => /^([\x21-\x39\x3b-\x7e]+)[ \t]*:[ \t]*([\s\S]*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ name: m[1] ?? '', value: (m[2] ?? '').replace(/\n[ \t]+/g, ' ').trim() }));
}

/** msgreader writes times with `Date.prototype.toUTCString` (e.g. `Sat, 28 Nov 2026 09:30:00 GMT`). */
function isoTime(value: string | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace('.000Z', 'Z');
}

/** The address to show: the SMTP one when Outlook kept it, not an Exchange (X.500) DN. */
function smtpOrAddress(smtp: string | undefined, address: string | undefined): string {
  return smtp || address || '';
}

let propertyNames: Map<string, string> | undefined;
function propertyName(prop: RawProp): string {
  if (prop.propertyName) return prop.propertyName;
  propertyNames ??= new Map(getProps().map((p) => [p.key.toUpperCase(), p.name]));
  return propertyNames.get((prop.propertyTag ?? '').toUpperCase()) ?? '';
}

function openReader(bytes: Uint8Array): { reader: MsgReader; data: FieldsData } {
  if (bytes.length === 0) throw new ToolInputError('The file is empty.');
  if (!CFB_SIGNATURE.every((b, i) => bytes[i] === b)) {
    const head = new TextDecoder('latin1').decode(bytes.subarray(0, 512));
    const eml = /^(?:From |[\x21-\x39\x3b-\x7e]+:)/.test(head) && /\n\r?\n/.test(head);
    throw new ToolInputError(
      eml
        ? 'This looks like an .eml (MIME) message, not an Outlook .msg file: open it in the e-mail parser.'
        : `Not an Outlook .msg file: a .msg file is an OLE compound file that starts with D0 CF 11 E0 A1 B1 1A E1 ([MS-CFB] §2.2); this one starts with ${hex(bytes, 8).toUpperCase()}.`,
    );
  }
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  let reader: MsgReader;
  let data: FieldsData;
  try {
    reader = new MsgReader(buffer);
    reader.parserConfig = { includeRawProps: true };
    data = reader.getFileData();
  } catch (error) {
    throw new ToolInputError(
      `The compound file could not be read (damaged or cut short?): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (data.error) throw new ToolInputError(`The compound file could not be read as an Outlook message: ${data.error}`);
  if (data.dataType !== 'msg')
    throw new ToolInputError('This compound file holds no Outlook message properties (is it a Word or Excel document?).');
  return { reader, data };
}

/**
 * Reads an Outlook message file.
 *
 * @param bytes - the whole `.msg` file ([MS-OXMSG]: an OLE compound file, [MS-CFB]).
 * @returns the message in the e-mail tools' model: sender and recipients (SMTP addresses where Outlook
 *   kept them, else the stored address, e.g. an Exchange DN), subject, the transport headers Outlook
 *   kept (`rawHeaders`, unfolded into `headers`), the submit time as `date`, plain, HTML and RTF bodies
 *   (the RTF decompressed per [MS-OXRTFCP]), attachments with their content (an embedded message as a
 *   `.msg` file of its own), Outlook's times and message class as `fields`, notes, and every MAPI
 *   property with its [MS-OXPROPS] name.
 * @throws ToolInputError for an empty file, a file that is not a compound file (naming its first
 *   bytes, or saying it is an .eml), a damaged compound file, or one without message properties.
 */
export function parseOutlookMessage(bytes: Uint8Array): OutlookMessage {
  const { reader, data } = openReader(bytes);
  const notes: string[] = [];
  const addresses = (kind: 'to' | 'cc' | 'bcc'): MessageAddress[] =>
    (data.recipients ?? [])
      .filter((r) => (r.recipType ?? 'to') === kind)
      .map((r) => ({ name: r.name ?? '', address: smtpOrAddress(r.smtpAddress, r.email) }));
  const fromAddress = smtpOrAddress(data.senderSmtpAddress, data.senderEmail);
  if (!data.senderSmtpAddress && data.senderAddressType === 'EX')
    notes.push('The sender has an Exchange (X.500) address only: Outlook kept no SMTP address for it.');

  const rawHeaders = (data.headers ?? '').replace(/\r?\n$/, '');
  const headers = headerFields(rawHeaders);
  const header = (name: string) => headers.find((h) => h.name.toLowerCase() === name)?.value ?? null;
  const submitted = isoTime(data.clientSubmitTime);
  const dateHeader = header('date');
  const date = dateHeader ? parseMessageDate(dateHeader) : data.clientSubmitTime ? parseMessageDate(data.clientSubmitTime) : null;

  let html: string | null = data.bodyHtml ?? null;
  if (html === null && data.html) html = decodeText(data.html, data.internetCodepage);

  let rtf: string | null = null;
  if (data.compressedRtf) {
    try {
      rtf = new TextDecoder('latin1').decode(Uint8Array.from(decompressRTF(Array.from(data.compressedRtf))));
      if (/\\fromhtml1/.test(rtf.slice(0, 2000)))
        notes.push('The RTF body holds the HTML body encapsulated in RTF ([MS-OXRTFEX]); it is shown as RTF source.');
    } catch (error) {
      notes.push(`The compressed RTF body could not be decompressed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const attachments: MessageAttachment[] = (data.attachments ?? []).map((attachment, index) => {
    const named = Boolean(attachment.fileName || attachment.fileNameShort || attachment.name);
    let content: Uint8Array = new Uint8Array(0);
    let filename = attachment.fileName || attachment.fileNameShort || attachment.name || `attachment-${index + 1}`;
    try {
      const file = reader.getAttachment(attachment);
      content = asBytes(file.content);
      filename = file.fileName || filename;
    } catch (error) {
      notes.push(`Attachment ${index + 1} (${filename}) could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (attachment.innerMsgContent && !/\.msg$/i.test(filename)) filename += '.msg';
    return {
      filename,
      named,
      mimeType: (
        attachment.attachMimeTag ?? (attachment.innerMsgContent ? 'application/vnd.ms-outlook' : 'application/octet-stream')
      ).toLowerCase(),
      size: content.byteLength,
      disposition: attachment.attachmentHidden ? 'inline' : 'attachment',
      contentId: attachment.pidContentId?.replace(/^<|>$/g, '') ?? null,
      content,
    };
  });

  const fields: MessageField[] = [];
  const field = (key: string, label: string, value: string | null | undefined) => {
    if (value) fields.push({ key, label, value });
  };
  field('messageClass', 'Message class', data.messageClass);
  field('created', 'Created', isoTime(data.creationTime));
  field('submitted', 'Submitted', submitted);
  field('delivered', 'Delivered', isoTime(data.messageDeliveryTime));
  field('modified', 'Last modified', isoTime(data.lastModificationTime));
  if (data.senderName && !fromAddress) field('senderName', 'Sender name', data.senderName);
  if (data.senderEmail && data.senderEmail !== fromAddress) field('senderEmail', 'Sender address', data.senderEmail);

  const properties: OutlookProperty[] = (data.rawProps ?? []).map((prop) => ({
    tag: (prop.propertyTag ?? '').toUpperCase(),
    name: propertyName(prop),
    value: prop.value === undefined ? '' : typeof prop.value === 'string' ? prop.value : hex(prop.value),
  }));

  return {
    headers,
    rawHeaders,
    from: data.senderName || fromAddress ? [{ name: data.senderName ?? '', address: fromAddress }] : [],
    sender: [],
    replyTo: [],
    to: addresses('to'),
    cc: addresses('cc'),
    bcc: addresses('bcc'),
    subject: data.subject ?? null,
    date,
    messageId: data.messageId ?? header('message-id'),
    inReplyTo: header('in-reply-to'),
    references: header('references'),
    returnPath: header('return-path'),
    deliveredTo: header('delivered-to'),
    text: data.body ?? null,
    html,
    rtf,
    attachments,
    fields,
    notes,
    properties,
  };
}
