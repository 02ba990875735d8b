import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { urlParserTool } from './meta.js';
import { urlParserState } from './state.js';
import { parseUrl } from './url-parser.js';

describe('parseUrl — WHATWG URL Standard', () => {
  it('takes a full URL apart', () => {
    const u = parseUrl('https://user:pa%20ss@example.com:8080/a/b%20c/?x=1&y=a+b&z=%E2%82%AC&x=2&flag#sec%20tion');
    expect(u.scheme).toBe('https');
    expect(u.special).toBe(true);
    expect([u.username, u.password, u.passwordDecoded]).toEqual(['user', 'pa%20ss', 'pa ss']);
    expect([u.hostname, u.hostKind, u.port, u.defaultPort, u.effectivePort]).toEqual(['example.com', 'domain', '8080', 443, 8080]);
    expect(u.origin).toBe('https://example.com:8080');
    expect(u.pathSegments).toEqual([
      { raw: 'a', decoded: 'a' },
      { raw: 'b%20c', decoded: 'b c' },
      { raw: '', decoded: '' },
    ]);
    // application/x-www-form-urlencoded parsing (URL Standard §5.1): "+" is a space, bytes are UTF-8.
    expect(u.parameters.map((p) => [p.name, p.value])).toEqual([
      ['x', '1'],
      ['y', 'a b'],
      ['z', '€'],
      ['x', '2'],
      ['flag', ''],
    ]);
    expect(u.parameters[1]).toMatchObject({ rawName: 'y', rawValue: 'a+b' });
    expect([u.fragment, u.fragmentDecoded]).toEqual(['sec%20tion', 'sec tion']);
  });

  it('drops the default port but reports it (URL Standard §4.1 special schemes)', () => {
    const u = parseUrl('HTTPS://Example.COM:443/');
    expect(u.href).toBe('https://example.com/');
    expect([u.port, u.effectivePort]).toEqual(['', 443]);
    expect(parseUrl('ws://example.com/').effectivePort).toBe(80);
    expect(parseUrl('ftp://example.com/').effectivePort).toBe(21);
    expect(parseUrl('gopher://example.com/').effectivePort).toBeNull();
  });

  it('shows an internationalised host in ASCII (IDNA, RFC 3492 Punycode) and in Unicode', () => {
    const u = parseUrl('https://bücher.example/');
    expect(u.hostname).toBe('xn--bcher-kva.example');
    expect(u.hostnameUnicode).toBe('bücher.example');
    expect(parseUrl('https://xn--bcher-kva.example/').hostnameUnicode).toBe('bücher.example');
  });

  it('parses IPv4 numbers and IPv6 literals the way the host parser does (§3.5)', () => {
    expect(parseUrl('http://0x7f.1/').hostname).toBe('127.0.0.1');
    expect(parseUrl('http://0x7f.1/').hostKind).toBe('ipv4');
    const v6 = parseUrl('http://[2001:DB8:0:0::1]:8080/');
    expect([v6.hostname, v6.hostKind]).toEqual(['[2001:db8::1]', 'ipv6']);
  });

  it('reads opaque paths and opaque hosts', () => {
    const mail = parseUrl('mailto:someone@example.com?subject=Hi%20there');
    expect([mail.opaquePath, mail.pathname, mail.pathSegments, mail.origin]).toEqual([true, 'someone@example.com', [], null]);
    expect(mail.parameters[0]).toMatchObject({ name: 'subject', value: 'Hi there' });
    expect(parseUrl('foo://host.example/x').hostKind).toBe('opaque');
  });

  it('resolves relative references against a base (RFC 3986 §5.4.1 normal examples)', () => {
    const base = 'http://a/b/c/d;p?q';
    const cases: [string, string][] = [
      ['g', 'http://a/b/c/g'],
      ['./g', 'http://a/b/c/g'],
      ['g/', 'http://a/b/c/g/'],
      ['/g', 'http://a/g'],
      ['?y', 'http://a/b/c/d;p?y'],
      ['g?y', 'http://a/b/c/g?y'],
      ['#s', 'http://a/b/c/d;p?q#s'],
      ['..', 'http://a/b/'],
      ['../g', 'http://a/b/g'],
      ['../../g', 'http://a/g'],
    ];
    for (const [reference, expected] of cases) expect(parseUrl(reference, base).href).toBe(expected);
  });

  it('tells an empty query and fragment from none', () => {
    const u = parseUrl('https://example.com/?#');
    expect([u.hasQuery, u.query, u.hasFragment]).toEqual([true, '', true]);
    expect(parseUrl('https://example.com/').hasQuery).toBe(false);
  });

  it('is stable: parsing a serialized URL gives the same URL', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true, validSchemes: ['http', 'https', 'ftp', 'ws'] }), (url) => {
        const once = parseUrl(url).href;
        expect(parseUrl(once).href).toBe(once);
      }),
    );
  });
});

describe('errors name the part that is wrong', () => {
  it('no scheme', () => {
    expect(expectToolInputError(() => parseUrl('example.com/path')).message).toMatch(/no scheme.*https:\/\/example\.com\/path/);
  });
  it('forbidden host character', () => {
    const e = expectToolInputError(() => parseUrl('https://exa mple.com/'));
    expect(e.message).toMatch(/host "exa mple\.com" contains a space/);
    expect(e.position).toBe(11);
  });
  it('port out of range or not a number', () => {
    expect(expectToolInputError(() => parseUrl('http://example.com:70000/')).message).toMatch(/port 70000 is out of range/);
    expect(expectToolInputError(() => parseUrl('http://example.com:8o/')).message).toMatch(/port "8o" is not a number/);
  });
  it('bad IPv6 literal', () => {
    expect(expectToolInputError(() => parseUrl('http://[::1/')).message).toMatch(/no closing "\]"/);
    expect(expectToolInputError(() => parseUrl('http://[1:2:3]/')).message).toMatch(/not a valid IPv6 address/);
  });
  it('missing host, bad base, empty input', () => {
    expect(expectToolInputError(() => parseUrl('https://')).message).toMatch(/host is missing/);
    expect(expectToolInputError(() => parseUrl('g', 'not a base')).message).toMatch(/base URL "not a base"/);
    expect(expectToolInputError(() => parseUrl('  ')).message).toMatch(/Enter a URL/);
  });
});

describe('tool', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(urlParserTool, urlParserState);
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseUrl(s));
    fuzzToolFunction((s: string) => parseUrl(s, 'https://example.com/a/'));
  });
});
