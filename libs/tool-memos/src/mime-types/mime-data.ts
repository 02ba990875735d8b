import db from 'mime-db/db.json' with { type: 'json' };
import { mimeTypesFromDb, type MimeDbEntry } from './mime-types.js';

/** The version of mime-db shipped in the build (keep in step with package.json). */
export const MIME_DB_VERSION = '1.54.0';

/** Every type of mime-db, sorted by type. */
export const MIME_TYPES = mimeTypesFromDb(db as Record<string, MimeDbEntry>);
