import { parseConfig, type AppConfig } from './config';

/** The configuration of this build, validated once at start-up (throws ConfigError). */
export const config: AppConfig = parseConfig(import.meta.env as unknown as Record<string, unknown>);
