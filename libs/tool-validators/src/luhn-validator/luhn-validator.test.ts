import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { luhnValidatorTool } from './meta.js';
import { luhnValidatorState } from './state.js';
import { analyzeLuhn, cardScheme, groupDigits, isLuhnValid, luhnCheckDigit } from './luhn-validator.js';

// Test card numbers published by the payment processors for their sandboxes: Stripe "Testing"
// docs (docs.stripe.com/testing) and PayPal's "Credit card generator" list; all pass Luhn.
const TEST_CARDS: [string, string][] = [
  ['4242424242424242', 'Visa'],
  ['4111111111111111', 'Visa'],
  ['5555555555554444', 'Mastercard'],
  ['2223003122003222', 'Mastercard'], // 2-series
  ['378282246310005', 'American Express'],
  ['371449635398431', 'American Express'],
  ['6011111111111117', 'Discover'],
  ['6011000990139424', 'Discover'],
  ['3056930009020004', 'Diners Club International'],
  ['36227206271667', 'Diners Club International'],
  ['3566002020360505', 'JCB'],
  ['6200000000000005', 'UnionPay'],
];

describe('Luhn check (ISO/IEC 7812-1 Annex B)', () => {
  it('computes the check digit of the classic example: 7992739871 → 3', () => {
    // The worked example of the Luhn algorithm (Wikipedia "Luhn algorithm"; ISO/IEC 7812-1 Annex B method).
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(isLuhnValid('79927398713')).toBe(true);
    for (const wrong of ['79927398710', '79927398711', '79927398712', '79927398714']) expect(isLuhnValid(wrong)).toBe(false);
  });

  it('checks an IMEI (3GPP TS 23.003 Annex B: the check digit is Luhn; example 49-015420-323751-8)', () => {
    expect(luhnCheckDigit('49015420323751')).toBe('8');
  });

  it.each(TEST_CARDS)('passes the published test card %s (%s)', (number, scheme) => {
    const report = analyzeLuhn(number);
    expect(report.valid).toBe(true);
    expect(report.scheme).toBe(scheme);
    expect(report.schemeLengthOk).toBe(true);
  });

  it('detects every single-digit error (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5,18}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (payload, at, delta) => {
        const number = payload + luhnCheckDigit(payload);
        const i = at % number.length;
        const changed = number.slice(0, i) + String((Number(number[i]) + delta) % 10) + number.slice(i + 1);
        return isLuhnValid(number) && !isLuhnValid(changed);
      }),
    );
  });

  it('rejects what is not a number', () => {
    expect(() => luhnCheckDigit('')).toThrow(ToolInputError);
    expect(() => isLuhnValid('7')).toThrow(ToolInputError);
  });
});

describe('cardScheme', () => {
  it('takes the most specific IIN range', () => {
    expect(cardScheme('6221260000000000')?.scheme.name).toBe('Discover');
    expect(cardScheme('6220000000000000')?.scheme.name).toBe('UnionPay');
    expect(cardScheme('2720990000000000')?.scheme.name).toBe('Mastercard');
    expect(cardScheme('2721000000000000')).toBeNull();
    expect(cardScheme('6759000000000000')?.scheme.name).toBe('Maestro');
    expect(cardScheme('2200000000000000')?.scheme.name).toBe('Mir');
    expect(cardScheme('411111111111')?.lengthOk).toBe(false);
  });
});

describe('analyzeLuhn', () => {
  it('gives the check digit, the corrected number and the number with a digit appended', () => {
    expect(analyzeLuhn('7992 7398 710')).toMatchObject({
      digits: '79927398710',
      valid: false,
      checkDigit: '0',
      expectedCheckDigit: '3',
      corrected: '79927398713',
      withCheckDigit: '799273987104',
      scheme: null,
    });
  });

  it('groups a card number as printed (Amex 4-6-5, others by four)', () => {
    expect(analyzeLuhn('378282246310005').formatted).toBe('3782 822463 10005');
    expect(analyzeLuhn('4111-1111-1111-1111').formatted).toBe('4111 1111 1111 1111');
    expect(groupDigits('123456789')).toBe('1234 5678 9');
  });

  it('names a character that is not a digit', () => {
    expect(() => analyzeLuhn('4111 1111 1111 111l')).toThrow('"l" at position 19');
    expect(() => analyzeLuhn('4')).toThrow(ToolInputError);
    expect(() => analyzeLuhn('1'.repeat(200))).toThrow('at most 100');
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(luhnValidatorTool, luhnValidatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => analyzeLuhn(s));
    fuzzToolFunction((s: string) => luhnCheckDigit(s));
    fuzzToolFunction((s: string) => isLuhnValid(s));
    fuzzToolFunction((s: string) => cardScheme(s));
    fuzzToolFunction((s: string) => groupDigits(s));
  });
});
