import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { sensitiveDataMaskerTool } from './meta.js';
import { sensitiveDataMaskerState } from './state.js';
import { ibanValid, luhnValid, maskSensitiveData, SENSITIVE_TYPES, type SensitiveType } from './sensitive-data-masker.js';

const types = (text: string, style: 'full' | 'label' = 'label', only?: SensitiveType[]) =>
  maskSensitiveData(text, { style, ...(only ? { types: only } : {}) });

describe('checks', () => {
  it('Luhn (ISO/IEC 7812-1 Annex B; Wikipedia\'s worked example 79927398713)', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4111111111111111')).toBe(true); // Visa test card
  });

  it('IBAN MOD 97-10 with the SWIFT IBAN Registry examples', () => {
    for (const iban of ['GB82WEST12345698765432', 'DE89370400440532013000', 'FR1420041010050500013M02606', 'NL91ABNA0417164300', 'BE68539007547034', 'NO9386011117947', 'CH9300762011623852957'])
      expect(ibanValid(iban), iban).toBe(true);
    expect(ibanValid('GB82WEST12345698765431')).toBe(false);
    expect(ibanValid('GB82WEST1234569876543')).toBe(false); // one character short for GB (22)
  });
});

describe('maskSensitiveData', () => {
  it('finds each kind in a log line (published example values)', () => {
    const text = [
      'mail john.doe@example.com from 192.0.2.1 and 2001:DB8::8:800:200C:417A', // RFC 2606, RFC 5737, RFC 4291 §2.2
      'card 4111 1111 1111 1111, iban GB82 WEST 1234 5698 7654 32, phone +44 20 7946 0958',
      'jwt eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', // RFC 7519 §3.1
      'aws AKIAIOSFODNN7EXAMPLE gh ghp_16C7e42F292c6912E7710c838347Ae178B4a id 3f8a43fd-6489-4ec7-bd55-7a1ba172d77b', // AWS docs, GitHub docs
      'mac 3D:F2:C9:A6:B3:4F ssn 078-05-1120 db postgres://admin:s3cr3t@db.example.com/app',
    ].join('\n');
    const r = types(text);
    expect(r.text).toBe(
      [
        'mail [EMAIL] from [IPV4] and [IPV6]',
        'card [CARD], iban [IBAN], phone [PHONE]',
        'jwt [JWT]',
        'aws [API_KEY] gh [API_KEY] id [UUID]',
        'mac [MAC] ssn [SSN] db postgres://admin:[PASSWORD]@db.example.com/app',
      ].join('\n'),
    );
    expect(r.findings.map((f) => f.type)).toEqual(['email', 'ipv4', 'ipv6', 'card', 'iban', 'phone', 'jwt', 'apiKey', 'apiKey', 'uuid', 'mac', 'ssn', 'uriPassword']);
    const iban = r.findings.find((f) => f.type === 'iban')!;
    expect([iban.line, iban.column]).toEqual([2, 32]);
    expect(text.slice(iban.start, iban.end)).toBe('GB82 WEST 1234 5698 7654 32');
  });

  it('IPv6 text forms of RFC 4291 §2.2 and RFC 5952; not times or version numbers', () => {
    for (const ip of ['2001:DB8:0:0:8:800:200C:417A', 'FF01::101', '::1', '::13.1.68.3', '::FFFF:129.144.52.38', '2001:db8::1', 'fe80::1%eth0'])
      expect(types(`x ${ip} y`, 'label', ['ipv6']).text, ip).toBe('x [IPV6] y');
    for (const not of ['10:30:00', 'std::cout', '1:2:3:4:5:6:7:8:9', '2001:db8::1::2'])
      expect(types(not, 'label', ['ipv6']).findings, not).toEqual([]);
    expect(types('version 1.2.3.4.5 and 256.1.1.1', 'label', ['ipv4']).findings).toEqual([]);
  });

  it('keeps a log key before an e-mail address', () => {
    expect(types('user=john.doe@example.com').text).toBe('user=[EMAIL]');
  });

  it('does not take numbers that fail their checks', () => {
    expect(types('4111 1111 1111 1112 and GB82WEST12345698765431 and 2026-11-28').findings).toEqual([]);
  });

  it('masks in full, partially or with the kind', () => {
    expect(maskSensitiveData('john.doe@example.com').text).toBe('********************');
    expect(maskSensitiveData('john.doe@example.com', { style: 'partial' }).text).toBe('j*******@example.com');
    expect(maskSensitiveData('4111 1111 1111 1111', { style: 'partial', maskChar: '•' }).text).toBe('•••• •••• •••• 1111');
    expect(maskSensitiveData('192.0.2.1', { style: 'partial' }).text).toBe('192.*.*.*');
  });

  it('uses own patterns, per-type toggles, and names a bad pattern', () => {
    expect(maskSensitiveData('order ORD-12345 by a@example.org', { types: [], customPatterns: ['ORD-\\d+'], style: 'label' }).text).toBe('order [REDACTED] by a@example.org');
    expect(() => maskSensitiveData('x', { customPatterns: ['ok', '(unclosed'] })).toThrow(/Own pattern on line 2/);
    expect(() => maskSensitiveData('x', { maskChar: '' })).toThrow(ToolInputError);
    expect(maskSensitiveData('aaa', { customPatterns: ['x*'] }).findings).toEqual([]); // empty matches skipped
  });

  it('keeps everything outside the findings and reports exact spans', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('a@example.com', '192.0.2.7', '4111111111111111', 'AKIAIOSFODNN7EXAMPLE')), { maxLength: 8 }), (parts) => {
        const text = parts.join(' ');
        const r = maskSensitiveData(text, { types: SENSITIVE_TYPES });
        let rebuilt = '';
        let cursor = 0;
        for (const f of r.findings) {
          if (f.start < cursor) return false;
          rebuilt += text.slice(cursor, f.start) + f.replacement;
          cursor = f.end;
        }
        return rebuilt + text.slice(cursor) === r.text;
      }),
    );
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(sensitiveDataMaskerTool, sensitiveDataMaskerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => maskSensitiveData(s, { types: SENSITIVE_TYPES, style: 'partial' }));
    fuzzToolFunction((s: string) => maskSensitiveData('text a@b.co', { customPatterns: [s.slice(0, 200)] }));
  });
});
