import { ToolInputError } from '@handy-tools/ui/kit';
import PostalMime, { type Email } from 'postal-mime';

/**
 * Bounce (non-delivery report) parsing: RFC 3464 delivery status notifications (multipart/report;
 * report-type=delivery-status with a message/delivery-status part), and the plain-text bounces some
 * servers still send (Exim, qmail, Exchange, Gmail, Postfix texts), read by heuristics and marked as
 * guessed. Status codes are explained per RFC 3463 (enhanced mail system status codes) and the IANA
 * "SMTP Enhanced Status Codes" registry.
 */

/** RFC 3463 §3.1 classes. */
export const STATUS_CLASSES: Record<string, string> = {
  '2': 'Success',
  '4': 'Persistent transient failure: the message may get through if sent again later',
  '5': 'Permanent failure: sending the message again in the same form will fail',
};

/** RFC 3463 §3.2 subjects. */
export const STATUS_SUBJECTS: Record<string, string> = {
  '0': 'Other or undefined status',
  '1': 'Addressing status',
  '2': 'Mailbox status',
  '3': 'Mail system status',
  '4': 'Network and routing status',
  '5': 'Mail delivery protocol status',
  '6': 'Message content or media status',
  '7': 'Security or policy status',
};

/** Subject.detail meanings: RFC 3463 §3.3–3.9, plus later entries of the IANA registry (source in parentheses). */
export const STATUS_DETAILS: Record<string, string> = {
  '0.0': 'Other undefined status',
  '1.0': 'Other address status',
  '1.1': 'Bad destination mailbox address (no such user)',
  '1.2': 'Bad destination system address (no such domain)',
  '1.3': 'Bad destination mailbox address syntax',
  '1.4': 'Destination mailbox address ambiguous',
  '1.5': 'Destination address valid',
  '1.6': 'Destination mailbox has moved, no forwarding address',
  '1.7': "Bad sender's mailbox address syntax",
  '1.8': "Bad sender's system address",
  '1.9': 'Message relayed to a non-compliant mailer (RFC 3886)',
  '1.10': 'Recipient address has a null MX (RFC 7505)',
  '2.0': 'Other or undefined mailbox status',
  '2.1': 'Mailbox disabled, not accepting messages',
  '2.2': 'Mailbox full',
  '2.3': 'Message length exceeds the administrative limit',
  '2.4': 'Mailing list expansion problem',
  '3.0': 'Other or undefined mail system status',
  '3.1': 'Mail system full',
  '3.2': 'System not accepting network messages',
  '3.3': 'System not capable of the selected features',
  '3.4': 'Message too big for the system',
  '3.5': 'System incorrectly configured',
  '3.6': 'Requested priority was changed (RFC 6710)',
  '4.0': 'Other or undefined network or routing status',
  '4.1': 'No answer from host',
  '4.2': 'Bad connection',
  '4.3': 'Directory server failure',
  '4.4': 'Unable to route',
  '4.5': 'Mail system congestion',
  '4.6': 'Routing loop detected',
  '4.7': 'Delivery time expired',
  '5.0': 'Other or undefined protocol status',
  '5.1': 'Invalid command',
  '5.2': 'Syntax error',
  '5.3': 'Too many recipients',
  '5.4': 'Invalid command arguments',
  '5.5': 'Wrong protocol version',
  '5.6': 'Authentication exchange line is too long (RFC 4954)',
  '6.0': 'Other or undefined media error',
  '6.1': 'Media not supported',
  '6.2': 'Conversion required and prohibited',
  '6.3': 'Conversion required but not supported',
  '6.4': 'Conversion with loss performed',
  '6.5': 'Conversion failed',
  '6.6': 'Message content not available (RFC 4468)',
  '6.7': 'Non-ASCII addresses not permitted for that sender/recipient (RFC 6531)',
  '6.8': 'UTF-8 string reply is required, but not permitted by the SMTP client (RFC 6531)',
  '6.9': 'UTF-8 header message cannot be transferred to one or more recipients (RFC 6531)',
  '7.0': 'Other or undefined security status',
  '7.1': 'Delivery not authorized, message refused',
  '7.2': 'Mailing list expansion prohibited',
  '7.3': 'Security conversion required but not possible',
  '7.4': 'Security features not supported',
  '7.5': 'Cryptographic failure',
  '7.6': 'Cryptographic algorithm not supported',
  '7.7': 'Message integrity failure',
  '7.8': 'Authentication credentials invalid (RFC 4954)',
  '7.9': 'Authentication mechanism is too weak (RFC 4954)',
  '7.10': 'Encryption needed (RFC 5248)',
  '7.11': 'Encryption required for the requested authentication mechanism (RFC 4954)',
  '7.12': 'A password transition is needed (RFC 4954)',
  '7.13': 'User account disabled (RFC 5248)',
  '7.14': 'Trust relationship required (RFC 5248)',
  '7.15': 'Priority level is too low (RFC 6710)',
  '7.16': 'Message is too big for the specified priority (RFC 6710)',
  '7.17': 'Mailbox owner has changed (RFC 7293)',
  '7.18': 'Domain owner has changed (RFC 7293)',
  '7.19': 'RRVS test cannot be completed (RFC 7293)',
  '7.20': 'No passing DKIM signature found (RFC 7372)',
  '7.21': 'No acceptable DKIM signature found (RFC 7372)',
  '7.22': 'No valid author-matched DKIM signature found (RFC 7372)',
  '7.23': 'SPF validation failed (RFC 7372)',
  '7.24': 'SPF validation error (RFC 7372)',
  '7.25': 'Reverse DNS validation failed (RFC 7372)',
  '7.26': 'Multiple authentication checks failed (RFC 7372)',
  '7.27': 'Sender address has a null MX (RFC 7505)',
  '7.28': 'Mail flood detected (RFC 8689)',
  '7.29': 'ARC validation failure (RFC 8617)',
  '7.30': 'REQUIRETLS support required (RFC 8689)',
};

/** An enhanced status code explained. */
export interface StatusExplained {
  /** The code, e.g. `5.1.1`. */
  code: string;
  /** The meaning of its class (2, 4, 5). */
  classText: string;
  /** The meaning of its subject. */
  subjectText: string;
  /** The meaning of subject.detail, or null when the registry has no such code. */
  detailText: string | null;
}

/**
 * Explains an RFC 3463 enhanced status code.
 *
 * @param code - `class.subject.detail`, e.g. `5.1.1` (a comment after it is ignored).
 * @returns the code and the meanings of its parts, or null when it is not `[245].ddd.ddd`.
 * @see RFC 3463 §3; IANA "Simple Mail Transfer Protocol (SMTP) Enhanced Status Codes" registry.
 */
export function explainStatus(code: string): StatusExplained | null {
  const m = /^\s*([245])\.(\d{1,3})\.(\d{1,3})\b/.exec(code);
  if (!m) return null;
  const [cls, subject, detail] = [m[1] ?? '', String(Number(m[2])), String(Number(m[3]))];
  return {
    code: `${cls}.${subject}.${detail}`,
    classText: STATUS_CLASSES[cls] ?? '',
    subjectText: STATUS_SUBJECTS[subject] ?? 'Unknown subject',
    detailText: STATUS_DETAILS[`${subject}.${detail}`] ?? null,
  };
}

/** Why a delivery failed, in broad terms. */
export type BounceCategory =
  | 'unknown-user'
  | 'mailbox-full'
  | 'mailbox-disabled'
  | 'bad-domain'
  | 'spam-block'
  | 'authentication'
  | 'message-too-big'
  | 'policy'
  | 'network'
  | 'delayed'
  | 'other';

const CATEGORY_TEXT: [BounceCategory, RegExp][] = [
  ['mailbox-full', /mailbox (?:is )?full|over ?quota|quota exceeded|exceeded (?:the )?storage|insufficient storage|mailbox size limit/i],
  ['unknown-user', /user unknown|unknown user|no such (?:user|mailbox|recipient)|does not exist|doesn't exist|not found|recipnotfound|recipientnotfound|address rejected|invalid recipient|unknown (?:local-part|recipient|mailbox)|mailbox unavailable|address couldn't be found|not a registered|unrouteable address/i],
  ['mailbox-disabled', /disabled|deactivated|inactive|suspended|account (?:has been )?closed/i],
  ['bad-domain', /host (?:name )?(?:lookup failure|not found|unknown)|domain (?:not found|does not exist)|no mx|null mx|unrouteable mail domain|name service error|nxdomain/i],
  ['authentication', /\bspf\b|\bdkim\b|\bdmarc\b|authenticat|reverse dns|ptr record/i],
  ['spam-block', /spam|blacklist|blocklist|block ?list|blocked|spamhaus|\brbl\b|\bdnsbl\b|reputation|junk|rejected for policy reasons|banned/i],
  ['message-too-big', /too (?:big|large)|size limit|exceeds (?:the )?(?:maximum|size)|message length/i],
  ['network', /timed? ?out|connection (?:refused|reset|lost)|no route|network is unreachable|could not connect|tls/i],
];

/**
 * Sorts a failure into a category from its enhanced status code and its diagnostic text.
 *
 * @param status - the enhanced status code (`5.2.2`), or null.
 * @param text - the diagnostic text (Diagnostic-Code, SMTP reply or the bounce's own words).
 * @param action - the DSN action (`failed`, `delayed`…), or null.
 * @returns the category; `delayed` for a `delayed` action or a 4.x.x code that says nothing more.
 */
export function categorizeBounce(status: string | null, text: string, action: string | null = null): BounceCategory {
  const s = status ? explainStatus(status) : null;
  const sd = s ? s.code.slice(2) : '';
  if (sd === '2.2' || sd === '3.1') return 'mailbox-full';
  if (sd === '1.1' || sd === '1.10' || sd === '1.6') return 'unknown-user';
  if (sd === '2.1' || sd === '7.13') return 'mailbox-disabled';
  if (sd === '1.2' || sd === '4.4') return 'bad-domain';
  if (['7.20', '7.21', '7.22', '7.23', '7.24', '7.25', '7.26', '7.29'].includes(sd)) return 'authentication';
  if (sd === '2.3' || sd === '3.4') return 'message-too-big';
  for (const [category, pattern] of CATEGORY_TEXT) if (pattern.test(text)) return category;
  if (sd.startsWith('7.')) return 'policy';
  if (sd.startsWith('4.')) return 'network';
  if (action === 'delayed' || s?.code.startsWith('4.')) return 'delayed';
  return 'other';
}

/** A `type; value` DSN field (RFC 3464 §2.1.2: address-type, mta-name-type, diagnostic-type). */
export interface TypedValue {
  type: string;
  value: string;
}

/** One recipient of a bounce. */
export interface BounceRecipient {
  /** Final-Recipient (or, guessed, the address the bounce names). */
  finalRecipient: TypedValue | null;
  originalRecipient: TypedValue | null;
  /** Action: failed, delayed, delivered, relayed, expanded (RFC 3464 §2.3.3). */
  action: string | null;
  /** The Status field as written (code and optional comment). */
  status: string | null;
  /** The status code explained, or null. */
  statusExplained: StatusExplained | null;
  /** The basic SMTP reply code (RFC 5321 §4.2), e.g. `550`, when the diagnostic has one. */
  smtpCode: string | null;
  diagnosticCode: TypedValue | null;
  remoteMta: TypedValue | null;
  lastAttemptDate: string | null;
  willRetryUntil: string | null;
  finalLogId: string | null;
  category: BounceCategory;
  /** Every field of the block, as written (extension fields included). */
  fields: { name: string; value: string }[];
}

/** A parsed bounce. */
export interface BounceReport {
  /** `dsn`: read from a message/delivery-status part (RFC 3464); `guessed`: read from the text by heuristics; `none`: not a bounce. */
  kind: 'dsn' | 'guessed' | 'none';
  /** For a guessed bounce, the software whose text was recognised (Exim, Exchange…), or null. */
  software: string | null;
  /** The bounce message's own Subject, From and Date. */
  subject: string | null;
  from: string | null;
  date: string | null;
  /** Per-message fields (RFC 3464 §2.2). */
  reportingMta: TypedValue | null;
  receivedFromMta: TypedValue | null;
  arrivalDate: string | null;
  originalEnvelopeId: string | null;
  recipients: BounceRecipient[];
  /** The human-readable part of the bounce (its first text part), or null. */
  humanText: string | null;
  /** Subject, To and Message-ID of the returned original message, when included. */
  original: { subject: string | null; to: string | null; messageId: string | null } | null;
}

/** Parses a header-like block (RFC 822 style fields with folding) into fields. */
function fieldsOf(block: string): { name: string; value: string }[] {
  const out: { name: string; value: string }[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && out.length > 0) {
      const last = out[out.length - 1];
      if (last) last.value += ` ${line.trim()}`;
      continue;
    }
    const m = /^([\x21-\x39\x3b-\x7e]+)[ \t]*:[ \t]*(.*)$/.exec(line);
    if (m) out.push({ name: m[1] ?? '', value: (m[2] ?? '').trim() });
  }
  return out;
}

function typed(value: string | undefined): TypedValue | null {
  if (value === undefined) return null;
  const i = value.indexOf(';');
  return i < 0 ? { type: '', value: value.trim() } : { type: value.slice(0, i).trim().toLowerCase(), value: value.slice(i + 1).trim() };
}

const SMTP_CODE = /(?:^|[\s;:'"(])([245]\d\d)(?:[ -]|$)/;
const ENHANCED = /\b([245]\.\d{1,3}\.\d{1,3})\b/;

function recipientOf(fields: { name: string; value: string }[]): BounceRecipient {
  const get = (name: string) => fields.find((f) => f.name.toLowerCase() === name)?.value;
  const status = get('status') ?? null;
  const diagnosticCode = typed(get('diagnostic-code'));
  const action = get('action')?.toLowerCase() ?? null;
  return {
    finalRecipient: typed(get('final-recipient')),
    originalRecipient: typed(get('original-recipient')),
    action,
    status,
    statusExplained: status ? explainStatus(status) : null,
    smtpCode: diagnosticCode ? (SMTP_CODE.exec(diagnosticCode.value)?.[1] ?? null) : null,
    diagnosticCode,
    remoteMta: typed(get('remote-mta')),
    lastAttemptDate: get('last-attempt-date') ?? null,
    willRetryUntil: get('will-retry-until') ?? null,
    finalLogId: get('final-log-id') ?? null,
    category: categorizeBounce(status, `${diagnosticCode?.value ?? ''} ${status ?? ''}`, action),
    fields,
  };
}

/**
 * Reads the content of a message/delivery-status part (RFC 3464 §2.1): per-message fields, an empty
 * line, then one block of per-recipient fields per recipient.
 *
 * @param text - the part's content.
 * @returns the per-message fields and the recipients.
 * @throws ToolInputError when no block has a Final-Recipient field (RFC 3464 §2.3.2 requires it).
 */
export function parseDeliveryStatus(text: string): Pick<BounceReport, 'reportingMta' | 'receivedFromMta' | 'arrivalDate' | 'originalEnvelopeId' | 'recipients'> {
  const blocks = text
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .map(fieldsOf)
    .filter((f) => f.length > 0);
  const isRecipient = (f: { name: string }[]) => f.some((x) => /^(final-recipient|original-recipient|action|status)$/i.test(x.name));
  const perMessage = blocks[0] && !isRecipient(blocks[0]) ? blocks[0] : [];
  const recipients = blocks.filter(isRecipient).map(recipientOf);
  if (!recipients.some((r) => r.finalRecipient)) throw new ToolInputError('The delivery-status part has no Final-Recipient field (RFC 3464 §2.3.2 requires one per recipient).');
  const get = (name: string) => perMessage.find((f) => f.name.toLowerCase() === name)?.value;
  return {
    reportingMta: typed(get('reporting-mta')),
    receivedFromMta: typed(get('received-from-mta')),
    arrivalDate: get('arrival-date') ?? null,
    originalEnvelopeId: get('original-envelope-id') ?? null,
    recipients,
  };
}

/** Texts that identify the software of a plain-text bounce. */
const SOFTWARE: [string, RegExp][] = [
  ['Exim', /This message was created automatically by mail delivery software|X-Failed-Recipients/i],
  ['Microsoft Exchange', /Diagnostic information for administrators|Remote Server returned|Microsoft Exchange|Delivery has failed to these recipients/i],
  ['Gmail', /\*\* (?:Address not found|Message not delivered|Message blocked|Delivery incomplete) \*\*|mailer-daemon@googlemail\.com|The response from the remote server was/i],
  ['qmail', /This is the qmail-send program/i],
  ['Postfix', /This is the mail system at host|\(in reply to (?:RCPT TO|end of DATA|MAIL FROM) command\)/i],
  ['Sendmail', /----- Transcript of session follows -----|The original message was received at/i],
];

const EMAIL = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+/;

/** Reads recipients, codes and diagnostics from the text of a bounce that has no delivery-status part. */
function guess(text: string, failedHeader: string | null): { software: string | null; recipients: BounceRecipient[] } {
  const software = SOFTWARE.find(([, p]) => p.test(text))?.[0] ?? null;
  // Stop at the returned copy of the original message.
  const body = text.split(/^-{3,}.*(?:copy of the message|Original message|original message follows|Below this line is a copy).*$/im)[0] ?? text;
  const found: { address: string; diagnostic: string }[] = [];
  const add = (address: string, diagnostic: string) => {
    const a = address.replace(/^<|>$/g, '');
    if (/^(mailer-daemon|postmaster)@/i.test(a)) return;
    const prev = found.find((f) => f.address.toLowerCase() === a.toLowerCase());
    if (prev) {
      if (!prev.diagnostic && diagnostic) prev.diagnostic = diagnostic;
    } else found.push({ address: a, diagnostic });
  };
  const lines = body.split(/\r?\n/);
  lines.forEach((line, i) => {
    // Postfix/qmail: "<user@example.com>: host mx[1.2.3.4] said: 550 …"; Exim: "  user@example.com" then an indented reason.
    const postfix = /^\s*<([^<>\s]+@[^<>\s]+)>:?\s*(.*)$/.exec(line);
    if (postfix) {
      const rest = [postfix[2] ?? '', ...lines.slice(i + 1, i + 4).filter((l) => /^\s+\S/.test(l))].join(' ').trim();
      add(postfix[1] ?? '', rest);
      return;
    }
    const exim = /^\s{2,}([^\s<>]+@[^\s<>]+?):?\s*$/.exec(line);
    if (exim && EMAIL.test(exim[1] ?? '')) {
      const reason: string[] = [];
      for (let k = i + 1; k < lines.length && /^\s{4,}\S/.test(lines[k] ?? ''); k++) reason.push((lines[k] ?? '').trim());
      add(exim[1] ?? '', reason.join(' '));
    }
  });
  for (const a of failedHeader?.split(',') ?? []) if (a.trim()) add(a.trim(), '');
  // Exchange / Gmail: the address is on a line of its own or after "to"; the diagnostic is the line with the SMTP reply.
  if (found.length === 0) {
    const named = /(?:wasn't delivered to|could not be delivered to|delivery to the following recipients? failed[.:]?|failed to these recipients or (?:groups|distribution lists):)\s*(?:\S*<mailto:)?<?([^\s<>]+@[^\s<>]+)/i.exec(body);
    if (named) add((named[1] ?? '').replace(/[.,;:]+$/, ''), '');
  }
  const replyLine = lines.find((l) => SMTP_CODE.test(l) && (ENHANCED.test(l) || /said|returned|error|reply|response/i.test(l)))?.trim() ?? '';
  const recipients = found.map(({ address, diagnostic }) => {
    const diag = diagnostic || replyLine;
    const status = ENHANCED.exec(diag)?.[1] ?? null;
    const smtpCode = SMTP_CODE.exec(diag)?.[1] ?? null;
    const permanent = /permanent error|permanent fatal|unrecoverable|will not try to redeliver/i.test(body) || smtpCode?.startsWith('5') || status?.startsWith('5');
    const action = permanent ? 'failed' : /delay|will (?:keep )?try|retry/i.test(body) ? 'delayed' : 'failed';
    const fields = [{ name: 'Final-Recipient', value: `rfc822; ${address}` }, ...(status ? [{ name: 'Status', value: status }] : []), ...(diag ? [{ name: 'Diagnostic-Code', value: diag }] : [])];
    return {
      finalRecipient: { type: 'rfc822', value: address },
      originalRecipient: null,
      action,
      status,
      statusExplained: status ? explainStatus(status) : null,
      smtpCode,
      diagnosticCode: diag ? { type: smtpCode ? 'smtp' : '', value: diag } : null,
      remoteMta: (() => {
        const host = /host\s+([A-Za-z0-9.-]+\.[A-Za-z]{2,})\s*\[/i.exec(diag) ?? /Generating server:\s*([A-Za-z0-9.-]+)/i.exec(body);
        return host ? { type: 'dns', value: host[1] ?? '' } : null;
      })(),
      lastAttemptDate: null,
      willRetryUntil: null,
      finalLogId: null,
      category: categorizeBounce(status, `${diag} ${body.slice(0, 2000)}`, action),
      fields,
    } satisfies BounceRecipient;
  });
  return { software, recipients };
}

const decoder = new TextDecoder();
const asText = (content: ArrayBuffer | Uint8Array | string) => (typeof content === 'string' ? content : decoder.decode(content));

/**
 * Parses a bounce message.
 *
 * A message with a message/delivery-status part (RFC 3464, inside multipart/report) is read field by
 * field; a bare delivery-status block (starting with Reporting-MTA or Final-Recipient) too. Other
 * messages are read by heuristics over their text (the recipients, the SMTP reply and enhanced status
 * code, the remote host), and the result is marked `guessed` with the software recognised.
 *
 * @param raw - the bounce's source (text or .eml bytes).
 * @returns the report: kind (`dsn`, `guessed`, `none`), per-message fields, recipients with their
 *   action, status (explained per RFC 3463), diagnostic, remote MTA and a reason category.
 * @throws ToolInputError when the input is empty or a delivery-status part has no Final-Recipient.
 * @see RFC 3464, RFC 3463, RFC 6522 (multipart/report), RFC 5321 §4.2 (reply codes).
 */
export async function parseBounce(raw: string | Uint8Array): Promise<BounceReport> {
  if ((typeof raw === 'string' ? raw.trim() : raw).length === 0) throw new ToolInputError('Paste the source of a bounce message (with its headers) or open an .eml file.');
  let email: Email;
  try {
    email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer', forceRfc822Attachments: true });
  } catch (e) {
    throw new ToolInputError(`The message could not be read: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  const header = (key: string) => email.headers.find((h) => h.key === key)?.value ?? null;
  const from = email.from ? (email.from.address ? `${email.from.name ? `${email.from.name} ` : ''}<${email.from.address}>` : email.from.name) : null;
  const base = { subject: email.subject ?? null, from, date: header('date') };
  const originalPart = email.attachments.find((a) => a.mimeType === 'message/rfc822' || a.mimeType === 'text/rfc822-headers');
  let original: BounceReport['original'] = null;
  if (originalPart) {
    const o = fieldsOf(asText(originalPart.content).split(/\r?\n\r?\n/)[0] ?? '');
    const get = (n: string) => o.find((f) => f.name.toLowerCase() === n)?.value ?? null;
    original = { subject: get('subject'), to: get('to'), messageId: get('message-id') };
  }
  const statusPart = email.attachments.find((a) => a.mimeType === 'message/delivery-status' || a.mimeType === 'message/global-delivery-status');
  const humanText = email.text ?? null;
  const bare = !statusPart && email.headers.some((h) => h.key === 'reporting-mta' || h.key === 'final-recipient');
  if (statusPart || bare) {
    const text = statusPart ? asText(statusPart.content) : (typeof raw === 'string' ? raw : decoder.decode(raw));
    return { kind: 'dsn', software: null, ...base, ...parseDeliveryStatus(text), humanText: bare ? null : humanText, original };
  }
  const text = [email.text ?? '', email.text ? '' : (email.html ?? '').replace(/<[^>]*>/g, ' ')].join('\n');
  const guessed = guess(text, header('x-failed-recipients'));
  const none = { reportingMta: null, receivedFromMta: null, arrivalDate: null, originalEnvelopeId: null };
  if (guessed.recipients.length === 0) return { kind: 'none', software: guessed.software, ...base, ...none, recipients: [], humanText, original };
  return { kind: 'guessed', software: guessed.software, ...base, ...none, recipients: guessed.recipients, humanText, original };
}
