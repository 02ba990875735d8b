import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzAsyncToolFunction } from '@handy-tools/ui/testing';
import { ToolInputError } from '@handy-tools/ui/kit';
import { emailParserTool } from './meta.js';
import { emailParserState } from './state.js';
import { formatAddresses, inlineCidImages, parseEmail, parseMessageDate } from './email-parser.js';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url));

describe('parseEmail — RFC 5322 Appendix A', () => {
  it('A.1.2: mailboxes with display names, quoted names with specials; the date with its offset', async () => {
    const m = await parseEmail(sample('rfc5322-a1-2.eml'));
    expect(formatAddresses(m.from)).toBe('"Joe Q. Public" <john.q.public@example.com>');
    expect(m.to).toEqual([
      { name: 'Mary Smith', address: 'mary@x.test' },
      { name: '', address: 'jdoe@example.org' },
      { name: 'Who?', address: 'one@y.test' },
    ]);
    expect(m.cc[1]).toEqual({ name: 'Giant; "Big" Box', address: 'sysservices@example.net' });
    expect(m.date).toEqual({ raw: 'Tue, 1 Jul 2003 10:52:37 +0200', iso: '2003-07-01T08:52:37Z', isoWithOffset: '2003-07-01T10:52:37+02:00', epochMs: Date.UTC(2003, 6, 1, 8, 52, 37) });
    expect(m.messageId).toBe('<5678.21-Nov-1997@example.com>');
    expect(m.text).toBe('Hi everyone.\n');
    expect(m.headers.map((h) => h.name)).toEqual(['From', 'To', 'Cc', 'Date', 'Message-ID']);
  });

  it('A.6.3: comments and folding white space everywhere (group members, the date in Newfoundland time)', async () => {
    const m = await parseEmail(sample('rfc5322-a6-3.eml'));
    expect(m.from).toEqual([{ name: 'Pete', address: 'pete@silly.test' }]);
    expect(m.to).toEqual([
      { name: 'Chris Jones', address: 'c@public.example', group: 'A Group' },
      { name: '', address: 'joe@example.org', group: 'A Group' },
      { name: 'John', address: 'jdoe@one.test', group: 'A Group' },
    ]);
    expect(m.cc).toEqual([]);
    expect(m.date?.iso).toBe('1969-02-14T03:02:00Z');
    expect(m.date?.isoWithOffset).toBe('1969-02-13T23:32:00-03:30');
  });

  it('RFC 2047 §8: encoded-words in names and a subject split over two charsets', async () => {
    const m = await parseEmail(sample('rfc2047-section8.eml'));
    expect(m.from[0]?.name).toBe('Keith Moore');
    expect(m.to[0]?.name).toBe('Keld Jørn Simonsen');
    expect(m.cc[0]).toEqual({ name: 'André Pirard', address: 'PIRARD@vm1.ulg.ac.be' });
    expect(m.subject).toBe('If you can read this you understand the example.');
    expect(m.rawHeaders).toContain('Subject: =?ISO-8859-1?B?SWYgeW91IGNhbiByZWFkIHRoaXMgeW8=?=\n =?ISO-8859-2?B?');
  });

  it('RFC 2046 §5.1.1: multipart/mixed with an implicitly typed part; preamble and epilogue ignored', async () => {
    const m = await parseEmail(sample('rfc2046-5-1-1.eml').toString('utf8'));
    expect(m.text).toContain('This is implicitly typed plain US-ASCII text.\nIt does NOT end with a linebreak.');
    expect(m.text).toContain('This is explicitly typed plain US-ASCII text.');
    expect(m.text).not.toContain('preamble');
    expect(m.text).not.toContain('epilogue');
    expect(m.date?.iso).toBe('1993-03-22T07:56:48Z');
  });

  it('postal-mime’s mixed.eml fixture: text and quoted-printable HTML bodies, a base64 calendar part as an attachment', async () => {
    const m = await parseEmail(sample('postal-mime-mixed.eml'));
    expect(m.html).toContain('This e-mail message has been scanned for Viruses and Content and cleared');
    expect(m.text).toContain('Good Morning;');
    const calendar = m.attachments.find((a) => a.mimeType === 'text/calendar');
    // The base64 body decodes (RFC 4648) to these 56 bytes; postal-mime ends a text part with a line break.
    expect(new TextDecoder().decode(calendar?.content)).toBe('BEGIN:VCALENDAR\nMETHOD:REQUEST\nVERSION:2.0\nEND:VCALENDAR\n');
    expect(calendar?.size).toBe(57);
    expect(calendar?.named).toBe(false);
    expect(calendar?.filename).toBe('part-1.ics');
  });

  it('rejects an empty input and a text that does not start with headers, naming the line', async () => {
    await expect(parseEmail('')).rejects.toThrow(ToolInputError);
    await expect(parseEmail('\nHello there,\nthis is not a message')).rejects.toThrow('Line 2 is not a header field ("Name: value")');
    await expect(parseEmail('From someone@example.com Sat Jan  3 01:05:34 1996\nSubject: mbox\n\nbody')).resolves.toMatchObject({ subject: 'mbox' });
  });
});

describe('parseMessageDate — RFC 5322 §3.3 and §4.3', () => {
  it('reads the obsolete forms of Appendix A.6.2 (two-digit year, zone name)', () => {
    expect(parseMessageDate('21 Nov 97 09:55:06 GMT').iso).toBe('1997-11-21T09:55:06Z');
    expect(parseMessageDate('Fri, 21 Nov 1997 09:55:06 -0600').iso).toBe('1997-11-21T15:55:06Z');
    expect(parseMessageDate('Thu, 13 Feb 1969 23:32:54 -0330').isoWithOffset).toBe('1969-02-13T23:32:54-03:30');
    expect(parseMessageDate('Sun, 21 Mar 1993 23:56:48 PST').iso).toBe('1993-03-22T07:56:48Z');
  });

  it('gives null instants for what is not a date, keeping the raw value', () => {
    expect(parseMessageDate('yesterday')).toEqual({ raw: 'yesterday', iso: null, isoWithOffset: null, epochMs: null });
    expect(parseMessageDate('31 Feb 2020 10:00 +0000').iso).toBeNull();
  });
});

describe('inlineCidImages — RFC 2392', () => {
  it('replaces cid: URLs with data: URLs of the matching image parts', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const parts = [{ filename: 'a.png', named: true, mimeType: 'image/png', size: 4, disposition: 'inline', contentId: 'foo4*foo1@bar.net', content: png }];
    const out = inlineCidImages('<img src="cid:foo4%2Afoo1@bar.net"><img src="cid:other@x">', parts);
    expect(out.inlined).toBe(1);
    expect(out.html).toBe('<img src="data:image/png;base64,iVBORw=="><img src="cid:other@x">');
  });
});

describe('tool contract', () => {
  it('has examples that are valid states, each a message with a body', async () => {
    expectExamplesMatchState(emailParserTool, emailParserState);
    for (const e of emailParserTool.examples ?? []) {
      const m = await parseEmail(String(e.state.input));
      expect(m.text ?? m.html).toBeTruthy();
    }
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    await fuzzAsyncToolFunction((s: string) => parseEmail(s));
  });
});
