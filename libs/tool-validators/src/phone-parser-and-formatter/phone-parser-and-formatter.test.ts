import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import type { CountryCode } from 'libphonenumber-js/max';
import { phoneParserAndFormatterTool } from './meta.js';
import { phoneParserAndFormatterState } from './state.js';
import { messageLinks, parsePhone, phoneCountries } from './phone-parser-and-formatter.js';

describe('parsePhone', () => {
  it('formats the libphonenumber-js README examples', () => {
    // README of libphonenumber-js: parsePhoneNumber('8 (800) 555-35-35', 'RU').
    expect(parsePhone('8 (800) 555-35-35', 'RU')).toMatchObject({
      valid: true,
      country: 'RU',
      callingCode: '7',
      nationalNumber: '8005553535',
      type: 'TOLL_FREE',
      e164: '+78005553535',
      international: '+7 800 555 35 35',
      national: '8 (800) 555-35-35',
      rfc3966: 'tel:+78005553535',
    });
    // README: '+12133734253' → (213) 373-4253.
    expect(parsePhone('+12133734253')).toMatchObject({ country: 'US', national: '(213) 373-4253', international: '+1 213 373 4253' });
  });

  it('reads an extension into the RFC 3966 URI (RFC 3966 §5.1.5 ";ext=")', () => {
    const report = parsePhone('+44 20 7031 3000 ext. 12');
    expect(report).toMatchObject({ country: 'GB', extension: '12', type: 'FIXED_LINE', e164: '+442070313000' });
    // RFC 3966 §5.1.1: visual separators are optional; libphonenumber-js writes none.
    expect(report.rfc3966).toBe('tel:+442070313000;ext=12');
  });

  it('parses every country’s example mobile number from Google libphonenumber’s metadata as a valid mobile', () => {
    for (const [country, national] of Object.entries(mobileExamples)) {
      const report = parsePhone(national, country);
      expect(report.valid, country).toBe(true);
      expect(['MOBILE', 'FIXED_LINE_OR_MOBILE'], country).toContain(report.type);
      // E.164 round trip: the international form parses back to the same number.
      expect(parsePhone(report.international).e164, country).toBe(report.e164);
    }
  });

  it('says why a number is not valid', () => {
    expect(parsePhone('+44 7400 12345678901')).toMatchObject({ valid: false, problem: 'TOO_LONG' });
    expect(parsePhone('+1 213 37')).toMatchObject({ valid: false, problem: 'TOO_SHORT' });
    // US numbers never start with 1 after the area code's position: +1 113… is in no range.
    expect(parsePhone('+1 113 373 4253')).toMatchObject({ valid: false, problem: 'INVALID' });
  });

  it('throws for what is not a phone number, naming a bad character', () => {
    expect(() => parsePhone('020 7031 3000')).toThrow('choose a default country');
    expect(() => parsePhone('+999 123456')).toThrow(ToolInputError);
    expect(() => parsePhone('+44 20 7031 3000!')).toThrow('"!" at position 17');
    expect(() => parsePhone('abc')).toThrow(ToolInputError);
    expect(() => parsePhone('020', 'XX')).toThrow(ToolInputError);
    expect(() => parsePhone(' ')).toThrow(ToolInputError);
  });

  it('round-trips E.164 for generated UK mobiles (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^7[4-9]\d{8}$/), (rest) => {
        const report = parsePhone(`0${rest}`, 'GB');
        return parsePhone(report.e164).national === report.national && report.e164 === `+44${rest}`;
      }),
    );
  });

  it('lists the countries with their calling codes', () => {
    const countries = phoneCountries();
    expect(countries.find((c) => c.code === ('FR' as CountryCode))?.callingCode).toBe('33');
    expect(countries.length).toBeGreaterThan(200);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(phoneParserAndFormatterTool, phoneParserAndFormatterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parsePhone(s));
    fuzzToolFunction((s: string) => parsePhone(s, 'GB'));
    fuzzToolFunction((s: string) => messageLinks(s, s));
  });
});

describe('messageLinks', () => {
  it('builds a WhatsApp click-to-chat link and an RFC 5724 SMS URI', () => {
    expect(messageLinks('+447400123456', 'Hi & bye')).toEqual({
      whatsapp: 'https://wa.me/447400123456?text=Hi%20%26%20bye',
      sms: 'sms:+447400123456?body=Hi%20%26%20bye',
    });
    expect(messageLinks('+447400123456', '')).toEqual({ whatsapp: 'https://wa.me/447400123456', sms: 'sms:+447400123456' });
    expect(() => messageLinks('447400123456', '')).toThrow(ToolInputError);
  });
});
