import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('fills defaults for missing values', () => {
    const config = parseConfig({ MODE: 'production' });
    expect(config).toMatchObject({ version: '0.0.0', lastCommit: 'unknown', baseUrl: '/', environment: 'production', analyticsEnabled: false });
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
});
