import * as z from 'zod/mini';

const booleanString = z.pipe(z.enum(['true', 'false']), z.transform((v) => v === 'true'));
const positiveIntegerString = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,5}$/)), z.transform(Number));

/** Raw build-time variables and how each is validated, with the format named in errors. */
const fields = {
  version: { env: 'VITE_VERSION', format: 'a semantic version like 1.2.3', schema: z.string().check(z.regex(/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/)), fallback: '0.0.0' },
  lastCommit: { env: 'VITE_LAST_COMMIT', format: 'a git commit id (7–40 hex digits) or "unknown"', schema: z.string().check(z.regex(/^(?:[0-9a-f]{7,40}|unknown)$/)), fallback: 'unknown' },
  baseUrl: { env: 'BASE_URL', format: 'a path starting and ending with "/"', schema: z.string().check(z.regex(/^\/(?:[^\s?#]*\/)?$/)), fallback: '/' },
  environment: { env: 'VITE_ENVIRONMENT', format: 'one of production, development, preview, test', schema: z.enum(['production', 'development', 'preview', 'test']), fallback: undefined },
  analyticsEnabled: { env: 'VITE_ANALYTICS_ENABLED', format: 'true or false', schema: booleanString, fallback: 'false' },
  analyticsDomain: { env: 'VITE_ANALYTICS_DOMAIN', format: 'a host name like tools.example.org', schema: z.string().check(z.regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i)), fallback: 'handy-tools.local' },
  analyticsHost: {
    env: 'VITE_ANALYTICS_HOST',
    format: 'an https URL (http only for localhost or 127.0.0.1)',
    schema: z.union([z.url({ protocol: /^https$/ }), z.url({ protocol: /^http$/, hostname: /^(?:localhost|127\.0\.0\.1)$/ })]),
    fallback: 'https://plausible.io',
  },
  trackLocalhost: { env: 'VITE_TRACK_LOCALHOST', format: 'true or false', schema: booleanString, fallback: 'false' },
  showBanner: { env: 'VITE_SHOW_BANNER', format: 'true or false', schema: booleanString, fallback: 'false' },
  showSponsorBanner: { env: 'VITE_SHOW_SPONSOR_BANNER', format: 'true or false', schema: booleanString, fallback: 'false' },
  paletteMaxResults: { env: 'VITE_PALETTE_MAX_RESULTS', format: 'a whole number from 1 to 999999', schema: positiveIntegerString, fallback: '25' },
} as const;

type Fields = typeof fields;

/** The validated application configuration. */
export type AppConfig = { [K in keyof Fields]: z.output<Fields[K]['schema']> };

/** A configuration value that failed validation; the message names key, format and value. */
export class ConfigError extends Error {
  constructor(
    readonly key: string,
    readonly expected: string,
    readonly received: string,
  ) {
    super(`Invalid configuration: ${key} must be ${expected}; received ${JSON.stringify(received)}.`);
    this.name = 'ConfigError';
  }
}

/**
 * Validates the build-time environment.
 *
 * @param env - raw variables (`import.meta.env`): strings keyed by variable name; `MODE` is the
 *   fallback for `VITE_ENVIRONMENT`. Missing optional values take their defaults.
 * @returns the typed configuration.
 * @throws ConfigError for the first value that does not match its format.
 */
export function parseConfig(env: Record<string, unknown>): AppConfig {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields) as [keyof Fields, Fields[keyof Fields]][]) {
    const fallback = key === 'environment' ? (env.MODE === 'production' || env.MODE === 'development' || env.MODE === 'test' ? env.MODE : 'production') : field.fallback;
    const raw = env[field.env];
    const value = raw === undefined || raw === '' ? fallback : raw;
    const parsed = (field.schema as z.ZodMiniType).safeParse(value);
    if (!parsed.success) throw new ConfigError(field.env, field.format, String(value));
    out[key] = parsed.data;
  }
  return out as AppConfig;
}
