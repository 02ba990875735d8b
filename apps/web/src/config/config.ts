import * as z from 'zod/mini';
import { configFields, rawConfigValue, type ConfigKey } from './fields';

const booleanString = z.pipe(z.enum(['true', 'false']), z.transform((v) => v === 'true'));
const positiveIntegerString = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,5}$/)), z.transform(Number));

/** How each build-time variable is validated (names and defaults are in fields.ts). */
const schemas = {
  version: z.string().check(z.regex(/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/)),
  lastCommit: z.string().check(z.regex(/^(?:[0-9a-f]{7,40}|unknown)$/)),
  baseUrl: z.string().check(z.regex(/^\/(?:[^\s?#]*\/)?$/)),
  environment: z.enum(['production', 'development', 'preview', 'test']),
  analyticsEnabled: booleanString,
  analyticsDomain: z.string().check(z.regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i)),
  analyticsHost: z.union([z.url({ protocol: /^https$/ }), z.url({ protocol: /^http$/, hostname: /^(?:localhost|127\.0\.0\.1)$/ })]),
  trackLocalhost: booleanString,
  showBanner: booleanString,
  showSponsorBanner: booleanString,
  paletteMaxResults: positiveIntegerString,
} satisfies Record<ConfigKey, z.ZodMiniType>;

/** The format each variable must have, as errors name it. */
const formats: Record<ConfigKey, string> = {
  version: 'a semantic version like 1.2.3',
  lastCommit: 'a git commit id (7–40 hex digits) or "unknown"',
  baseUrl: 'a path starting and ending with "/"',
  environment: 'one of production, development, preview, test',
  analyticsEnabled: 'true or false',
  analyticsDomain: 'a host name like tools.example.org',
  analyticsHost: 'an https URL (http only for localhost or 127.0.0.1)',
  trackLocalhost: 'true or false',
  showBanner: 'true or false',
  showSponsorBanner: 'true or false',
  paletteMaxResults: 'a whole number from 1 to 999999',
};

/** The validated application configuration. */
export type AppConfig = { [K in ConfigKey]: z.output<(typeof schemas)[K]> };

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
 * Validates the build-time environment. The build runs it (vite.config.ts' config check) and stops
 * with the error; the app then reads the same values without validating them again (read-config.ts).
 *
 * @param env - raw variables (`import.meta.env`): strings keyed by variable name; `MODE` is the
 *   fallback for `VITE_ENVIRONMENT`. Missing optional values take their defaults.
 * @returns the typed configuration.
 * @throws ConfigError for the first value that does not match its format.
 */
export function parseConfig(env: Record<string, unknown>): AppConfig {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(configFields) as [ConfigKey, (typeof configFields)[ConfigKey]][]) {
    const value = rawConfigValue(env, key);
    const parsed = (schemas[key] as z.ZodMiniType).safeParse(value);
    if (!parsed.success) throw new ConfigError(field.env, formats[key], String(value));
    out[key] = parsed.data;
  }
  return out as AppConfig;
}
