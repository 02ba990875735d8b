import { ToolInputError } from '@handy-tools/ui/kit';
import PostalMime, { addressParser, type Address, type Email } from 'postal-mime';
import { assertLooksLikeMessage, parseMessageDate, stripComments, type MessageAddress, type MessageAttachment, type ParsedMessage } from '../shared/message.js';

export { formatAddresses, inlineCidImages, parseMessageDate } from '../shared/message.js';
export type { MessageAddress, MessageAttachment, MessageDate, MessageField, MessageHeader, ParsedMessage } from '../shared/message.js';

/** Flattens postal-mime's addresses (groups become their members, tagged with the group's name). */
function addresses(list: Address | Address[] | undefined): MessageAddress[] {
  if (!list) return [];
  const all = Array.isArray(list) ? list : [list];
  return all.flatMap((a) => (a.group ? a.group.map((m) => ({ name: m.name, address: m.address, group: a.name })) : [{ name: a.name, address: a.address ?? '' }]));
}

const EXTENSIONS: Record<string, string> = {
  'text/plain': 'txt',
  'text/html': 'html',
  'text/calendar': 'ics',
  'message/rfc822': 'eml',
  'message/delivery-status': 'txt',
  'message/disposition-notification': 'txt',
  'text/rfc822-headers': 'txt',
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

function attachmentsOf(email: Email): MessageAttachment[] {
  return email.attachments.map((a, i) => {
    const content = typeof a.content === 'string' ? new TextEncoder().encode(a.content) : a.content instanceof Uint8Array ? a.content : new Uint8Array(a.content);
    const contentId = a.contentId ? a.contentId.replace(/^<|>$/g, '') : null;
    const ext = EXTENSIONS[a.mimeType] ?? 'bin';
    const filename = a.filename ?? (contentId ? `${contentId.replace(/[^\w.-]+/g, '_')}.${ext}` : `part-${i + 1}.${ext}`);
    return { filename, named: a.filename !== null, mimeType: a.mimeType, size: content.byteLength, disposition: a.disposition, contentId, content };
  });
}

/** The start of the input as text, for the header check (bytes read as Latin-1: header names are ASCII). */
function head(raw: string | Uint8Array): string {
  if (typeof raw === 'string') return raw.slice(0, 65_536);
  return new TextDecoder('latin1').decode(raw.subarray(0, 65_536));
}

/**
 * Parses an Internet message (.eml source) with postal-mime.
 *
 * Reads RFC 5322 headers (unfolded; RFC 2047 encoded-words decoded in the subject and display
 * names; RFC 2231 parameters), the MIME structure of RFC 2045–2049 (base64 and quoted-printable,
 * charsets, multipart/alternative, /mixed, /related, nested message/rfc822), the text and HTML
 * bodies and every attachment. The Date header is read per RFC 5322 §3.3 ({@link parseMessageDate}).
 *
 * @param raw - the message source: text (pasted) or bytes (an opened .eml file; 8-bit parts keep their charset).
 * @returns the message: headers in order, addresses (groups flattened), subject, date, ids, bodies,
 *   attachments (decoded bytes, sizes in bytes).
 * @throws ToolInputError when the input is empty, does not start with a header field, or is deeper or
 *   has larger headers than postal-mime's limits (256 nested parts, 2 MiB of headers).
 * @see RFC 5322, RFC 2045, RFC 2047, RFC 2231; postal-mime (MIT-0).
 */
export async function parseEmail(raw: string | Uint8Array): Promise<ParsedMessage> {
  if ((typeof raw === 'string' ? raw.trim() : raw).length === 0) throw new ToolInputError('Paste the source of a message or open an .eml file.');
  assertLooksLikeMessage(head(raw));
  let email: Email;
  try {
    email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
  } catch (e) {
    throw new ToolInputError(`The message could not be read: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  const header = (key: string) => email.headers.find((h) => h.key === key)?.value ?? null;
  // Address headers are read again without their comments (RFC 5322 §3.2.2, Appendix A.6.3), which postal-mime keeps in names and addresses.
  const list = (key: string, parsed: Address | Address[] | undefined) => {
    const value = email.headers.filter((h) => h.key === key).map((h) => h.value).join(', ');
    return value.includes('(') ? addresses(addressParser(stripComments(value))) : addresses(parsed);
  };
  const dateRaw = header('date');
  return {
    headers: email.headers.map((h) => ({ name: h.originalKey, value: h.value })),
    rawHeaders: email.headerLines.map((l) => l.line).join('\n'),
    from: list('from', email.from),
    sender: list('sender', email.sender),
    replyTo: list('reply-to', email.replyTo),
    to: list('to', email.to),
    cc: list('cc', email.cc),
    bcc: list('bcc', email.bcc),
    subject: email.subject ?? null,
    date: dateRaw === null ? null : parseMessageDate(dateRaw),
    messageId: email.messageId ?? null,
    inReplyTo: email.inReplyTo ?? null,
    references: email.references ?? null,
    returnPath: email.returnPath ?? null,
    deliveredTo: email.deliveredTo ?? null,
    text: email.text ?? null,
    html: email.html ?? null,
    rtf: null,
    attachments: attachmentsOf(email),
    fields: [],
    notes: [],
  };
}
