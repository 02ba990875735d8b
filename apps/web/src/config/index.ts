import type { AppConfig } from './config';
import { readConfig } from './read-config';

/** The configuration of this build (validated when the app was built: see config.ts). */
export const config: AppConfig = readConfig(import.meta.env as unknown as Record<string, unknown>);
