import { ToolInputError } from '@handy-tools/ui/kit';

/** Where mime-db took a type from: the IANA media types registry, Apache's mime.types, nginx's mime.types, or none (custom). */
export type MimeSource = 'iana' | 'apache' | 'nginx' | 'custom';

/** One entry of mime-db (https://github.com/jshttp/mime-db), as stored in its `db.json`. */
export interface MimeDbEntry {
  source?: string;
  charset?: string;
  compressible?: boolean;
  extensions?: string[];
}

/** A MIME type with what mime-db knows about it. */
export interface MimeType {
  /** The type, lower case, e.g. `text/html`. */
  type: string;
  /** The list it comes from (`custom` when mime-db gives none). */
  source: MimeSource;
  /** File extensions without the dot, the preferred one first (may be empty). */
  extensions: string[];
  /** Whether the type is known to compress well (gzip), when mime-db says. */
  compressible?: boolean;
  /** Default charset, when mime-db gives one (e.g. `UTF-8`). */
  charset?: string;
}

const SOURCES: readonly string[] = ['iana', 'apache', 'nginx'];

/**
 * Turns mime-db's `db.json` object into a list sorted by type.
 *
 * @param db - mime-db's data: type → `{ source?, charset?, compressible?, extensions? }`.
 * @returns one {@link MimeType} per key, sorted by type.
 */
export function mimeTypesFromDb(db: Readonly<Record<string, MimeDbEntry>>): MimeType[] {
  return Object.keys(db)
    .sort()
    .map((type) => {
      const e = db[type] ?? {};
      const entry: MimeType = {
        type,
        source: e.source !== undefined && SOURCES.includes(e.source) ? (e.source as MimeSource) : 'custom',
        extensions: e.extensions ? [...e.extensions] : [],
      };
      if (typeof e.compressible === 'boolean') entry.compressible = e.compressible;
      if (typeof e.charset === 'string') entry.charset = e.charset;
      return entry;
    });
}

// Source preference, least to most (the rule of the `mime-types` package, 2.1).
const PREFERENCE: readonly (string | undefined)[] = ['nginx', 'apache', undefined, 'iana'];
const rank = (source: MimeSource) => PREFERENCE.indexOf(source === 'custom' ? undefined : source);

/**
 * Builds the extension → preferred type map the way the `mime-types` package (2.1) does: when
 * several types claim an extension, the one from the preferred source wins (IANA over custom over
 * Apache over nginx); on a tie an `application/*` type already chosen stays, and
 * `application/octet-stream` always gives way.
 *
 * @param types - the list from {@link mimeTypesFromDb}, in mime-db's (alphabetical) order.
 * @returns extension (lower case, no dot) → MIME type.
 */
export function extensionMap(types: readonly MimeType[]): Map<string, MimeType> {
  const map = new Map<string, MimeType>();
  for (const mime of types) {
    for (const ext of mime.extensions) {
      const current = map.get(ext);
      if (current) {
        const from = rank(current.source);
        const to = rank(mime.source);
        if (current.type !== 'application/octet-stream' && (from > to || (from === to && current.type.startsWith('application/'))))
          continue;
      }
      map.set(ext, mime);
    }
  }
  return map;
}

/**
 * The extension of a file name, path or bare extension: `photo.JPG` → `jpg`, `.md` → `md`,
 * `md` → `md`, `archive.tar.gz` → `gz`, `C:\\docs\\a.txt` → `txt`.
 *
 * @param name - a file name, a path, an extension with or without its dot.
 * @returns the extension in lower case, without the dot.
 * @throws ToolInputError when there is nothing that could be an extension (empty, or a name ending in a dot).
 */
export function extensionOf(name: string): string {
  const base = name.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const ext = (dot === -1 ? base : base.slice(dot + 1)).toLowerCase();
  if (ext === '' || /\s/.test(ext)) throw new ToolInputError(`“${name.trim()}” has no file extension.`);
  return ext;
}

/** What a lookup found: the preferred type of an extension and every type that lists it. */
export interface ExtensionLookup {
  extension: string;
  /** The type a server would send (see {@link extensionMap}), or undefined when none is known. */
  preferred?: MimeType;
  /** Every type listing the extension, preferred first. */
  all: MimeType[];
}

/**
 * Looks up the MIME type of a file name or extension (like `mime-types`' `lookup`).
 *
 * @param name - a file name, path or extension (`report.pdf`, `.pdf`, `pdf`).
 * @param types - the list from {@link mimeTypesFromDb}.
 * @param map - optionally, the map from {@link extensionMap} for `types` (built when absent).
 * @returns the extension, its preferred type and all types claiming it.
 * @throws ToolInputError when `name` has no extension.
 */
export function lookupExtension(
  name: string,
  types: readonly MimeType[],
  map: Map<string, MimeType> = extensionMap(types),
): ExtensionLookup {
  const extension = extensionOf(name);
  const preferred = map.get(extension);
  const all = types.filter((m) => m.extensions.includes(extension));
  all.sort((a, b) => (a === preferred ? -1 : b === preferred ? 1 : 0));
  return preferred ? { extension, preferred, all } : { extension, all };
}

/**
 * Finds a MIME type by name, ignoring case and parameters (`Text/HTML; charset=utf-8` → `text/html`).
 *
 * @param input - a media type, with or without parameters.
 * @param types - the list from {@link mimeTypesFromDb}.
 * @returns the entry, or undefined when mime-db does not know the type.
 * @throws ToolInputError when `input` is not of the form `type/subtype` (RFC 6838 §4.2).
 */
export function findMimeType(input: string, types: readonly MimeType[]): MimeType | undefined {
  const essence = input.split(';')[0]!.trim().toLowerCase();
  // RFC 6838 §4.2: restricted-name = 1*127 restricted-name-chars, starting with a letter or digit.
  if (!/^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/.test(essence)) {
    throw new ToolInputError(`“${input.trim()}” is not a media type of the form type/subtype (RFC 6838).`);
  }
  return types.find((m) => m.type === essence);
}

/** Filters of {@link searchMimeTypes}. */
export interface MimeSearchOptions {
  /** Only types from this source; `all` by default. */
  source?: MimeSource | 'all';
  /** Only types that have at least one extension. */
  withExtensions?: boolean;
}

/**
 * Searches MIME types by type or extension. Every word of the query must match: a word matches
 * a type containing it (`json`, `image/`, `+xml`) or an extension equal to it, or to what follows
 * its last dot (`png`, `.png`, `photo.png`).
 *
 * @param query - words separated by spaces; blank returns every type that passes the filters.
 * @param types - the list from {@link mimeTypesFromDb}.
 * @param options - source and extension filters.
 * @returns the matching types, exact type or extension matches first, then in type order.
 */
export function searchMimeTypes(query: string, types: readonly MimeType[], options: MimeSearchOptions = {}): MimeType[] {
  const source = options.source ?? 'all';
  const pool = types.filter((m) => (source === 'all' || m.source === source) && (!options.withExtensions || m.extensions.length > 0));
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return pool;
  // A word with a dot may be a file name: its extension is what follows the last dot.
  const ext = (w: string) => w.slice(w.lastIndexOf('.') + 1);
  const matches = (m: MimeType, w: string) => m.type.includes(w) || m.extensions.includes(ext(w));
  const found = pool.filter((m) => words.every((w) => matches(m, w)));
  const exact = (m: MimeType) => words.some((w) => m.type === w.split(';')[0] || m.extensions.includes(ext(w)));
  return [...found.filter(exact), ...found.filter((m) => !exact(m))];
}
