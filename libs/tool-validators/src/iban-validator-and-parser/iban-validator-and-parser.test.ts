import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ibanValidatorAndParserTool } from './meta.js';
import { ibanValidatorAndParserState } from './state.js';
import { ibanCheckDigits, MAX_IBANS, parseIban, parseIbans } from './iban-validator-and-parser.js';

// The example IBANs of the SWIFT IBAN Registry (ISO 13616), "IBAN electronic format example" and
// "IBAN print format example" of each country's page, release 99 (2025); bank / branch positions
// from the same pages ("Bank identifier position within the BBAN", "Branch identifier position").
const REGISTRY = {
  DE: { iban: 'DE89370400440532013000', printed: 'DE89 3704 0044 0532 0130 00', bank: '37040044', length: 22 },
  GB: { iban: 'GB29NWBK60161331926819', printed: 'GB29 NWBK 6016 1331 9268 19', bank: 'NWBK', branch: '601613', length: 22 },
  FR: { iban: 'FR1420041010050500013M02606', printed: 'FR14 2004 1010 0505 0001 3M02 606', bank: '20041', branch: '01005', length: 27 },
  NL: { iban: 'NL91ABNA0417164300', printed: 'NL91 ABNA 0417 1643 00', bank: 'ABNA', length: 18 },
  BE: { iban: 'BE68539007547034', printed: 'BE68 5390 0754 7034', bank: '539', length: 16 },
  NO: { iban: 'NO9386011117947', printed: 'NO93 8601 1117 947', bank: '8601', length: 15 },
  MT: { iban: 'MT84MALT011000012345MTLCAST001S', printed: 'MT84 MALT 0110 0001 2345 MTLC AST0 01S', bank: 'MALT', branch: '01100', length: 31 },
  CH: { iban: 'CH9300762011623852957', printed: 'CH93 0076 2011 6238 5295 7', bank: '00762', length: 21 },
} as const;

describe('parseIban', () => {
  it.each(Object.entries(REGISTRY))('reads the SWIFT registry example of %s', (country, expected) => {
    const report = parseIban(expected.printed);
    expect(report.valid).toBe(true);
    expect(report.problems).toEqual([]);
    expect(report.countryCode).toBe(country);
    expect(report.electronic).toBe(expected.iban);
    expect(report.printed).toBe(expected.printed);
    expect(report.expectedLength).toBe(expected.length);
    expect(report.checkDigits).toBe(expected.iban.slice(2, 4));
    expect(report.expectedCheckDigits).toBe(expected.iban.slice(2, 4));
    expect(report.bban).toBe(expected.iban.slice(4));
    expect(report.bankCode).toBe(expected.bank);
    if ('branch' in expected) expect(report.branchCode).toBe(expected.branch);
  });

  it('reads the account number where the registry places it (DE: BBAN positions 9–18)', () => {
    expect(parseIban('DE89370400440532013000').accountNumber).toBe('0532013000');
  });

  it('says why an IBAN is wrong', () => {
    // One digit changed: MOD 97-10 detects every single substitution (ISO 7064).
    const typo = parseIban('DE89370400440532013001');
    expect(typo.valid).toBe(false);
    expect(typo.problems).toEqual(['wrong-check-digits']);
    expect(typo.expectedCheckDigits).not.toBe('89');
    // Two adjacent characters swapped.
    expect(parseIban('GB29NWBK61061331926819').problems).toContain('wrong-check-digits');
    expect(parseIban('DE8937040044053201300').problems).toContain('wrong-length');
    expect(parseIban('XX89370400440532013000').problems).toEqual(['unknown-country']);
    expect(parseIban('DEAB370400440532013000').problems).toContain('check-digits-not-numeric');
    // Letters where Germany's BBAN has only digits.
    expect(parseIban('DE89A70400440532013000').problems).toContain('wrong-bban-format');
  });

  it('accepts lower case, separators and an "IBAN" label', () => {
    expect(parseIban('IBAN de89-3704.0044 0532 0130 00').electronic).toBe('DE89370400440532013000');
  });

  it('spots a Swiss QR-IBAN (QR-IID 30000–31999, SIX QR-bill implementation guidelines)', () => {
    expect(parseIban('CH4431999123000889012').qrIban).toBe(true);
    expect(parseIban('CH9300762011623852957').qrIban).toBe(false);
  });

  it('names the position of a character an IBAN cannot hold', () => {
    expect(() => parseIban('DE89 3704 0044 0532 0130_00')).toThrow('"_" at position 25');
    expect(() => parseIban('')).toThrow(ToolInputError);
    expect(() => parseIban('D'.repeat(100))).toThrow(/at most 34/);
  });
});

describe('ibanCheckDigits', () => {
  it('computes the registry examples’ check digits (ISO 13616-1 §6)', () => {
    for (const { iban } of Object.values(REGISTRY)) expect(ibanCheckDigits(iban.slice(0, 2), iban.slice(4))).toBe(iban.slice(2, 4));
  });

  it('makes any BBAN of the right format a valid IBAN (property; GB: 4 letters, 14 digits)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{4}[0-9]{14}$/), (bban) => {
        const iban = `GB${ibanCheckDigits('GB', bban)}${bban}`;
        const report = parseIban(iban);
        return report.valid && report.expectedCheckDigits === iban.slice(2, 4) && report.bankCode === bban.slice(0, 4);
      }),
    );
  });

  it('rejects characters outside A–Z and 0–9', () => {
    expect(() => ibanCheckDigits('gb', '123')).toThrow(ToolInputError);
    expect(() => ibanCheckDigits('GB', '12-3')).toThrow('position 3');
  });
});

describe('parseIbans', () => {
  it('reads one IBAN per line, skipping blank lines, and names the line of a bad one', () => {
    const { reports, truncated } = parseIbans('DE89370400440532013000\n\n  GB29 NWBK 6016 1331 9268 19\r\nXX00');
    expect(reports.map((r) => [r.line, r.countryCode, r.valid])).toEqual([
      [1, 'DE', true],
      [3, 'GB', true],
      [4, 'XX', false],
    ]);
    expect(truncated).toBe(false);
    expect(() => parseIbans('DE89370400440532013000\nGB29!')).toThrow('line 2, position 5');
    expect(() => parseIbans(' \n ')).toThrow(ToolInputError);
  });

  it('stops after MAX_IBANS and says so', () => {
    const { reports, truncated } = parseIbans('NL91ABNA0417164300\n'.repeat(MAX_IBANS + 5));
    expect(reports).toHaveLength(MAX_IBANS);
    expect(truncated).toBe(true);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ibanValidatorAndParserTool, ibanValidatorAndParserState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseIbans(s));
    fuzzToolFunction((s: string) => parseIban(s));
    fuzzToolFunction((s: string) => ibanCheckDigits(s.slice(0, 2), s.slice(2)));
  });
});

describe('parseIbans on big texts', () => {
  it('skips long blank stretches and counts lines across CR LF, LF and CR', () => {
    const { reports } = parseIbans(`\r\n\n\r${' '.repeat(100_000)}\nNL91ABNA0417164300`);
    expect(reports.map((r) => r.line)).toEqual([5]);
  });

  it('refuses a line far longer than an IBAN without reading it all', () => {
    expect(() => parseIbans(`NL91ABNA0417164300\n${'A'.repeat(1_000_000)}`)).toThrow('Line 2 has 1000000 characters');
  });
});
