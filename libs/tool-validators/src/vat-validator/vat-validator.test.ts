import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { vatValidatorTool } from './meta.js';
import { vatValidatorState } from './state.js';
import { checkVatNumber, VAT_COUNTRIES } from './vat-validator.js';

// Numbers from jsvat's own test data (github.com/se-panfilov/jsvat and its fork mattickx/jsvat-next,
// test/countries_vat_lists/<country>.vat.js: the "valid", "validOnlyByFormat" and "invalid" lists).
describe('checkVatNumber', () => {
  it.each([
    ['BE0411905847', 'BE', 'BE', '0411905847'],
    ['DE136695976', 'DE', 'DE', '136695976'],
    ['EL094012834', 'GR', 'EL', '094012834'],
    ['NL001079293B01', 'NL', 'NL', '001079293B01'],
    ['GB999000005', 'GB', 'GB', '999000005'],
    ['XI999000047', 'GB', 'XI', '999000047'],
    ['GBGD103', 'GB', 'GB', 'GD103'],
  ])('accepts %s (country %s, prefix %s)', (vat, iso2, prefix, number) => {
    const report = checkVatNumber(vat);
    expect(report).toMatchObject({ valid: true, problem: null, prefix, number });
    expect(report.country?.iso2).toBe(iso2);
  });

  it('reads separators, lower case and GR for Greece', () => {
    expect(checkVatNumber('be 0411.905.847')).toMatchObject({ valid: true, value: 'BE0411905847' });
    const greek = checkVatNumber('GR094012834');
    expect(greek).toMatchObject({ valid: true, value: 'EL094012834' });
    expect(greek.notes).toContain('greek-prefix');
    expect(checkVatNumber('XI999000005').notes).toContain('northern-ireland');
  });

  it('says why a number fails', () => {
    expect(checkVatNumber('DE111111126').problem).toBe('checksum');
    expect(checkVatNumber('NL010000445B01').problem).toBe('checksum');
    expect(checkVatNumber('BE60260262').problem).toBe('format');
    expect(checkVatNumber('GB999000103').valid).toBe(false);
    expect(checkVatNumber('ZZ123456789').problem).toBe('unknown-country');
    expect(checkVatNumber('123456789').problem).toBe('no-prefix');
  });

  it('checks against a chosen country, adding its prefix', () => {
    const report = checkVatNumber('0411905847', 'BE');
    expect(report).toMatchObject({ valid: true, value: 'BE0411905847' });
    expect(report.notes).toContain('prefix-added');
    // Norway: the organisation number and MVA (jsvat test data, NO864234232).
    expect(checkVatNumber('864234232', 'NO')).toMatchObject({ valid: true, value: '864234232MVA', prefix: '' });
    expect(checkVatNumber('NO 864 234 232 MVA')).toMatchObject({ valid: true });
    expect(checkVatNumber('NO962209018').problem).toBe('checksum');
    expect(() => checkVatNumber('123', 'ZZ')).toThrow(ToolInputError);
  });

  it('names a character no VAT number has', () => {
    expect(() => checkVatNumber('DE 136_695_976')).toThrow('"_" at position 7');
    expect(() => checkVatNumber('')).toThrow(ToolInputError);
  });

  it('never changes the verdict with separators (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('BE0411905847', 'DE136695976', 'DE111111126', 'EL094012834'), fc.nat(10), (vat, at) => {
        const spaced = `${vat.slice(0, at)} ${vat.slice(at)}`;
        return checkVatNumber(spaced).valid === checkVatNumber(vat).valid;
      }),
    );
  });

  it('lists the covered countries', () => {
    expect(VAT_COUNTRIES.map((c) => c.code)).toEqual(expect.arrayContaining(['AT', 'BE', 'GR', 'GB', 'NO', 'CH']));
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(vatValidatorTool, vatValidatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => checkVatNumber(s));
    fuzzToolFunction((s: string) => checkVatNumber(s, 'GR'));
    fuzzToolFunction((s: string) => checkVatNumber(s, 'NO'));
  });
});
