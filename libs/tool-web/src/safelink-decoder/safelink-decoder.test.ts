import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { safelinkDecoderTool } from './meta.js';
import { decodeSafeLinks } from './safelink-decoder.js';
import { safelinkDecoderState } from './state.js';

const SAFE = 'https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.example.com%2Freport.pdf&data=05%7C02%7Cuser%40contoso.com%7C1%7C0%7C638%7CUnknown%7C&sdata=abcd%2B%3D&reserved=0';

describe('decodeSafeLinks', () => {
  it('decodes one Safe Link (the reference tool\'s job)', () => {
    const r = decodeSafeLinks(SAFE);
    expect(r.text).toBe('https://www.example.com/report.pdf');
    expect(r.links[0]).toMatchObject({ url: 'https://www.example.com/report.pdf', wrappers: ['Microsoft Safe Links'], line: 1 });
    expect(r.decoded).toBe(1);
  });

  it('decodes every wrapped link of an e-mail body, keeping the text and the plain links', () => {
    const body = [
      'Hi, the report: <' + SAFE + '>',
      'Slides: https://urldefense.com/v3/__https://google.com:443/search?q=a*test&gs=ps__;Kw!-612Flbf0JvQ3kNJkRi5Jg!Ue6tQudNKaShHg93trcdjqDP8se2ySE65jyCIe2K1D_uNjZ1Lnf6YLQERujngZv9UWf66ujQIQ$',
      'Home: https://example.org/',
    ].join('\n');
    const r = decodeSafeLinks(body);
    expect(r.text).toBe('Hi, the report: <https://www.example.com/report.pdf>\nSlides: https://google.com:443/search?q=a+test&gs=ps\nHome: https://example.org/');
    expect(r.links.map((l) => [l.line, l.wrappers])).toEqual([
      [1, ['Microsoft Safe Links']],
      [2, ['Proofpoint URL Defense v3']],
      [3, []],
    ]);
    expect(r.decoded).toBe(2);
  });

  it('reports a wrapper it recognises but cannot read, and keeps the link', () => {
    const r = decodeSafeLinks('https://protect-eu.mimecast.com/s/AbCd?domain=example.com');
    expect(r.links[0]?.problem).toMatch(/Mimecast/);
    expect(r.text).toBe('https://protect-eu.mimecast.com/s/AbCd?domain=example.com');
  });

  it('names the problem when there is no link', () => {
    expect(expectToolInputError(() => decodeSafeLinks('nothing to see')).message).toMatch(/No link found/);
    expect(decodeSafeLinks('  ').links).toEqual([]);
  });
});

describe('tool', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(safelinkDecoderTool, safelinkDecoderState);
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => decodeSafeLinks(s));
    fuzzToolFunction((s: string) => decodeSafeLinks(`https://eur01.safelinks.protection.outlook.com/?url=${s}`));
    fuzzToolFunction((s: string) => decodeSafeLinks(`https://urldefense.com/v3/__${s}__;${s}!!x$`));
  });
});
