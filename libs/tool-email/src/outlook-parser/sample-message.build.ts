// The sample the tool's example opens, as properties: `sample-message.ts` holds it written as a .msg
// file (Base64). After a change here, rewrite it with
// `HT_WRITE_OUTLOOK_SAMPLE=1 npx vitest run libs/tool-email/src/outlook-parser/sample-message.test.ts`.
import { buildMsg, SPEC_COMPRESSED_RTF } from './msg-file.test-support.js';

const utf8 = (s: string) => new TextEncoder().encode(s);
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** Builds the sample message: a note from Ann to Bob with Carol in copy, three bodies, an inline image and an attachment. */
export function buildSampleMessage(): Uint8Array {
  return buildMsg(
    {
      '001A': 'IPM.Note',
      '0037': 'Quarterly review: agenda',
      '0E1D': 'Quarterly review: agenda', // PidTagNormalizedSubject
      '0C1A': 'Ann Lee',
      '0C1E': 'SMTP',
      '0C1F': 'ann@example.com',
      '5D01': 'ann@example.com',
      '1000': 'Hi Bob,\r\n\r\nThe agenda for Thursday is attached. Room 4.2, 10:00.\r\n\r\nAnn',
      '1013': utf8(
        '<html><body><p>Hi Bob,</p><p>The agenda for <b>Thursday</b> is attached. Room 4.2, 10:00.</p><p><img src="cid:logo@example.com" alt="Logo" width="16" height="16"></p><p>Ann</p></body></html>',
      ),
      '3FDE': 65001,
      '1009': SPEC_COMPRESSED_RTF,
      '1035': '<agenda-2026-11@example.com>',
      '007D':
        'Received: from mail.example.com (mail.example.com [192.0.2.10])\r\n\tby mx.example.org; Sat, 28 Nov 2026 09:30:05 +0000\r\nDate: Sat, 28 Nov 2026 10:30:00 +0100\r\nFrom: Ann Lee <ann@example.com>\r\nTo: Bob <bob@example.org>\r\nCc: Carol <carol@example.net>\r\nSubject: Quarterly review: agenda\r\nMessage-ID: <agenda-2026-11@example.com>\r\nMIME-Version: 1.0\r\n',
      '0039': new Date('2026-11-28T09:30:00Z'),
      '0E06': new Date('2026-11-28T09:30:05Z'),
      '3007': new Date('2026-11-28T09:12:00Z'),
      '3008': new Date('2026-11-28T09:30:00Z'),
    },
    [
      { '0C15': 1, '3001': 'Bob', '3002': 'SMTP', '3003': 'bob@example.org', '39FE': 'bob@example.org' },
      { '0C15': 2, '3001': 'Carol', '3002': 'SMTP', '3003': 'carol@example.net', '39FE': 'carol@example.net' },
    ],
    [
      {
        '3705': 1,
        '3707': 'agenda.txt',
        '3704': 'AGENDA.TXT',
        '370E': 'text/plain',
        '3701': utf8('1. Results\r\n2. Budget\r\n3. Dates\r\n'),
      },
      { '3705': 1, '3707': 'logo.png', '370E': 'image/png', '3712': 'logo@example.com', '7FFE': 1, '3701': PIXEL },
    ],
  );
}
