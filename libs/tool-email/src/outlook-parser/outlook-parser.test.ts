import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { outlookParserTool } from './meta.js';
import { buildMsg, SPEC_COMPRESSED_RTF } from './msg-file.test-support.js';
import { parseOutlookMessage } from './outlook-parser.js';
import { SAMPLE_MSG_BASE64 } from './sample-message.js';
import { outlookParserState } from './state.js';

// Property identifiers and types from [MS-OXPROPS]; the file layout from [MS-OXMSG] (written by
// SheetJS cfb in msg-file.test-support.ts, not by the reader under test).
const submitted = new Date('2026-11-28T09:30:00Z');
const utf8 = (s: string) => new TextEncoder().encode(s);
const message = () =>
  buildMsg(
    {
      '001A': 'IPM.Note', // PidTagMessageClass
      '0037': 'Réunion — notes', // PidTagSubject
      '0C1A': 'Ann Lee', // PidTagSenderName
      '0C1E': 'EX', // PidTagSenderAddressType
      '0C1F': '/O=EXAMPLE/OU=EXCHANGE ADMINISTRATIVE GROUP/CN=RECIPIENTS/CN=ANN', // PidTagSenderEmailAddress
      '5D01': 'ann@example.com', // PidTagSenderSmtpAddress
      '1000': 'Hello Bob,\r\nthe notes are attached.', // PidTagBody
      '1013': utf8('<p>Hello <b>Bob</b> — café</p>'), // PidTagHtml (binary, in PidTagInternetCodepage)
      '3FDE': 65001, // PidTagInternetCodepage: UTF-8
      '1009': SPEC_COMPRESSED_RTF, // PidTagRtfCompressed
      '1035': '<1234@example.com>', // PidTagInternetMessageId
      '007D':
        'Received: from mx.example.com\r\n\tby mail.example.org; Sat, 28 Nov 2026 09:30:05 +0000\r\nDate: Sat, 28 Nov 2026 10:30:00 +0100\r\nMessage-ID: <1234@example.com>\r\n', // PidTagTransportMessageHeaders
      '0039': submitted, // PidTagClientSubmitTime
      '0E06': new Date('2026-11-28T09:30:05Z'), // PidTagMessageDeliveryTime
      '3007': new Date('2026-11-28T09:29:00Z'), // PidTagCreationTime
      '3008': new Date('2026-11-28T09:31:00Z'), // PidTagLastModificationTime
    },
    [
      { '0C15': 1, '3001': 'Bob', '3003': 'bob@example.org', '39FE': 'bob@example.org' }, // To
      { '0C15': 2, '3001': 'Carol', '3003': 'carol@example.net' }, // Cc
      { '0C15': 3, '3001': 'Dan', '3003': 'dan@example.net' }, // Bcc
    ],
    [{ '3705': 1, '3707': 'notes.txt', '3704': 'NOTES.TXT', '370E': 'text/plain', '3701': utf8('1. Budget\n2. Dates\n') }],
  );

describe('parseOutlookMessage ([MS-OXMSG])', () => {
  it('reads sender, recipients by type, subject, bodies, headers, times and attachments', () => {
    const m = parseOutlookMessage(message());
    expect(m.subject).toBe('Réunion — notes');
    // The SMTP address, not the Exchange DN; the DN is kept as a field.
    expect(m.from).toEqual([{ name: 'Ann Lee', address: 'ann@example.com' }]);
    expect(m.fields.find((f) => f.key === 'senderEmail')?.value).toMatch(/^\/O=EXAMPLE/);
    expect(m.to).toEqual([{ name: 'Bob', address: 'bob@example.org' }]);
    expect(m.cc).toEqual([{ name: 'Carol', address: 'carol@example.net' }]);
    expect(m.bcc).toEqual([{ name: 'Dan', address: 'dan@example.net' }]);
    expect(m.text).toBe('Hello Bob,\r\nthe notes are attached.');
    expect(m.html).toBe('<p>Hello <b>Bob</b> — café</p>');
    expect(m.rtf).toBe('{\\rtf1\\ansi\\ansicpg1252\\pard hello world}\r\n'); // [MS-OXRTFCP] §4.1.1
    expect(m.messageId).toBe('<1234@example.com>');
    expect(m.headers.map((h) => h.name)).toEqual(['Received', 'Date', 'Message-ID']);
    expect(m.headers[0]?.value).toBe('from mx.example.com by mail.example.org; Sat, 28 Nov 2026 09:30:05 +0000'); // unfolded (RFC 5322 §2.2.3)
    // The Date header as written wins over the submit time; both are the same instant here.
    expect(m.date?.isoWithOffset).toBe('2026-11-28T10:30:00+01:00');
    expect(m.date?.iso).toBe('2026-11-28T09:30:00Z');
    const field = (key: string) => m.fields.find((f) => f.key === key)?.value;
    expect(field('messageClass')).toBe('IPM.Note');
    expect(field('submitted')).toBe('2026-11-28T09:30:00Z');
    expect(field('delivered')).toBe('2026-11-28T09:30:05Z');
    expect(field('created')).toBe('2026-11-28T09:29:00Z');
    expect(field('modified')).toBe('2026-11-28T09:31:00Z');
    expect(m.attachments).toHaveLength(1);
    const [attachment] = m.attachments;
    expect(attachment?.filename).toBe('notes.txt');
    expect(attachment?.mimeType).toBe('text/plain');
    expect(new TextDecoder().decode(attachment?.content)).toBe('1. Budget\n2. Dates\n');
    expect(attachment?.size).toBe(19);
  });

  it('lists every MAPI property with its [MS-OXPROPS] name', () => {
    const { properties } = parseOutlookMessage(message());
    const subject = properties.find((p) => p.tag === '0037001F');
    expect(subject).toEqual({ tag: '0037001F', name: 'PidTagSubject', value: 'Réunion — notes' });
    expect(properties.find((p) => p.tag === '10130102')?.name).toBe('PidTagHtml');
  });

  it('reads a message without transport headers from its submit time, and says when the sender has no SMTP address', () => {
    const m = parseOutlookMessage(
      buildMsg({ '0037': 'Draft', '0C1A': 'Ann', '0C1E': 'EX', '0C1F': '/O=EXAMPLE/CN=ANN', '0039': submitted }),
    );
    expect(m.date?.iso).toBe('2026-11-28T09:30:00Z');
    expect(m.from).toEqual([{ name: 'Ann', address: '/O=EXAMPLE/CN=ANN' }]);
    expect(m.notes.join(' ')).toMatch(/Exchange \(X\.500\) address/);
    expect(m.html).toBeNull();
    expect(m.rtf).toBeNull();
  });

  it('decodes a binary HTML body in its code page (PidTagInternetCodepage 1252)', () => {
    const m = parseOutlookMessage(
      buildMsg({ '1013': Uint8Array.from([0x3c, 0x70, 0x3e, 0x63, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x3c, 0x2f, 0x70, 0x3e]), '3FDE': 1252 }),
    );
    expect(m.html).toBe('<p>café €</p>');
  });

  it('reads the sample the example loads', () => {
    const bytes = Uint8Array.from(atob(SAMPLE_MSG_BASE64), (c) => c.charCodeAt(0));
    const m = parseOutlookMessage(bytes);
    expect(m.subject).toBeTruthy();
    expect(m.to.length).toBeGreaterThan(0);
    expect(m.attachments.length).toBeGreaterThan(0);
  });

  it('says what is wrong with a file that is not an Outlook message', () => {
    expect(() => parseOutlookMessage(new Uint8Array(0))).toThrow(/empty/);
    expect(() => parseOutlookMessage(utf8('%PDF-1.7\n'))).toThrow(/starts with 25 50 44 46/);
    expect(() => parseOutlookMessage(utf8('From: ann@example.com\r\nSubject: Hi\r\n\r\nHello'))).toThrow(/\.eml .*e-mail parser/);
    const truncated = message().subarray(0, 600);
    expect(() => parseOutlookMessage(truncated)).toThrow(ToolInputError);
  });

  it('only ever throws ToolInputError, whatever the bytes (also after a compound file signature)', () => {
    fuzzToolFunction((s: string) => parseOutlookMessage(new TextEncoder().encode(s)));
    const signature = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (tail) => {
        const bytes = new Uint8Array(signature.length + tail.length);
        bytes.set(signature);
        bytes.set(tail, signature.length);
        try {
          parseOutlookMessage(bytes);
        } catch (error) {
          if (!(error instanceof ToolInputError)) throw error;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(outlookParserTool, outlookParserState);
  });
});
