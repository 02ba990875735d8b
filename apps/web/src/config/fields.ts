/**
 * The build-time variables of the app's configuration: each key's variable, the format its errors
 * name, and its default. Plain data, so that the app reads its configuration without the validator
 * (config.ts validates, at build time).
 */
export const configFields = {
  version: { env: 'VITE_VERSION', format: 'a semantic version like 1.2.3', fallback: '0.0.0' },
  lastCommit: { env: 'VITE_LAST_COMMIT', format: 'a git commit id (7–40 hex digits) or "unknown"', fallback: 'unknown' },
  baseUrl: { env: 'BASE_URL', format: 'a path starting and ending with "/"', fallback: '/' },
  environment: { env: 'VITE_ENVIRONMENT', format: 'one of production, development, preview, test', fallback: undefined },
  analyticsEnabled: { env: 'VITE_ANALYTICS_ENABLED', format: 'true or false', fallback: 'false' },
  analyticsDomain: { env: 'VITE_ANALYTICS_DOMAIN', format: 'a host name like tools.example.org', fallback: 'handy-tools.local' },
  analyticsHost: { env: 'VITE_ANALYTICS_HOST', format: 'an https URL (http only for localhost or 127.0.0.1)', fallback: 'https://plausible.io' },
  trackLocalhost: { env: 'VITE_TRACK_LOCALHOST', format: 'true or false', fallback: 'false' },
  showBanner: { env: 'VITE_SHOW_BANNER', format: 'true or false', fallback: 'false' },
  showSponsorBanner: { env: 'VITE_SHOW_SPONSOR_BANNER', format: 'true or false', fallback: 'false' },
  paletteMaxResults: { env: 'VITE_PALETTE_MAX_RESULTS', format: 'a whole number from 1 to 999999', fallback: '25' },
} as const;

/** A configuration key. */
export type ConfigKey = keyof typeof configFields;

/**
 * A key's raw value: its variable, or its default when the variable is missing or empty
 * (`VITE_ENVIRONMENT` defaults to Vite's `MODE` when that is production, development or test).
 *
 * @param env - the build's variables (`import.meta.env`), strings by name.
 * @param key - the configuration key.
 * @returns the raw value (not validated).
 */
export function rawConfigValue(env: Record<string, unknown>, key: ConfigKey): unknown {
  const field = configFields[key];
  const fallback = key === 'environment' ? (env.MODE === 'production' || env.MODE === 'development' || env.MODE === 'test' ? env.MODE : 'production') : field.fallback;
  const raw = env[field.env];
  return raw === undefined || raw === '' ? fallback : raw;
}
