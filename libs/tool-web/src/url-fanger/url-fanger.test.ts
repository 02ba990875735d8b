import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { urlFangerTool } from './meta.js';
import { urlFangerState } from './state.js';
import { DEFANG_ATS, DEFANG_COLONS, DEFANG_DOTS, DEFANG_SCOPES, defang, refang } from './url-fanger.js';

describe('defang — the hxxp / [.] / [:]// / [at] conventions (ioc-fanger, CyberChef)', () => {
  it('defangs a URL: scheme, separator and host dots; the path stays readable', () => {
    expect(defang('https://evil.example.com/login.php?a=1')).toBe('hxxps[:]//evil[.]example[.]com/login.php?a=1');
    expect(defang('http://203.0.113.7:8080/x')).toBe('hxxp[:]//203[.]0[.]113[.]7:8080/x');
    expect(defang('ftp://files.example.net/pub')).toBe('fxp[:]//files[.]example[.]net/pub');
    expect(defang('HTTPS://EXAMPLE.COM')).toBe('HXXPS[:]//EXAMPLE[.]COM');
  });

  it('defangs bare domains, IPv4 and e-mail addresses in a text, leaving words alone', () => {
    expect(defang('Beacons to c2.example.org and 198.51.100.23; mail from admin@example.net. Done.')).toBe(
      'Beacons to c2[.]example[.]org and 198[.]51[.]100[.]23; mail from admin[at]example[.]net. Done.',
    );
  });

  it('offers the other marker styles', () => {
    expect(defang('https://www.example.com/', { colon: 'colon-slashes', dots: 'last' })).toBe('hxxps[://]www.example[.]com/');
    expect(defang('https://www.example.com/', { colon: 'keep', scheme: false })).toBe('https://www[.]example[.]com/');
    expect(defang('bob@example.com', { at: 'symbol' })).toBe('bob[@]example[.]com');
    expect(defang('user:pw@host.example', { scope: 'urls' })).toBe('user:pw@host.example');
    expect(defang('a.b https://x.example', { scope: 'urls' })).toBe('a.b hxxps[:]//x[.]example');
    expect(defang('Ends. https://x.example', { scope: 'everything' })).toBe('Ends[.] hxxps[:]//x[.]example');
  });

  it('keeps an IPv6 literal and defangs user info', () => {
    expect(defang('http://[2001:db8::1]/')).toBe('hxxp[:]//[2001:db8::1]/');
    expect(defang('https://user@host.example/')).toBe('hxxps[:]//user[at]host[.]example/');
  });
});

describe('refang', () => {
  it('reads the common defang markers (ioc-fanger fang.json, ioc-extractor refang)', () => {
    expect(refang('hxxps[:]//evil[.]example[.]com/x')).toBe('https://evil.example.com/x');
    expect(refang('hXXp://example[.]com')).toBe('http://example.com');
    expect(refang('h**ps://example(.)com')).toBe('https://example.com');
    expect(refang('hxxps[://]example{.}com')).toBe('https://example.com');
    expect(refang('h[tt]ps://example[dot]com')).toBe('https://example.com');
    expect(refang('example(DOT)com and example\\.org')).toBe('example.com and example.org');
    expect(refang('fxp[:]//files[.]example[.]net')).toBe('ftp://files.example.net');
    expect(refang('admin[at]example[.]net, root(@)example[.]org, x [at] y [.] z')).toBe('admin@example.net, root@example.org, x@y.z');
    expect(refang('192[.]168[.]0[.]1')).toBe('192.168.0.1');
  });

  it('leaves text without markers as it is', () => {
    expect(refang('Just https://example.com and a (parenthesis).')).toBe('Just https://example.com and a (parenthesis).');
  });
});

// Text pieces with no defang markers of their own: words, web URLs, domains, IPv4 and e-mail addresses.
const noMarkers = (s: string) => !/[[\](){}\\]/.test(s) && !/h(?:xx|\*\*|xt|tx)p|fxp/i.test(s);
const piece = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.domain(),
  fc.ipV4(),
  fc.emailAddress(),
  fc.stringMatching(/^[A-Za-z,;!?]{1,8}$/),
);

describe('round trip', () => {
  it('refang(defang(text)) gives the text back, for every option', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 6 }).map((parts) => parts.join(' ')).filter(noMarkers),
        fc.constantFrom(...DEFANG_SCOPES),
        fc.constantFrom(...DEFANG_COLONS),
        fc.constantFrom(...DEFANG_DOTS),
        fc.constantFrom(...DEFANG_ATS),
        fc.boolean(),
        (text, scope, colon, dots, at, scheme) => {
          expect(refang(defang(text, { scope, colon, dots, at, scheme }))).toBe(text);
        },
      ),
    );
  });

  it('a defanged URL no longer contains a clickable http(s)://', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(defang(url)).not.toMatch(/https?:\/\//i);
      }),
    );
  });
});

describe('tool', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(urlFangerTool, urlFangerState);
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => defang(s));
    fuzzToolFunction((s: string) => defang(s, { scope: 'everything', dots: 'last' }));
    fuzzToolFunction((s: string) => refang(s));
  });
});
