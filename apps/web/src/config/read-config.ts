import type { AppConfig } from './config';
import { rawConfigValue } from './fields';

/**
 * The app's configuration from the build's variables, converted but not validated: the build
 * validated them (`parseConfig` in config.ts, run by vite.config.ts), so the app ships no validator.
 *
 * @param env - the build's variables (`import.meta.env`).
 * @returns the configuration; equal to `parseConfig(env)` for every environment that passes it.
 */
export function readConfig(env: Record<string, unknown>): AppConfig {
  const text = (key: Parameters<typeof rawConfigValue>[1]) => String(rawConfigValue(env, key));
  return {
    version: text('version'),
    lastCommit: text('lastCommit'),
    baseUrl: text('baseUrl'),
    environment: text('environment') as AppConfig['environment'],
    analyticsEnabled: text('analyticsEnabled') === 'true',
    analyticsDomain: text('analyticsDomain'),
    analyticsHost: text('analyticsHost'),
    trackLocalhost: text('trackLocalhost') === 'true',
    showBanner: text('showBanner') === 'true',
    showSponsorBanner: text('showSponsorBanner') === 'true',
    paletteMaxResults: Number(text('paletteMaxResults')),
  };
}
