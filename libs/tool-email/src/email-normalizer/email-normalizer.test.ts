import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { emailNormalizerTool } from './meta.js';
import { emailNormalizerState } from './state.js';
import { emailSyntaxError, normalizeEmails, PROVIDERS } from './email-normalizer.js';

const one = (address: string, options = {}) => normalizeEmails(address, options).items[0];

describe('emailSyntaxError — RFC 5321 §4.1.2 / RFC 5322 §3.4.1', () => {
  it('accepts the valid addresses of RFC 3696 §3 (quoted forms per its errata 246)', () => {
    for (const a of ['"Abc@def"@example.com', '"Fred Bloggs"@example.com', '"Joe\\\\Blow"@example.com', 'customer/department=shipping@example.com', '$A12345@example.com', '!def!xyz%abc@example.com', '_somename@example.com', 'user@[192.0.2.1]', 'user@[IPv6:2001:db8::1]']) {
      expect(emailSyntaxError(a), a).toBeNull();
    }
  });

  it('accepts RFC 6531 internationalised addresses', () => {
    expect(emailSyntaxError('用户@例子.广告')).toBeNull();
    expect(one('Pelé@exemple.fr')?.internationalized).toBe(true);
  });

  it('names what is wrong', () => {
    expect(emailSyntaxError('Abc.example.com')).toBe('no "@"');
    expect(emailSyntaxError('a@b@c@example.com')).toMatch(/more than one "@"/);
    expect(emailSyntaxError('john..doe@example.com')).toBe('two dots in a row in the local part');
    expect(emailSyntaxError('.john@example.com')).toMatch(/starts or ends with a dot/);
    expect(emailSyntaxError('john.doe@example..com')).toMatch(/empty label/);
    expect(emailSyntaxError('just"not"right@example.com')).toBe('""" is not allowed in a local part without quotes');
    expect(emailSyntaxError('user@-example.com')).toMatch(/domain label "-example"/);
    expect(emailSyntaxError('user@[300.0.0.1]')).toMatch(/over 255/);
  });

  it('applies the RFC 5321 §4.5.3.1 length limits (64-octet local part, 254-octet address)', () => {
    expect(emailSyntaxError(`${'a'.repeat(64)}@example.com`)).toBeNull();
    expect(emailSyntaxError(`${'a'.repeat(65)}@example.com`)).toMatch(/64 octets/);
    const longDomain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(54)}.com`; // 250 octets
    expect(emailSyntaxError(`${'x'.repeat(10)}@${longDomain}`)).toMatch(/254 octets/);
    expect(emailSyntaxError(`x@${'a'.repeat(64)}.com`)).toMatch(/63 octets/);
  });
});

describe('normalizeEmails — provider rules', () => {
  it('Gmail: the addresses of Google’s "Dots don’t matter" page are one mailbox; +tags go; googlemail.com is gmail.com', () => {
    const r = normalizeEmails('johnsmith@gmail.com\njo.hn.smith@gmail.com\nj.o.h.n.s.m.i.t.h@gmail.com\nJohn.Smith+notes@GoogleMail.com', { dedupe: true });
    expect(r.items.map((i) => i.normalized)).toEqual(['johnsmith@gmail.com', 'johnsmith@gmail.com', 'johnsmith@gmail.com', 'johnsmith@gmail.com']);
    expect(r.output).toBe('johnsmith@gmail.com');
    expect(r.counts).toEqual({ total: 4, valid: 4, invalid: 0, duplicates: 3 });
    expect(r.items[3]?.steps.map((s) => s.rule)).toEqual(['lowercase-domain', 'same-domain', 'lowercase-local', 'remove-tag', 'remove-dots']);
    expect(r.items[3]?.duplicateOf).toBe(0);
  });

  it('Outlook.com keeps dots but drops +tags; Yahoo drops -keywords; Fastmail reads subdomain addressing', () => {
    expect(one('Jane.Doe+shop@Hotmail.com')?.normalized).toBe('jane.doe@hotmail.com');
    expect(one('sam-promo@yahoo.com')?.normalized).toBe('sam@yahoo.com');
    expect(one('folder@Ann.FastMail.com')?.normalized).toBe('ann@fastmail.com');
    expect(one('folder@Ann.FastMail.com')?.provider).toBe('Fastmail');
  });

  it('keeps the local part of unknown domains as written (RFC 5321 §2.4), lowercases only the domain', () => {
    const r = one('Ken+Sieve@Example.ORG'); // RFC 5233 §1's example address, with case
    expect(r?.normalized).toBe('Ken+Sieve@example.org');
    expect(r?.provider).toBeNull();
    expect(one('Ken+Sieve@Example.ORG', { lowercaseAll: true, stripTagsEverywhere: true })?.normalized).toBe('ken@example.org');
  });

  it('merges alias domains only when asked', () => {
    expect(one('steve@me.com')?.normalized).toBe('steve@me.com');
    expect(one('steve@me.com', { mergeAliasDomains: true })?.normalized).toBe('steve@icloud.com');
    expect(one('alice+x@pm.me', { mergeAliasDomains: true })?.normalized).toBe('alice@proton.me');
  });

  it('reads "Name <address>", mailto: and lists separated by commas and semicolons; flags invalid entries with their line', () => {
    const r = normalizeEmails('To: "Lee, Ann" <Ann@Example.com>, Bob <bob@example.com>\nmailto:carol@example.com?subject=hi; dave@@example.com');
    expect(r.items.map((i) => i.input)).toEqual(['Ann@Example.com', 'bob@example.com', 'mailto:carol@example.com?subject=hi', 'dave@@example.com']);
    expect(r.items[0]?.normalized).toBe('Ann@example.com');
    expect(r.items[2]?.normalized).toBe('carol@example.com');
    expect(r.items[3]?.error).toMatch(/more than one "@"|nothing before/);
    expect(r.items[3]?.line).toBe(2);
    expect(r.output).toBe('Ann@example.com\nbob@example.com\ncarol@example.com');
    // Bare addresses and "Name <address>" on one line; a header name is skipped.
    expect(normalizeEmails('Cc: jane@example.com, Bob <bob@example.com>; "a b"@example.com').items.map((i) => i.input)).toEqual(['jane@example.com', 'bob@example.com', '"a b"@example.com']);
  });

  it('rejects input without any address', () => {
    expect(expectToolInputError(() => normalizeEmails(' \n , ')).message).toMatch(/Enter one or more/);
  });

  it('every provider domain is lowercase and listed once', () => {
    const all = PROVIDERS.flatMap((p) => p.domains);
    expect(new Set(all).size).toBe(all.length);
    for (const d of all) expect(d).toBe(d.toLowerCase());
  });

  it('is idempotent: a normal form normalises to itself (fast-check)', () => {
    const local = fc.stringMatching(/^[A-Za-z0-9._+-]{1,20}$/).filter((s) => emailSyntaxError(`${s}@x.com`) === null);
    const domain = fc.constantFrom('gmail.com', 'GoogleMail.com', 'hotmail.com', 'yahoo.com', 'fastmail.com', 'proton.me', 'pm.me', 'example.com', 'EXAMPLE.org');
    fc.assert(
      fc.property(local, domain, fc.boolean(), fc.boolean(), (l, d, lowercaseAll, mergeAliasDomains) => {
        const options = { lowercaseAll, mergeAliasDomains };
        const first = one(`${l}@${d}`, options)?.normalized;
        return first !== null && first !== undefined && one(first, options)?.normalized === first;
      }),
    );
  });
});

describe('tool contract', () => {
  it('has examples that are valid states, each giving addresses', () => {
    expectExamplesMatchState(emailNormalizerTool, emailNormalizerState);
    for (const e of emailNormalizerTool.examples ?? []) expect(normalizeEmails(String(e.state.input)).output).not.toBe('');
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => normalizeEmails(s));
    fuzzToolFunction((s: string) => normalizeEmails(s, { dedupe: true, lowercaseAll: true, stripTagsEverywhere: true, mergeAliasDomains: true }));
    fuzzToolFunction((s: string) => emailSyntaxError(s));
  });
});
