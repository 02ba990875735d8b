import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError, ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ipGeoLocationTool } from './meta.js';
import { ipGeoLocationState } from './state.js';
import { ipInfoUrl, lookupIpGeoLocation, openStreetMapUrl, parseIpInfo } from './ip-geo-location.js';

// The answer ipinfo.io documents for 8.8.8.8 (https://ipinfo.io/developers, "The basics").
const GOOGLE = {
  ip: '8.8.8.8',
  hostname: 'dns.google',
  city: 'Mountain View',
  region: 'California',
  country: 'US',
  loc: '37.4056,-122.0775',
  org: 'AS15169 Google LLC',
  postal: '94043',
  timezone: 'America/Los_Angeles',
  anycast: true,
};

describe('ipInfoUrl', () => {
  it('builds the documented paths', () => {
    expect(ipInfoUrl('8.8.8.8')).toBe('https://ipinfo.io/8.8.8.8/json');
    expect(ipInfoUrl('')).toBe('https://ipinfo.io/json');
    expect(ipInfoUrl(' 2606:4700:4700:0:0:0:0:1111 ')).toBe('https://ipinfo.io/2606%3A4700%3A4700%3A%3A1111/json');
    expect(ipInfoUrl('8.8.8.8', 'abc123')).toBe('https://ipinfo.io/8.8.8.8/json?token=abc123');
  });

  it('rejects a non-address and a token with other characters', () => {
    expect(() => ipInfoUrl('8.8.8')).toThrow('not an IPv4 or IPv6 address');
    expect(() => ipInfoUrl('8.8.8.8/24')).toThrow(ToolInputError);
    expect(() => ipInfoUrl('8.8.8.8', 'a&b=c')).toThrow('only contain letters and digits');
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ipInfoUrl(s));
    fuzzToolFunction((s: string) => ipInfoUrl('', s));
  });

  it('puts any IPv4 address in the path unchanged', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        // fast-check's ipV4 writes plain dotted decimal; ip-address keeps it as it is.
        expect(ipInfoUrl(ip)).toBe(`https://ipinfo.io/${ip}/json`);
      }),
    );
  });
});

describe('parseIpInfo', () => {
  it('reads the documented answer, splitting loc and org', () => {
    expect(parseIpInfo(GOOGLE)).toEqual({
      ip: '8.8.8.8',
      bogon: false,
      hostname: 'dns.google',
      city: 'Mountain View',
      region: 'California',
      country: 'US',
      postal: '94043',
      timezone: 'America/Los_Angeles',
      latitude: 37.4056,
      longitude: -122.0775,
      asn: 15169,
      organization: 'Google LLC',
      anycast: true,
    });
  });

  it('reads a bogon answer and an error answer', () => {
    // ipinfo.io's documented answer for a private address: {"ip":"10.0.0.1","bogon":true}.
    expect(parseIpInfo({ ip: '10.0.0.1', bogon: true })).toEqual({ ip: '10.0.0.1', bogon: true });
    expect(() => parseIpInfo({ error: { title: 'Wrong ip', message: 'Please provide a valid IP address' } })).toThrow(
      'ipinfo.io answered: Please provide a valid IP address',
    );
    expect(() => parseIpInfo([])).toThrow(ToolInputError);
  });

  it('keeps an organisation without AS number and drops an out-of-range location', () => {
    expect(parseIpInfo({ ip: '192.0.2.1', org: 'Example Org', loc: '95.0,10.0' })).toEqual({ ip: '192.0.2.1', bogon: false, organization: 'Example Org' });
  });

  it('only ever throws ToolInputError, whatever the answer holds', () => {
    fuzzToolFunction((s: string) => parseIpInfo({ ip: s, loc: s, org: s, asn: { asn: s, name: s }, error: s.length % 2 ? { message: s } : undefined }));
  });
});

describe('openStreetMapUrl', () => {
  it('builds the marker link of the OpenStreetMap wiki', () => {
    expect(openStreetMapUrl(37.4056, -122.0775)).toBe('https://www.openstreetmap.org/?mlat=37.4056&mlon=-122.0775#map=10/37.4056/-122.0775');
    expect(() => openStreetMapUrl(91, 0)).toThrow(ToolInputError);
    expect(() => openStreetMapUrl(0, Number.NaN)).toThrow(ToolInputError);
  });
});

describe('lookupIpGeoLocation (mocked fetch)', () => {
  it('asks ipinfo.io and reads the answer', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(GOOGLE)));
    await expect(lookupIpGeoLocation('8.8.8.8', '', { fetch })).resolves.toMatchObject({ asn: 15169, city: 'Mountain View' });
    expect(fetch).toHaveBeenCalledWith('https://ipinfo.io/8.8.8.8/json', expect.anything());
  });

  it('explains offline, a refused token and the rate limit', async () => {
    await expect(lookupIpGeoLocation('8.8.8.8', '', { fetch: () => Promise.reject(new TypeError('Failed to fetch')), online: false })).rejects.toSatisfy(
      (e) => e instanceof NetworkError && e.kind === 'offline' && e.message.includes('ipinfo.io'),
    );
    await expect(lookupIpGeoLocation('8.8.8.8', 'bad', { fetch: async () => new Response('{}', { status: 403, statusText: 'Forbidden' }) })).rejects.toThrow(
      'ipinfo.io answered 403 Forbidden. Check the token',
    );
    await expect(lookupIpGeoLocation('8.8.8.8', '', { fetch: async () => new Response('{}', { status: 429 }) })).rejects.toThrow('free limit');
  });
});

describe('meta', () => {
  it('has examples that are valid states and declares its host', () => {
    expectExamplesMatchState(ipGeoLocationTool, ipGeoLocationState);
    expect(ipGeoLocationTool.network).toEqual([new URL(ipInfoUrl('')).hostname]);
  });
});
