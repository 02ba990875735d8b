import { ConfigError, parseConfig, type AppConfig } from './config';

const env = import.meta.env as unknown as Record<string, unknown>;

/** Why this build's configuration is invalid, if it is: main.tsx then shows the reason instead of the app. */
export let configError: ConfigError | undefined;

function load(): AppConfig {
  try {
    return parseConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    configError = error;
    // Every value at its default, so that modules reading the configuration still load.
    return parseConfig({ MODE: env.MODE });
  }
}

/** The configuration of this build, validated once at start-up (see {@link configError}). */
export const config: AppConfig = load();
