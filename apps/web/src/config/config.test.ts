import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';
import { readConfig } from './read-config';

describe('parseConfig', () => {
  it('fills defaults for missing values', () => {
    const config = parseConfig({ MODE: 'production' });
    expect(config).toMatchObject({ version: '0.0.0', lastCommit: 'unknown', baseUrl: '/', environment: 'production', analyticsEnabled: false, paletteMaxResults: 25 });
  });

  it('parses every key', () => {
    const config = parseConfig({
      VITE_VERSION: '1.4.0',
      VITE_LAST_COMMIT: 'abcdef1234567',
      BASE_URL: '/tools/',
      VITE_ENVIRONMENT: 'preview',
      VITE_ANALYTICS_ENABLED: 'true',
      VITE_ANALYTICS_DOMAIN: 'tools.example.org',
      VITE_ANALYTICS_HOST: 'https://stats.example.org',
      VITE_TRACK_LOCALHOST: 'true',
      VITE_SHOW_BANNER: 'false',
      VITE_SHOW_SPONSOR_BANNER: 'true',
      VITE_PALETTE_MAX_RESULTS: '40',
    });
    expect(config).toEqual({
      version: '1.4.0',
      lastCommit: 'abcdef1234567',
      baseUrl: '/tools/',
      environment: 'preview',
      analyticsEnabled: true,
      analyticsDomain: 'tools.example.org',
      analyticsHost: 'https://stats.example.org',
      trackLocalhost: true,
      showBanner: false,
      showSponsorBanner: true,
      paletteMaxResults: 40,
    });
  });

  it('names the key, the expected format and the value received', () => {
    expect(() => parseConfig({ VITE_ENVIRONMENT: 'staging' })).toThrow(
      'Invalid configuration: VITE_ENVIRONMENT must be one of production, development, preview, test; received "staging".',
    );
    expect(() => parseConfig({ VITE_ANALYTICS_ENABLED: 'yes' })).toThrow(ConfigError);
    expect(() => parseConfig({ BASE_URL: 'tools' })).toThrow(/BASE_URL must be a path/);
    expect(() => parseConfig({ VITE_ANALYTICS_HOST: 'http://insecure.example' })).toThrow(/VITE_ANALYTICS_HOST/);
  });

  it('accepts an http analytics host only on localhost or 127.0.0.1 (a local stub)', () => {
    expect(parseConfig({ VITE_ANALYTICS_HOST: 'http://localhost:4999' }).analyticsHost).toBe('http://localhost:4999');
    expect(parseConfig({ VITE_ANALYTICS_HOST: 'http://127.0.0.1:8000' }).analyticsHost).toBe('http://127.0.0.1:8000');
    expect(parseConfig({ VITE_ANALYTICS_HOST: 'https://localhost' }).analyticsHost).toBe('https://localhost');
    for (const host of ['http://localhost.evil.example', 'http://127.0.0.2', 'http://evil.example/?localhost', 'ftp://localhost', 'javascript:alert(1)']) {
      expect(() => parseConfig({ VITE_ANALYTICS_HOST: host }), host).toThrow(
        `Invalid configuration: VITE_ANALYTICS_HOST must be an https URL (http only for localhost or 127.0.0.1); received ${JSON.stringify(host)}.`,
      );
    }
  });

  it('accepts a whole number of palette results per group and rejects anything else', () => {
    expect(parseConfig({ VITE_PALETTE_MAX_RESULTS: '1' }).paletteMaxResults).toBe(1);
    expect(parseConfig({ VITE_PALETTE_MAX_RESULTS: '999999' }).paletteMaxResults).toBe(999999);
    for (const bad of ['0', '-5', '2.5', '1e3', '025', 'ten', ' 25', '1000000']) {
      expect(() => parseConfig({ VITE_PALETTE_MAX_RESULTS: bad })).toThrow(
        `Invalid configuration: VITE_PALETTE_MAX_RESULTS must be a whole number from 1 to 999999; received ${JSON.stringify(bad)}.`,
      );
    }
  });
});

describe('readConfig (what the app ships instead of the validator)', () => {
  const values = {
    VITE_VERSION: fc.constantFrom('1.2.3', '0.1.0-rc.1', ''),
    VITE_LAST_COMMIT: fc.constantFrom('abcdef1', 'unknown', ''),
    BASE_URL: fc.constantFrom('/', '/tools/', ''),
    VITE_ENVIRONMENT: fc.constantFrom('production', 'development', 'preview', 'test', ''),
    VITE_ANALYTICS_ENABLED: fc.constantFrom('true', 'false', ''),
    VITE_ANALYTICS_DOMAIN: fc.constantFrom('tools.example.org', ''),
    VITE_ANALYTICS_HOST: fc.constantFrom('https://stats.example.org', 'http://localhost:4999', ''),
    VITE_TRACK_LOCALHOST: fc.constantFrom('true', 'false'),
    VITE_SHOW_BANNER: fc.constantFrom('true', 'false', ''),
    VITE_SHOW_SPONSOR_BANNER: fc.constantFrom('true', 'false'),
    VITE_PALETTE_MAX_RESULTS: fc.integer({ min: 1, max: 999999 }).map(String),
    MODE: fc.constantFrom('production', 'development', 'test', 'staging'),
  };

  it('equals parseConfig for every environment that passes validation', () => {
    fc.assert(
      fc.property(fc.record(values, { requiredKeys: [] }), (env) => {
        expect(readConfig(env)).toEqual(parseConfig(env));
      }),
    );
  });
});
