import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ToolInputError } from '@handy-tools/ui/kit';
import { bounceParserTool } from './meta.js';
import { bounceParserState } from './state.js';
import { categorizeBounce, explainStatus, parseBounce, parseDeliveryStatus } from './bounce-parser.js';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url));

describe('parseBounce — RFC 3464 examples', () => {
  it('the simple DSN: one recipient, 4.0.0, an SMTP 426 diagnostic, the original message', async () => {
    const r = await parseBounce(sample('rfc3464-simple.eml'));
    expect(r.kind).toBe('dsn');
    expect(r.reportingMta).toEqual({ type: 'dns', value: 'cs.utk.edu' });
    expect(r.subject).toBe('Returned mail: Cannot send message for 5 days');
    expect(r.recipients).toHaveLength(1);
    const [x] = r.recipients;
    expect(x?.finalRecipient).toEqual({ type: 'rfc822', value: 'louisl@larry.slip.umd.edu' });
    expect(x?.action).toBe('failed');
    expect(x?.status).toBe('4.0.0');
    expect(x?.diagnosticCode).toEqual({ type: 'smtp', value: '426 connection timed out' });
    expect(x?.smtpCode).toBe('426');
    expect(x?.lastAttemptDate).toBe('Thu, 7 Jul 1994 17:15:49 -0400');
    expect(x?.category).toBe('network');
    expect(r.humanText).toContain('The following addresses had delivery problems');
  });

  it('the multi-recipient DSN: folded Diagnostic-Code, status comments, a delayed recipient', async () => {
    const r = await parseBounce(sample('rfc3464-multi-recipient.eml').toString('utf8'));
    expect(r.recipients.map((x) => [x.finalRecipient?.value, x.action, x.statusExplained?.code])).toEqual([
      ['arathib@vnet.ibm.com', 'failed', '5.0.0'],
      ['johnh@hpnjld.njd.hp.com', 'delayed', '4.0.0'],
      ['wsnell@sdcc13.ucsd.edu', 'failed', '5.0.0'],
    ]);
    expect(r.recipients[0]?.diagnosticCode?.value).toBe("550 'arathib@vnet.IBM.COM' is not a registered gateway user");
    expect(r.recipients[0]?.remoteMta).toEqual({ type: 'dns', value: 'vnet.ibm.com' });
    expect(r.recipients[1]?.status).toBe('4.0.0 (hpnjld.njd.jp.com: host name lookup failure)');
    expect(r.recipients[1]?.category).toBe('bad-domain');
    expect(r.recipients[2]?.category).toBe('unknown-user');
  });

  it('a bare delivery-status block is read too', async () => {
    const r = await parseBounce('Reporting-MTA: dns; mx.example.org\n\nFinal-Recipient: rfc822; ann@example.com\nAction: failed\nStatus: 5.2.2\nDiagnostic-Code: smtp; 552 5.2.2 Mailbox full\n');
    expect(r.kind).toBe('dsn');
    expect(r.recipients[0]?.category).toBe('mailbox-full');
  });

  it('a delivery-status part without Final-Recipient is an error', () => {
    expect(() => parseDeliveryStatus('Reporting-MTA: dns; x\n\nAction: failed\nStatus: 5.0.0')).toThrow(ToolInputError);
  });
});

describe('parseBounce — bounces without a delivery-status part (guessed)', () => {
  it('Exim: both failed addresses with their reason, permanent', async () => {
    const r = await parseBounce(sample('exim-unrouteable.eml'));
    expect(r.kind).toBe('guessed');
    expect(r.software).toBe('Exim');
    expect(r.recipients.map((x) => [x.finalRecipient?.value, x.diagnosticCode?.value, x.action])).toEqual([
      ['adajdasdadsadas@example.com', 'Unrouteable address', 'failed'],
      ['asdadsadsasdasdasdasda@example.com', 'Unrouteable address', 'failed'],
    ]);
    expect(r.recipients[0]?.category).toBe('unknown-user');
  });

  it('Exchange 2007 text (sisimai sample): recipient, 550 5.1.1, generating server', async () => {
    const r = await parseBounce(sample('exchange2007-text.eml'));
    expect(r.kind).toBe('guessed');
    expect(r.software).toBe('Microsoft Exchange');
    const [x] = r.recipients;
    expect(x?.finalRecipient?.value).toBe('mikeneko@example.co.jp');
    expect(x?.status).toBe('5.1.1');
    expect(x?.smtpCode).toBe('550');
    expect(x?.remoteMta?.value).toBe('mta4.example.org');
    expect(x?.category).toBe('unknown-user');
  });

  it('Postfix wording (bounce(5) template, "said: … (in reply to RCPT TO command)")', async () => {
    const r = await parseBounce('From: MAILER-DAEMON@mx.example.org\nSubject: Undelivered Mail\n\nThis is the mail system at host mx.example.org.\n\n<ann@example.com>: host mx.example.com[192.0.2.1] said: 552 5.2.2 Mailbox full (in reply to RCPT TO command)\n');
    expect(r.software).toBe('Postfix');
    expect(r.recipients.map((x) => [x.finalRecipient?.value, x.status, x.smtpCode, x.remoteMta?.value, x.category])).toEqual([['ann@example.com', '5.2.2', '552', 'mx.example.com', 'mailbox-full']]);
  });

  it('an ordinary message is not a bounce', async () => {
    const r = await parseBounce('From: ann@example.com\nTo: bob@example.org\nSubject: Hi\n\nSee you at 5.');
    expect(r.kind).toBe('none');
  });

  it('rejects an empty input', async () => {
    await expect(parseBounce('  ')).rejects.toThrow(ToolInputError);
  });
});

describe('explainStatus — RFC 3463', () => {
  it('explains class, subject and detail', () => {
    expect(explainStatus('5.1.1')).toEqual({ code: '5.1.1', classText: expect.stringMatching(/^Permanent failure/), subjectText: 'Addressing status', detailText: 'Bad destination mailbox address (no such user)' });
    expect(explainStatus('4.2.2 (quota)')?.detailText).toBe('Mailbox full');
    expect(explainStatus('5.7.26')?.detailText).toMatch(/Multiple authentication checks failed/);
    expect(explainStatus('5.9.99')?.detailText).toBeNull();
    expect(explainStatus('550')).toBeNull();
  });

  it('categorises by code first, then by the words', () => {
    expect(categorizeBounce('5.7.1', '554 5.7.1 Service unavailable; client host blocked using Spamhaus')).toBe('spam-block');
    expect(categorizeBounce('5.7.26', 'Unauthenticated email is not accepted')).toBe('authentication');
    expect(categorizeBounce('4.7.1', 'Greylisted, please try again later', 'delayed')).toBe('policy');
    expect(categorizeBounce(null, 'Connection timed out')).toBe('network');
  });
});

describe('tool contract', () => {
  it('has examples that are valid states, each a bounce', async () => {
    expectExamplesMatchState(bounceParserTool, bounceParserState);
    for (const e of bounceParserTool.examples ?? []) expect((await parseBounce(String(e.state.input))).kind).not.toBe('none');
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    await fuzzAsyncToolFunction((s: string) => parseBounce(s));
    fuzzToolFunction((s: string) => explainStatus(s));
    fuzzToolFunction((s: string) => categorizeBounce(s, s));
    fuzzToolFunction((s: string) => {
      try {
        return parseDeliveryStatus(s);
      } catch (e) {
        if (e instanceof ToolInputError) return null;
        throw e;
      }
    });
  });
});
