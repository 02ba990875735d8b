import { strFromU8, strToU8, deflateSync, inflateSync } from 'fflate';
import type * as z from 'zod/mini';

/**
 * How a tool's state is declared: a zod object schema whose every field has a default, and
 * which fields are options (kept in the query string) or secrets (never stored, in links only
 * after confirmation). Every other field is an input: remembered in localStorage and put in
 * the URL fragment by "Copy link".
 */
export interface ToolStateSpec<Schema extends z.ZodMiniObject = z.ZodMiniObject> {
  /**
   * The state, written with `zod/mini` (small enough for every tool chunk):
   * `z.object({ input: z._default(z.string(), ''), urlSafe: z._default(z.boolean(), false) })`.
   */
  schema: Schema;
  /** Fields kept in the query string as they change (settings such as indent, algorithm). */
  options?: readonly (keyof Schema['shape'] & string)[];
  /** Fields that hold secrets (passwords, private keys, tokens): never stored. */
  secrets?: readonly (keyof Schema['shape'] & string)[];
}

/** The state object a spec describes. */
export type ToolStateOf<Spec extends ToolStateSpec> = z.output<Spec['schema']>;

/** Where a restored field came from. */
export type StateSource = 'example' | 'url' | 'storage' | 'default';

/**
 * A notice about the tool's state, meant for users: a value that could not be restored and fell
 * back (`kind` `restore`, the default), or a value the page cannot keep — too long for the
 * address bar, too large or no room to remember in storage (`kind` `persist`).
 */
export interface StateNotice {
  /** The state field concerned, or `*` for the whole state. */
  field: string;
  /** Where the value came from (`restore`) or where it could not be kept (`persist`). */
  source: Exclude<StateSource, 'default'>;
  /** The text shown to the visitor. */
  message: string;
  /** `restore` (a value fell back; the default when absent) or `persist` (a value is not kept). */
  kind?: 'restore' | 'persist';
}

/** Name of the fragment parameter that carries a tool's inputs in a link. */
export const STATE_FRAGMENT_PARAM = 'state';

/** Links longer than this are refused (kept to what browsers and chat apps handle). */
export const MAX_LINK_BYTES = 32 * 1024;

/** Most bytes of JSON a link's fragment may inflate to (a hostile link could hold gigabytes). */
export const MAX_FRAGMENT_JSON_BYTES = 4 * 1024 * 1024;

/**
 * Longest value, in characters once URL-encoded, that an option may have in the query string.
 * A longer one (a 2 MB type name pasted into a free-text option) stays out of the address: a
 * URL of megabytes makes the page impossible to load again (browsers and servers refuse it).
 * Restoring refuses query values longer than this too.
 */
export const MAX_QUERY_OPTION_CHARS = 1024;

/**
 * Longest query string, in characters, the tool state writes: far below the ~8 KB request line
 * common servers accept. When the options together exceed it, the longest stay out.
 */
export const MAX_QUERY_CHARS = 4096;

/**
 * Inputs are remembered in localStorage up to this many characters of JSON (~256 KB) per tool.
 * A larger input is not remembered (the page says so), and a stored entry larger than this (left
 * by an older version) is not restored: restoring stays fast, and a huge remembered input can
 * never make a tool slow to open on every visit. localStorage holds ~5 MB for the whole site.
 */
export const MAX_REMEMBERED_CHARS = 256_000;

/**
 * The defaults of a spec: the schema parsed from an empty object.
 *
 * @param spec - the tool's state spec; every field must have a default.
 * @returns the default state.
 * @throws Error when a field has no default (a programming error, not user input).
 */
export function defaultState<Spec extends ToolStateSpec>(spec: Spec): ToolStateOf<Spec> {
  const parsed = spec.schema.safeParse({});
  if (!parsed.success) throw new Error(`Every state field needs a default: ${parsed.error.message}`);
  return parsed.data as ToolStateOf<Spec>;
}

/** The input fields of a spec: everything that is neither an option nor a secret. */
export function inputFields(spec: ToolStateSpec): string[] {
  return Object.keys(spec.schema.shape).filter((k) => !spec.options?.includes(k) && !spec.secrets?.includes(k));
}

/**
 * Encodes inputs for the URL fragment: JSON, raw DEFLATE (RFC 1951), then base64url (RFC 4648 §5).
 *
 * @param values - a JSON-serialisable object.
 * @returns the encoded text (URL-safe, no padding).
 */
export function encodeStateFragment(values: Record<string, unknown>): string {
  return fragmentOfJsonBytes(strToU8(JSON.stringify(values)));
}

/** Raw DEFLATE then base64url of a JSON text's UTF-8 bytes (see {@link encodeStateFragment}). */
function fragmentOfJsonBytes(json: Uint8Array): string {
  const bytes = deflateSync(json, { level: 9 });
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Decodes what {@link encodeStateFragment} produced.
 *
 * @param text - base64url of raw-DEFLATE JSON.
 * @returns the object, or null when the text is not valid (bad base64, corrupt data, not an object),
 *   or when it inflates beyond {@link MAX_FRAGMENT_JSON_BYTES} (a hostile link).
 */
export function decodeStateFragment(text: string): Record<string, unknown> | null {
  try {
    if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const out = inflateSync(bytes, { out: undefined });
    if (out.length > MAX_FRAGMENT_JSON_BYTES) return null;
    const value = JSON.parse(strFromU8(out)) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** `schema.safeParse` that also turns an exception (a stack overflow on absurdly nested data) into a failure. */
function safeParse(schema: z.ZodMiniType, raw: unknown): { success: true; data: unknown } | { success: false } {
  try {
    return schema.safeParse(raw);
  } catch {
    return { success: false };
  }
}

/** Reads a query-string value as JSON when it is JSON (numbers, booleans, arrays), else as text. */
function queryValue(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Writes an option's value for the query string: text as is, anything else as JSON. */
function queryText(value: unknown): string {
  return typeof value === 'string' && queryValue(value) === value ? value : JSON.stringify(value);
}

/** Raw values found for a tool's fields in each place state can come from. */
export interface StateSources {
  /** An example the visitor just chose (highest priority). */
  example?: Record<string, unknown> | null;
  /** `location.search`, e.g. `?indent=4`. */
  search?: string;
  /** `location.hash`, e.g. `#state=…`. */
  hash?: string;
  /** What localStorage held for this tool (already JSON-parsed), or anything corrupt. */
  stored?: unknown;
}

/**
 * Restores a tool's state field by field: an example (a whole state: missing fields take their
 * defaults), else the URL (options from the query string, inputs and options from the fragment),
 * then storage (inputs only), then defaults. A value that does not validate, or a query value
 * longer than {@link MAX_QUERY_OPTION_CHARS}, falls back to the next source and yields a notice;
 * nothing here throws, whatever the sources hold.
 *
 * @param spec - the tool's state spec.
 * @param sources - raw values from each source.
 * @returns the state and the notices for values that were rejected.
 */
export function restoreState<Spec extends ToolStateSpec>(spec: Spec, sources: StateSources): { state: ToolStateOf<Spec>; notices: StateNotice[]; from: Record<string, StateSource> } {
  const state = defaultState(spec) as Record<string, unknown>;
  const notices: StateNotice[] = [];
  const from: Record<string, StateSource> = {};
  const shape = spec.schema.shape as Record<string, z.ZodMiniType>;
  const query = new URLSearchParams(sources.search ?? '');
  const fragmentText = new URLSearchParams((sources.hash ?? '').replace(/^#/, '')).get(STATE_FRAGMENT_PARAM);
  const fragment = fragmentText === null ? null : decodeStateFragment(fragmentText);
  if (fragmentText !== null && fragment === null) notices.push({ field: '*', source: 'url', message: 'The link’s data is damaged or not from this tool; the defaults are used instead.' });
  const stored = sources.stored;
  const storedObject = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : null;
  if (stored !== undefined && stored !== null && storedObject === null) notices.push({ field: '*', source: 'storage', message: 'The saved input of this tool was unreadable and has been reset.' });

  for (const [field, schema] of Object.entries(shape)) {
    const isOption = spec.options?.includes(field) ?? false;
    const isSecret = spec.secrets?.includes(field) ?? false;
    const candidates: [Exclude<StateSource, 'default'>, unknown][] = [];
    // An example is a whole state: the fields it leaves out take their defaults, whatever the
    // URL or storage held (so options of a previous example do not leak into this one).
    if (sources.example) {
      if (Object.hasOwn(sources.example, field)) candidates.push(['example', sources.example[field]]);
    } else {
      if (isOption && query.has(field)) {
        const raw = query.get(field)!;
        if (raw.length > MAX_QUERY_OPTION_CHARS) notices.push({ field, source: 'url', message: `The linked value of “${field}” is too long for a link (${raw.length.toLocaleString('en')} characters); the default is used.` });
        else candidates.push(['url', queryValue(raw)]);
      }
      if (fragment && Object.hasOwn(fragment, field)) candidates.push(['url', fragment[field]]);
      if (!isOption && !isSecret && storedObject && Object.hasOwn(storedObject, field)) candidates.push(['storage', storedObject[field]]);
    }
    from[field] = 'default';
    for (const [source, raw] of candidates) {
      const parsed = safeParse(schema, raw);
      if (parsed.success) {
        state[field] = parsed.data;
        from[field] = source;
        break;
      }
      notices.push({ field, source, message: `The ${source === 'storage' ? 'saved' : source === 'url' ? 'linked' : 'example'} value of “${field}” is not valid here; ${source === 'storage' ? 'it was reset' : 'the default is used'}.` });
    }
  }
  return { state: state as ToolStateOf<Spec>, notices, from };
}

/** An option left out of the query string because its value is too long for an address. */
export interface LeftOutOption {
  field: string;
  /** Characters its value would take in the query (URL-encoded, or at least its text length). */
  chars: number;
}

/**
 * The query string for a state, and the options it leaves out: the current query with the tool's
 * options set, leaving out options at their default value (so untouched tools keep clean URLs) and
 * options whose value is too long for an address: over {@link MAX_QUERY_OPTION_CHARS} encoded
 * characters each, or the longest ones while the tool's options exceed {@link MAX_QUERY_CHARS}.
 * A left-out option is also removed from the query, so a URL that held it becomes loadable again.
 *
 * @param spec - the tool's state spec.
 * @param state - the current state.
 * @param search - the current `location.search` (other parameters are kept).
 * @returns `search`, the new search string (`''` or starting with `?`), and `leftOut`, the options
 *   not in it for their length, in the spec's order.
 */
export function planOptionsQuery<Spec extends ToolStateSpec>(spec: Spec, state: ToolStateOf<Spec>, search = ''): { search: string; leftOut: LeftOutOption[] } {
  const params = new URLSearchParams(search);
  const defaults = defaultState(spec) as Record<string, unknown>;
  const values = state as Record<string, unknown>;
  const written: { field: string; text: string; chars: number }[] = [];
  const leftOut: LeftOutOption[] = [];
  for (const field of spec.options ?? []) {
    if (sameValue(values[field], defaults[field])) continue;
    const text = queryText(values[field]);
    // Encoding only lengthens a text: skip encoding megabytes that cannot fit anyway.
    const chars = text.length > MAX_QUERY_OPTION_CHARS ? text.length : new URLSearchParams({ [field]: text }).toString().length - field.length - 1;
    if (chars > MAX_QUERY_OPTION_CHARS) leftOut.push({ field, chars });
    else written.push({ field, text, chars });
  }
  let total = written.reduce((sum, w) => sum + w.field.length + w.chars + 2, 0);
  for (const longest of [...written].sort((a, b) => b.chars - a.chars)) {
    if (total <= MAX_QUERY_CHARS) break;
    written.splice(written.indexOf(longest), 1);
    leftOut.push({ field: longest.field, chars: longest.chars });
    total -= longest.field.length + longest.chars + 2;
  }
  for (const field of spec.options ?? []) {
    const w = written.find((x) => x.field === field);
    if (w) params.set(field, w.text);
    else params.delete(field);
  }
  const text = params.toString();
  const order = spec.options ?? [];
  leftOut.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
  return { search: text ? `?${text}` : '', leftOut };
}

/**
 * The query string for a state (see {@link planOptionsQuery}, which also says which options it
 * leaves out for their length).
 *
 * @param spec - the tool's state spec.
 * @param state - the current state.
 * @param search - the current `location.search` (other parameters are kept).
 * @returns the new search string, `''` or starting with `?`.
 */
export function optionsQuery<Spec extends ToolStateSpec>(spec: Spec, state: ToolStateOf<Spec>, search = ''): string {
  return planOptionsQuery(spec, state, search).search;
}

/** Whether two state values are equal (strings compared directly: no JSON copy of a long text). */
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The inputs of a state that may be remembered in localStorage: every input field, never a
 * secret, never an option (options live in the URL).
 *
 * @param spec - the tool's state spec.
 * @param state - the current state.
 * @returns the object to store.
 */
export function storableInputs<Spec extends ToolStateSpec>(spec: Spec, state: ToolStateOf<Spec>): Record<string, unknown> {
  const values = state as Record<string, unknown>;
  return Object.fromEntries(inputFields(spec).map((field) => [field, values[field]]));
}

/** Whether a state holds a non-empty secret (so a link would need the visitor's confirmation). */
export function hasSecrets<Spec extends ToolStateSpec>(spec: Spec, state: ToolStateOf<Spec>): boolean {
  const values = state as Record<string, unknown>;
  const defaults = defaultState(spec) as Record<string, unknown>;
  return (spec.secrets ?? []).some((field) => !sameValue(values[field], defaults[field]));
}

/** A share link, or the reason none could be made. */
export type ShareLink = { url: string; bytes: number; tooLarge?: false } | { url: string; bytes: number; tooLarge: true };

/**
 * Builds the "Copy link" URL: options in the query string, inputs (and secrets when allowed)
 * compressed in the fragment, which browsers never send to a server. Options too long for the
 * query (see {@link planOptionsQuery}) travel in the fragment too.
 *
 * @param spec - the tool's state spec.
 * @param state - the current state.
 * @param location - the page's `origin + pathname` and current `search`.
 * @param includeSecrets - whether the visitor confirmed putting secrets in the link.
 * @returns the URL and its size in bytes; `tooLarge` (with a link holding the options that fit
 *   the query only) when the full link would exceed {@link MAX_LINK_BYTES}.
 */
export function shareLink<Spec extends ToolStateSpec>(
  spec: Spec,
  state: ToolStateOf<Spec>,
  location: { base: string; search?: string },
  includeSecrets = false,
): ShareLink {
  const values = state as Record<string, unknown>;
  const defaults = defaultState(spec) as Record<string, unknown>;
  const { search: query, leftOut } = planOptionsQuery(spec, state, location.search);
  const fields = [...inputFields(spec), ...(includeSecrets ? (spec.secrets ?? []) : []), ...leftOut.map((o) => o.field)];
  const carried = Object.fromEntries(fields.filter((f) => !sameValue(values[f], defaults[f])).map((f) => [f, values[f]]));
  const optionsOnly = `${location.base}${query}`;
  if (Object.keys(carried).length === 0) return { url: optionsOnly, bytes: optionsOnly.length };
  // A link whose data inflates beyond what decodeStateFragment accepts would open on the defaults.
  const json = strToU8(JSON.stringify(carried));
  if (json.length > MAX_FRAGMENT_JSON_BYTES) return { url: optionsOnly, bytes: json.length, tooLarge: true };
  const url = `${optionsOnly}#${STATE_FRAGMENT_PARAM}=${fragmentOfJsonBytes(json)}`;
  if (url.length > MAX_LINK_BYTES) return { url: optionsOnly, bytes: url.length, tooLarge: true };
  return { url, bytes: url.length };
}

/** An input left out of storage because it is too large to remember. */
export interface UnkeptInput {
  field: string;
  /** Characters of its JSON (at least; not measured exactly beyond the limit). */
  chars: number;
}

/**
 * Chooses what of a tool's inputs is remembered: their JSON when it fits in `maxChars`, else the
 * same without the largest inputs (one at a time, largest first) until it fits. Text longer than
 * the limit is not serialised at all, so a 2 MB input costs nothing here.
 *
 * @param inputs - the inputs to remember ({@link storableInputs}).
 * @param maxChars - the most characters of JSON to store (default {@link MAX_REMEMBERED_CHARS}).
 * @returns `json`, the text to store (at most `maxChars` characters, an object), and `notKept`,
 *   the inputs left out with their size.
 */
export function fitInputsForStorage(inputs: Record<string, unknown>, maxChars = MAX_REMEMBERED_CHARS): { json: string; notKept: UnkeptInput[] } {
  const sizes = Object.entries(inputs).map(([field, value]) => {
    const text = typeof value === 'string' && value.length + 2 > maxChars ? null : JSON.stringify(value);
    return { field, chars: text === null ? (value as string).length + 2 : text === undefined ? 0 : text.length };
  });
  const kept = new Map(sizes.map((s) => [s.field, s]));
  const overhead = (s: { field: string; chars: number }) => s.chars + JSON.stringify(s.field).length + 2;
  let total = 2 + sizes.reduce((sum, s) => sum + overhead(s), 0);
  const notKept: UnkeptInput[] = [];
  for (const largest of [...sizes].sort((a, b) => b.chars - a.chars)) {
    if (total <= maxChars) break;
    kept.delete(largest.field);
    notKept.push({ field: largest.field, chars: largest.chars });
    total -= overhead(largest);
  }
  const json = JSON.stringify(Object.fromEntries(Object.entries(inputs).filter(([field]) => kept.has(field))));
  return { json, notKept };
}
