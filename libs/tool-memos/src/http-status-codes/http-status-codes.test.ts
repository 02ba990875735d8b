import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { getHttpStatus, groupHttpStatusCodes, HTTP_STATUS_CODES, httpStatusClass, searchHttpStatusCodes, type HttpStatusCode } from './http-status-codes.js';
import { httpStatusCodes } from './meta.js';
import { httpStatusCodesState } from './state.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// The codes of the IANA HTTP Status Code Registry (https://www.iana.org/assignments/http-status-codes).
const REGISTERED = [
  ...range(100, 103),
  ...range(200, 208),
  226,
  ...range(300, 308),
  ...range(400, 418),
  ...range(421, 426),
  428,
  429,
  431,
  451,
  ...range(500, 508),
  510,
  511,
];

describe('HTTP_STATUS_CODES', () => {
  it('holds exactly the registered codes, once each, in order', () => {
    expect(REGISTERED).toHaveLength(63);
    expect(HTTP_STATUS_CODES.map((s) => s.code)).toEqual(REGISTERED);
  });

  it('gives every code a name, a description, a type and a specification', () => {
    for (const s of HTTP_STATUS_CODES) {
      expect(s.name.trim(), String(s.code)).not.toBe('');
      expect(s.description.trim().length, String(s.code)).toBeGreaterThan(20);
      expect(['HTTP', 'WebDAV'], String(s.code)).toContain(s.type);
      expect(s.spec, String(s.code)).toMatch(/^RFC \d+/);
    }
  });

  // Reason phrases as registered by IANA (RFC 9110 §15 and the RFCs named in the registry).
  it.each([
    [100, 'Continue'],
    [103, 'Early Hints'], // RFC 8297
    [200, 'OK'], // RFC 9110 §15.3.1
    [207, 'Multi-Status'], // RFC 4918 §11.1
    [208, 'Already Reported'], // RFC 5842 §7.1
    [226, 'IM Used'], // RFC 3229 §10.4.1
    [306, '(Unused)'], // RFC 9110 §15.4.7
    [308, 'Permanent Redirect'], // RFC 9110 §15.4.9 (RFC 7538)
    [404, 'Not Found'], // RFC 9110 §15.5.5
    [413, 'Content Too Large'], // RFC 9110 §15.5.14
    [416, 'Range Not Satisfiable'], // RFC 9110 §15.5.17
    [422, 'Unprocessable Content'], // RFC 9110 §15.5.21
    [425, 'Too Early'], // RFC 8470 §5.2
    [429, 'Too Many Requests'], // RFC 6585 §4
    [451, 'Unavailable For Legal Reasons'], // RFC 7725 §3
    [508, 'Loop Detected'], // RFC 5842 §7.2
    [511, 'Network Authentication Required'], // RFC 6585 §6
  ])('%i is "%s" (IANA registry)', (code, phrase) => {
    const s = getHttpStatus(code);
    expect(s?.ianaName ?? s?.name).toBe(phrase);
    expect(s?.name).toBe(phrase);
  });

  it('shows 418 as "I\'m a teapot" (RFC 2324) while IANA lists "(Unused)" (RFC 9110 §15.5.19)', () => {
    const teapot = getHttpStatus(418);
    expect(teapot?.name).toBe("I'm a teapot");
    expect(teapot?.ianaName).toBe('(Unused)');
    expect(teapot?.spec).toContain('RFC 2324');
    expect(teapot?.description).toContain('(Unused)');
  });

  it('marks 510 obsoleted as the registry does (RFC 2774 is historic)', () => {
    expect(getHttpStatus(510)?.ianaName).toBe('Not Extended (OBSOLETED)');
  });

  it('types the WebDAV codes (RFC 2518, RFC 4918, RFC 5842) as WebDAV and the rest as HTTP', () => {
    const webdav = HTTP_STATUS_CODES.filter((s) => s.type === 'WebDAV').map((s) => s.code);
    expect(webdav).toEqual([102, 207, 208, 422, 423, 424, 507, 508]);
  });

  it('returns undefined for unregistered codes', () => {
    expect(getHttpStatus(419)).toBeUndefined();
    expect(getHttpStatus(509)).toBeUndefined();
  });
});

describe('groupHttpStatusCodes', () => {
  it('groups the table into the five classes of RFC 9110 §15', () => {
    const groups = groupHttpStatusCodes(HTTP_STATUS_CODES);
    expect(groups.map((g) => g.title)).toEqual([
      '1xx Informational',
      '2xx Successful',
      '3xx Redirection',
      '4xx Client error',
      '5xx Server error',
    ]);
    expect(groups.map((g) => g.codes.length)).toEqual([4, 10, 9, 29, 11]);
    for (const g of groups) for (const s of g.codes) expect(httpStatusClass(s.code)).toBe(g.statusClass);
  });

  it('drops empty classes', () => {
    expect(groupHttpStatusCodes(searchHttpStatusCodes('teapot')).map((g) => g.statusClass)).toEqual([4]);
  });
});

describe('searchHttpStatusCodes', () => {
  it('returns everything for a blank query', () => {
    expect(searchHttpStatusCodes('   ')).toHaveLength(63);
  });

  it('finds by code, code prefix and class', () => {
    expect(searchHttpStatusCodes('404').map((s) => s.code)).toEqual([404]);
    expect(searchHttpStatusCodes('30').map((s) => s.code)).toEqual(range(300, 308));
    expect(searchHttpStatusCodes('5xx').map((s) => s.code)).toEqual([...range(500, 508), 510, 511]);
  });

  it('finds by name, case-insensitively, and by words of the description', () => {
    const notFound = searchHttpStatusCodes('not found').map((s) => s.code);
    expect(notFound).toContain(404);
    expect(notFound).not.toContain(302); // "another" does not start with "not"
    expect(searchHttpStatusCodes('Not Found Server').map((s) => s.code)).toEqual([404]);
    expect(searchHttpStatusCodes('TEAPOT').map((s) => s.code)).toEqual([418]);
    expect(searchHttpStatusCodes('rate limiting').map((s) => s.code)).toEqual([429]);
    expect(searchHttpStatusCodes('captive portal').map((s) => s.code)).toEqual([511]);
  });

  it('finds by type and specification', () => {
    expect(searchHttpStatusCodes('webdav').map((s) => s.code)).toEqual([102, 207, 208, 422, 423, 424, 507, 508]);
    expect(searchHttpStatusCodes('6585').map((s) => s.code)).toEqual([428, 429, 431, 511]);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchHttpStatusCodes('zzzz')).toEqual([]);
    expect(searchHttpStatusCodes('600')).toEqual([]);
  });

  it('finds each code by its number and by its name, and only returns table entries', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HTTP_STATUS_CODES), (s) => {
        expect(searchHttpStatusCodes(String(s.code)).map((r) => r.code)).toEqual([s.code]);
        expect(searchHttpStatusCodes(s.name).map((r) => r.code)).toContain(s.code);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (q) => {
        const found = searchHttpStatusCodes(q);
        expect(found.length).toBeLessThanOrEqual(63);
        for (const s of found) expect(HTTP_STATUS_CODES).toContain(s);
      }),
    );
  });
});

describe('http status codes: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(httpStatusCodes, httpStatusCodesState);
  });

  it('every example finds status codes', () => {
    const search = (label: string) => (httpStatusCodes.examples!.find((e) => e.label === label)!.state as { search: string }).search;
    for (const { label, state } of httpStatusCodes.examples ?? []) {
      expect(searchHttpStatusCodes((state as { search: string }).search).length, label).toBeGreaterThan(0);
    }
    // RFC 9110 §15.5.5: 404 Not Found; §15.4: the 3xx class; the WebDAV codes of RFC 4918 and RFC 5842.
    expect(searchHttpStatusCodes(search('Not found')).map((s) => s.code)).toEqual([404]);
    expect(searchHttpStatusCodes(search('Redirections')).map((s) => s.code)).toEqual(range(300, 308));
    expect(searchHttpStatusCodes(search('WebDAV')).map((s) => s.code)).toEqual([102, 207, 208, 422, 423, 424, 507, 508]);
  });

  it('httpStatusClass rejects what is not a status code with a message for users', () => {
    expect(httpStatusClass(100)).toBe(1);
    expect(httpStatusClass(599)).toBe(5);
    for (const bad of [99, 600, 404.5, Number.NaN, -404]) expect(() => httpStatusClass(bad)).toThrow(ToolInputError);
    expect(() => httpStatusClass(600)).toThrow('600 is not an HTTP status code');
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const code = fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer(), fc.double());
    fuzzToolFunction((s: string) => searchHttpStatusCodes(s));
    fuzzToolFunction((n: number) => httpStatusClass(n), code);
    fuzzToolFunction((n: number) => getHttpStatus(n), code);
    const entry: fc.Arbitrary<HttpStatusCode> = fc.oneof(
      fc.constantFrom(...HTTP_STATUS_CODES),
      fc.record({ code, name: hostileText, description: hostileText, type: fc.constantFrom('HTTP', 'WebDAV'), spec: hostileText }),
    );
    fuzzToolFunction((codes: HttpStatusCode[]) => groupHttpStatusCodes(codes), fc.array(entry, { maxLength: 20 }));
    fuzzToolFunction(([q, codes]: [string, HttpStatusCode[]]) => searchHttpStatusCodes(q, codes), fc.tuple(hostileText, fc.array(entry, { maxLength: 20 })));
  });
});
