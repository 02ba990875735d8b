import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { encodeQr } from '../shared/qr/qr-code.js';
import { qrImageModules, qrToRaster } from '../shared/qr/qr-render.js';
import { decodeQrRaster } from '../shared/qr/qr-decode.test-support.js';
import { qrContactInfoGeneratorTool } from './meta.js';
import { contactFromState, qrContactInfoGeneratorState } from './state.js';
import {
  contactProblems,
  emptyContact,
  escapeMecardValue,
  escapeVCardText,
  foldContentLine,
  qrContactInfoGenerator,
  telUri,
  CONTACT_FORMATS,
  type ContactFormat,
  type ContactInfo,
} from './qr-contact-info-generator.js';

const contact = (patch: Partial<ContactInfo>): ContactInfo => ({ ...emptyContact(), ...patch });
const lines = (text: string) => text.split('\r\n');

/** Unfolds (RFC 6350 §3.2) and splits a vCard into [name with parameters, raw value] pairs. */
function contentLines(text: string): [string, string][] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      // The name and parameters end at the first colon outside a quoted parameter value.
      let quoted = false;
      let colon = 0;
      for (; colon < line.length; colon++) {
        if (line[colon] === '"') quoted = !quoted;
        else if (line[colon] === ':' && !quoted) break;
      }
      return [line.slice(0, colon), line.slice(colon + 1)] as [string, string];
    });
}
/** Unescapes a vCard text value (RFC 6350 §3.4). */
const unescape = (v: string) => v.replace(/\\([\\,;nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

async function readBack(text: string): Promise<string | undefined> {
  const qr = encodeQr(text, { ecLevel: 'L' });
  const [read] = await decodeQrRaster(qrToRaster(qr, { margin: 4, foreground: '#000', background: '#fff' }, qrImageModules(qr, 4) * 3));
  return read?.text;
}

describe('vCard 3.0 (RFC 2426)', () => {
  it("writes RFC 2426's example values: N, FN, ORG and TITLE with escaped commas", () => {
    const text = qrContactInfoGenerator(
      contact({
        familyName: 'Public',
        givenName: 'John',
        middleName: 'Quinlan',
        prefix: 'Mr.',
        suffix: 'Esq.',
        formattedName: 'Mr. John Q. Public, Esq.',
        organization: 'ABC, Inc.',
        department: 'North American Division',
        title: 'Director, Research and Development',
      }),
      'vcard3',
    ).text;
    expect(lines(text)).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Mr. John Q. Public\\, Esq.', // RFC 2426 §3.1.1
      'N:Public;John;Quinlan;Mr.;Esq.', // §3.1.2
      'ORG:ABC\\, Inc.;North American Division', // §3.5.5 (first two components)
      'TITLE:Director\\, Research and Development', // §3.5.1
      'END:VCARD',
      '',
    ]);
  });

  it('writes phones, e-mails, the address, the birthday as RFC 2426 shows them', () => {
    const text = qrContactInfoGenerator(
      contact({
        givenName: 'Jane',
        phones: { mobile: '+1 555 0100', work: '', home: '', fax: '+1 555 0199' },
        emails: { work: 'jane_doe@abc.com', home: '' },
        birthday: '1996-04-15',
        address: { kind: 'home', street: '123 Main Street', locality: 'Any Town', region: 'CA', postalCode: '91921-1234', country: '' },
      }),
      'vcard3',
    ).text;
    expect(lines(text)).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Jane',
      'N:;Jane;;;',
      'TEL;TYPE=CELL:+1 555 0100',
      'TEL;TYPE=WORK,FAX:+1 555 0199',
      'EMAIL;TYPE=INTERNET,WORK:jane_doe@abc.com',
      'ADR;TYPE=HOME:;;123 Main Street;Any Town;CA;91921-1234;', // §3.2.1
      'BDAY:1996-04-15', // §3.1.5
      'END:VCARD',
      '',
    ]);
  });
});

describe('vCard 4.0 (RFC 6350)', () => {
  it("writes RFC 6350's TEL example as a tel: URI, BDAY in basic format, KIND:org for an organisation", () => {
    const text = qrContactInfoGenerator(
      contact({
        givenName: 'J',
        phones: { mobile: '', work: '', home: '+1-555-555-5555 x5555', fax: '' },
        birthday: '1996-04-15',
        emails: { work: 'jqpublic@xyz.example.com', home: '' },
      }),
      'vcard4',
    ).text;
    expect(text).toContain('\r\nTEL;VALUE=uri;TYPE="home,voice":tel:+1-555-555-5555;ext=5555\r\n'); // §6.4.1
    expect(text).toContain('\r\nEMAIL;TYPE=work:jqpublic@xyz.example.com\r\n'); // §6.4.2
    expect(text).toContain('\r\nBDAY:19960415\r\n'); // §6.2.5
    expect(lines(qrContactInfoGenerator(contact({ organization: 'ABC, Inc.' }), 'vcard4').text)).toEqual([
      'BEGIN:VCARD',
      'VERSION:4.0',
      'KIND:org',
      'FN:ABC\\, Inc.',
      'ORG:ABC\\, Inc.',
      'END:VCARD',
      '',
    ]);
    expect(
      qrContactInfoGenerator(contact({ givenName: 'J', phones: { mobile: '555 0100', work: '', home: '', fax: '' } }), 'vcard4').text,
    ).toContain('TEL;TYPE="cell":555 0100');
  });

  it('escapes text (RFC 6350 §3.4) and folds lines at 75 octets without splitting a character (§3.2)', () => {
    expect(escapeVCardText('a\\b,c;d\r\ne\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
    const note = `${'Grüße, '.repeat(20)}end`;
    const text = qrContactInfoGenerator(contact({ givenName: 'J', note }), 'vcard4').text;
    for (const line of lines(text)) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toMatch(/\r\n [^\r\n]/);
    expect(text).not.toContain('\uFFFD');
    const [, value] = contentLines(text).find(([n]) => n === 'NOTE')!;
    expect(unescape(value)).toBe(note);
    // RFC 6350 §3.2's rule on a line of exactly 75 octets: not folded; 76: folded after 75.
    expect(foldContentLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldContentLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldContentLine('€'.repeat(30))).toBe(`${'€'.repeat(25)}\r\n ${'€'.repeat(5)}`);
  });

  it('makes tel: URIs only of global numbers (RFC 3966)', () => {
    expect(telUri('+44 20 7946 0000')).toBe('tel:+44-20-7946-0000');
    expect(telUri('+1 (555) 010-0199 ext. 12')).toBe('tel:+1-(555)-010-0199;ext=12');
    expect(telUri('555 0100')).toBeNull();
  });
});

describe('MECARD', () => {
  it("writes ZXing wiki's MECARD example fields, escaping \\ ; , : in values", () => {
    const text = qrContactInfoGenerator(
      contact({
        familyName: 'Owen',
        givenName: 'Sean',
        phones: { mobile: '', work: '', home: '+1 (212) 555-1212', fax: '' },
        emails: { work: '', home: 'srowen@example.com' },
        address: { kind: 'work', street: '76 9th Avenue', locality: 'New York', region: 'NY 10011', postalCode: '', country: '' },
      }),
      'mecard',
    );
    // ZXing "Barcode Contents": MECARD:N:Owen,Sean;ADR:76 9th Avenue, 4th Floor, New York, NY 10011;TEL:12125551212;EMAIL:srowen@example.com;;
    expect(text.text).toBe('MECARD:N:Owen,Sean;TEL:+12125551212;EMAIL:srowen@example.com;ADR:76 9th Avenue, New York, NY 10011;;');
    expect(text.warnings.join()).toMatch(/kinds of phone number/);
    expect(escapeMecardValue('a\\b;c,d:e')).toBe('a\\\\b\\;c\\,d\\:e');
    expect(
      qrContactInfoGenerator(contact({ familyName: 'O;Brien', title: 'CEO', birthday: '1970-01-02', url: 'https://x.example/' }), 'mecard'),
    ).toEqual({
      text: 'MECARD:N:O\\;Brien;URL:https\\://x.example/;BDAY:19700102;;',
      warnings: ['MECARD has no field for the job title: left out. Choose vCard to keep them.'],
    });
  });
});

describe('reading back', () => {
  it('ZXing reads back every format, and the vCard fields parse back (fast-check)', async () => {
    const value = fc
      .string({ unit: fc.constantFrom(...'aZé世 ,;:\\"\n'.split(''), ...['😀']), minLength: 1, maxLength: 40 })
      .filter((s) => s.trim() === s && s.trim() !== '');
    await fc.assert(
      fc.asyncProperty(value, value, value, fc.constantFrom<ContactFormat>(...CONTACT_FORMATS), async (given, org, note, format) => {
        const { text } = qrContactInfoGenerator(contact({ givenName: given, organization: org, note }), format);
        expect(await readBack(text)).toBe(text);
        if (format !== 'mecard') {
          const fields = Object.fromEntries(contentLines(text));
          expect(unescape(fields.FN!)).toBe(given);
          expect(unescape(fields.NOTE!)).toBe(note);
          expect(unescape(fields.ORG!)).toBe(org);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('checks', () => {
  it('names the field that is wrong', () => {
    expect(contactProblems(contact({}))).toEqual([
      { field: 'name', message: 'Enter a name or an organisation: a contact card needs one.' },
    ]);
    expect(
      contactProblems(
        contact({
          givenName: 'J',
          phones: { mobile: 'call me', work: '', home: '', fax: '' },
          emails: { work: 'nope', home: '' },
          birthday: '2023-02-30',
        }),
      ).map((p) => p.field),
    ).toEqual(['phone-mobile', 'email-work', 'birthday']);
    expect(expectToolInputError(() => qrContactInfoGenerator(contact({}), 'vcard3')).message).toMatch(/name or an organisation/);
    expectToolInputError(() => qrContactInfoGenerator(contact({ givenName: 'x' }), 'vcard5' as ContactFormat));
  });

  it('has examples that are valid states, and each makes a card', () => {
    expectExamplesMatchState(qrContactInfoGeneratorTool, qrContactInfoGeneratorState);
    for (const example of qrContactInfoGeneratorTool.examples ?? []) {
      const state = { ...qrContactInfoGeneratorState.schema.parse({}), ...example.state } as ReturnType<
        typeof qrContactInfoGeneratorState.schema.parse
      >;
      expect(qrContactInfoGenerator(contactFromState(state), state.format).text.length).toBeGreaterThan(20);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    for (const format of CONTACT_FORMATS) {
      fuzzToolFunction(
        (s: string) =>
          qrContactInfoGenerator(
            contact({
              givenName: s,
              note: s,
              birthday: s,
              url: s,
              phones: { mobile: s, work: '', home: '', fax: '' },
              emails: { work: s, home: '' },
            }),
            format,
          ),
        undefined,
        100,
      );
    }
  });
});
