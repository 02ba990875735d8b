import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { urlTextFragmentMakerTool } from './meta.js';
import { urlTextFragmentMakerState } from './state.js';
import {
  buildTextDirective,
  encodeTextDirectiveTerm,
  makeTextFragmentUrl,
  parseFragmentDirectives,
  type TextDirective,
} from './url-text-fragment-maker.js';

// Examples from URL Fragment Text Directives (WICG), https://wicg.github.io/scroll-to-text-fragment/ §3.3.
describe('buildTextDirective — the specification’s examples', () => {
  it('textStart alone: "an example text fragment"', () => {
    expect(buildTextDirective({ textStart: 'an example text fragment' })).toBe('text=an%20example%20text%20fragment');
  });

  it('a range: textStart "an example", textEnd "text fragment"', () => {
    expect(buildTextDirective({ textStart: 'an example', textEnd: 'text fragment' })).toBe('text=an%20example,text%20fragment');
  });

  it('context terms: prefix "this is", suffix "text fragment"', () => {
    expect(buildTextDirective({ prefix: 'this is', textStart: 'an example', suffix: 'text fragment' })).toBe(
      'text=this%20is-,an%20example,-text%20fragment',
    );
  });

  it('all four terms, in the order of the syntax [prefix-,]textStart[,textEnd][,-suffix]', () => {
    expect(buildTextDirective({ prefix: 'a', textStart: 'b', textEnd: 'c', suffix: 'd' })).toBe('text=a-,b,c,-d');
  });
});

describe('encodeTextDirectiveTerm — TextDirectiveExplicitChar (§3.3.2)', () => {
  it('percent-encodes "-", "," and "&", which the syntax uses', () => {
    expect(encodeTextDirectiveTerm('-,&')).toBe('%2D%2C%26');
  });

  it('keeps every TextDirectiveExplicitChar', () => {
    const explicit = "ABCXYZabcxyz0189!$'()*+./:;=?@_~";
    expect(encodeTextDirectiveTerm(explicit)).toBe(explicit);
  });

  it('encodes "%", "#", space and other URL characters, and non-ASCII as UTF-8 bytes', () => {
    expect(encodeTextDirectiveTerm('100% #1 "x" <y>')).toBe('100%25%20%231%20%22x%22%20%3Cy%3E');
    // U+00E9 is C3 A9 in UTF-8; U+1F600 is F0 9F 98 80 (RFC 3629).
    expect(encodeTextDirectiveTerm('é😀')).toBe('%C3%A9%F0%9F%98%80');
  });

  it('rejects an unpaired surrogate, naming where', () => {
    expect(expectToolInputError(() => encodeTextDirectiveTerm('ab\uD800')).message).toMatch(/position 3/);
  });
});

describe('makeTextFragmentUrl', () => {
  it('keeps an element fragment: the §3.3.1 example https://example.org/#test:~:text=foo', () => {
    const result = makeTextFragmentUrl('https://example.org/#test', [{ textStart: 'foo' }]);
    expect(result.url).toBe('https://example.org/#test:~:text=foo');
    expect(result.fragment).toBe('#test:~:text=foo');
  });

  it('adds "#:~:" to a URL with no fragment, and joins several directives with "&"', () => {
    expect(makeTextFragmentUrl('https://example.com/page?q=1', [{ textStart: 'foo' }, { textStart: 'bar' }]).url).toBe(
      'https://example.com/page?q=1#:~:text=foo&text=bar',
    );
  });

  it('keeps or replaces the directives already in the URL', () => {
    expect(makeTextFragmentUrl('https://example.com/#:~:text=foo&unknownDirective', [{ textStart: 'bar' }]).url).toBe(
      'https://example.com/#:~:text=foo&unknownDirective&text=bar',
    );
    expect(makeTextFragmentUrl('https://example.com/#top:~:text=foo', [{ textStart: 'bar' }], { existing: 'replace' }).url).toBe(
      'https://example.com/#top:~:text=bar',
    );
  });

  it('assumes https:// for a bare host name, and refuses other schemes and bad URLs', () => {
    const result = makeTextFragmentUrl('example.com/a b', [{ textStart: 'x' }]);
    expect(result.url).toBe('https://example.com/a%20b#:~:text=x');
    expect(result.assumedHttps).toBe(true);
    expect(makeTextFragmentUrl('localhost:8080', [{ textStart: 'x' }]).url).toBe('https://localhost:8080/#:~:text=x');
    expect(expectToolInputError(() => makeTextFragmentUrl('ftp://example.com/', [{ textStart: 'x' }])).message).toMatch(/"ftp:"/);
    expect(expectToolInputError(() => makeTextFragmentUrl('https://exa mple.com/', [{ textStart: 'x' }])).message).toMatch(
      /not a valid URL/,
    );
    expect(expectToolInputError(() => makeTextFragmentUrl('', [{ textStart: 'x' }])).message).toMatch(/address/);
  });

  it('names the directive whose start text is missing, and skips blank ones', () => {
    expect(
      expectToolInputError(() => makeTextFragmentUrl('https://a.example/', [{ textStart: 'x' }, { textStart: ' ', suffix: 'y' }])).message,
    ).toMatch(/^Text 2: the start text is empty/);
    expect(makeTextFragmentUrl('https://a.example/', [{ textStart: '' }, { textStart: 'x' }]).directives).toEqual(['text=x']);
    expect(expectToolInputError(() => makeTextFragmentUrl('https://a.example/', [{ textStart: '' }])).message).toMatch(/Enter the text/);
  });

  it('offers the it-tools reading of commas in the start text as an option', () => {
    const directives = [{ textStart: 'one, two', prefix: 'p' }];
    expect(makeTextFragmentUrl('https://a.example/', directives).url).toBe('https://a.example/#:~:text=p-,one%2C%20two');
    expect(makeTextFragmentUrl('https://a.example/', directives, { commaSeparatedStarts: true }).url).toBe(
      'https://a.example/#:~:text=p-,one&text=two',
    );
  });
});

describe('parseFragmentDirectives — §3.4 parse a text directive', () => {
  it('reads the specification’s examples back', () => {
    expect(parseFragmentDirectives('#:~:text=this%20is-,an%20example,-text%20fragment').directives).toEqual([
      { kind: 'text', prefix: 'this is', textStart: 'an example', textEnd: '', suffix: 'text fragment' },
    ]);
    const parsed = parseFragmentDirectives('https://example.org/#test:~:text=foo&unknownDirective');
    expect(parsed.fragment).toBe('test');
    expect(parsed.directives).toEqual([
      { kind: 'text', prefix: '', textStart: 'foo', textEnd: '', suffix: '' },
      { kind: 'unknown', raw: 'unknownDirective' },
    ]);
  });

  it('treats directives that break the grammar as unknown (e.g. context terms without "-": WPT)', () => {
    // web-platform-tests scroll-to-text-fragment.html: "#:~:text=this,is,test,page" is not a text directive.
    expect(parseFragmentDirectives('#:~:text=this,is,test,page').directives).toEqual([{ kind: 'unknown', raw: 'text=this,is,test,page' }]);
    expect(parseFragmentDirectives('#:~:text=%FF').directives[0]?.kind).toBe('unknown');
    expect(parseFragmentDirectives('https://a.example/').fragment).toBeNull();
  });
});

const termArb = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '' && s.trim() === s);
const directiveArb: fc.Arbitrary<TextDirective> = fc.record({
  textStart: termArb,
  textEnd: fc.option(termArb, { nil: '' }),
  prefix: fc.option(termArb, { nil: '' }),
  suffix: fc.option(termArb, { nil: '' }),
});

describe('round trips', () => {
  it('parse(make(url, directives)) gives the directives back, and the URL is already in WHATWG form', () => {
    fc.assert(
      fc.property(
        fc.array(directiveArb, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('https://example.com/', 'http://example.org/a/b?c=d', 'https://example.org/#sec'),
        (directives, page) => {
          const { url } = makeTextFragmentUrl(page, directives);
          expect(new URL(url).href).toBe(url);
          const parsed = parseFragmentDirectives(url);
          expect(parsed.directives).toEqual(
            directives.map((d) => ({ kind: 'text', prefix: d.prefix, textStart: d.textStart, textEnd: d.textEnd, suffix: d.suffix })),
          );
        },
      ),
    );
  });
});

describe('tool contract', () => {
  it('has examples that are valid states, each making a URL', () => {
    expectExamplesMatchState(urlTextFragmentMakerTool, urlTextFragmentMakerState);
    for (const example of urlTextFragmentMakerTool.examples ?? []) {
      const state = urlTextFragmentMakerState.schema.parse(example.state);
      expect(
        makeTextFragmentUrl(state.url, state.directives, { existing: state.existing, commaSeparatedStarts: state.commaSeparatedStarts })
          .url,
      ).toMatch(/:~:text=/);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => makeTextFragmentUrl(s, [{ textStart: 'x' }]));
    fuzzToolFunction((s: string) =>
      makeTextFragmentUrl('https://example.com/', [{ textStart: s, textEnd: s, prefix: s, suffix: s }], { commaSeparatedStarts: true }),
    );
    fuzzToolFunction((s: string) => encodeTextDirectiveTerm(s));
    fuzzToolFunction((s: string) => buildTextDirective({ textStart: s }));
    fuzzToolFunction((s: string) => parseFragmentDirectives(s));
  });
});
