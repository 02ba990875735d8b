/**
 * The build-time variables of the app's configuration: each key's variable and its default. Plain
 * data, so that the app reads its configuration without the validator (config.ts validates, at
 * build time, and names each variable's format in its errors).
 */
export const configFields = {
  version: { env: 'VITE_VERSION', fallback: '0.0.0' },
  lastCommit: { env: 'VITE_LAST_COMMIT', fallback: 'unknown' },
  baseUrl: { env: 'BASE_URL', fallback: '/' },
  environment: { env: 'VITE_ENVIRONMENT', fallback: undefined },
  analyticsEnabled: { env: 'VITE_ANALYTICS_ENABLED', fallback: 'false' },
  analyticsDomain: { env: 'VITE_ANALYTICS_DOMAIN', fallback: 'handy-tools.local' },
  analyticsHost: { env: 'VITE_ANALYTICS_HOST', fallback: 'https://plausible.io' },
  trackLocalhost: { env: 'VITE_TRACK_LOCALHOST', fallback: 'false' },
  showBanner: { env: 'VITE_SHOW_BANNER', fallback: 'false' },
  showSponsorBanner: { env: 'VITE_SHOW_SPONSOR_BANNER', fallback: 'false' },
  paletteMaxResults: { env: 'VITE_PALETTE_MAX_RESULTS', fallback: '25' },
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
