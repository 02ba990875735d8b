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

/** A value that could not be restored and fell back; the message is meant for users. */
export interface StateNotice {
  field: string;
  source: Exclude<StateSource, 'default'>;
  message: string;
}

/** Name of the fragment parameter that carries a tool's inputs in a link. */
export const STATE_FRAGMENT_PARAM = 'state';

/** Links longer than this are refused (kept to what browsers and chat apps handle). */
export const MAX_LINK_BYTES = 32 * 1024;

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
  const bytes = deflateSync(strToU8(JSON.stringify(values)), { level: 9 });
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Decodes what {@link encodeStateFragment} produced.
 *
 * @param text - base64url of raw-DEFLATE JSON.
 * @returns the object, or null when the text is not valid (bad base64, corrupt data, not an object),
 *   or when it would inflate beyond 4 MiB (a hostile link).
 */
export function decodeStateFragment(text: string): Record<string, unknown> | null {
  try {
    if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const out = inflateSync(bytes, { out: undefined });
    if (out.length > 4 * 1024 * 1024) return null;
    const value = JSON.parse(strFromU8(out)) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
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
 * then storage (inputs only), then defaults. A value that
 * does not validate falls back to the next source and yields a notice; nothing here throws.
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
      if (field in sources.example) candidates.push(['example', sources.example[field]]);
    } else {
      if (isOption && query.has(field)) candidates.push(['url', queryValue(query.get(field)!)]);
      if (fragment && field in fragment) candidates.push(['url', fragment[field]]);
      if (!isOption && !isSecret && storedObject && field in storedObject) candidates.push(['storage', storedObject[field]]);
    }
    from[field] = 'default';
    for (const [source, raw] of candidates) {
      const parsed = schema.safeParse(raw);
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

/**
 * The query string for a state: the current query with the tool's options set, leaving out
 * options at their default value (so untouched tools keep clean URLs).
 *
 * @param spec - the tool's state spec.
 * @param state - the current state.
 * @param search - the current `location.search` (other parameters are kept).
 * @returns the new search string, `''` or starting with `?`.
 */
export function optionsQuery<Spec extends ToolStateSpec>(spec: Spec, state: ToolStateOf<Spec>, search = ''): string {
  const params = new URLSearchParams(search);
  const defaults = defaultState(spec) as Record<string, unknown>;
  const values = state as Record<string, unknown>;
  for (const field of spec.options ?? []) {
    if (JSON.stringify(values[field]) === JSON.stringify(defaults[field])) params.delete(field);
    else params.set(field, queryText(values[field]));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
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
  return (spec.secrets ?? []).some((field) => JSON.stringify(values[field]) !== JSON.stringify(defaults[field]));
}

/** A share link, or the reason none could be made. */
export type ShareLink = { url: string; bytes: number; tooLarge?: false } | { url: string; bytes: number; tooLarge: true };

/**
 * Builds the "Copy link" URL: options in the query string, inputs (and secrets when allowed)
 * compressed in the fragment, which browsers never send to a server.
 *
 * @param spec - the tool's state spec.
 * @param state - the current state.
 * @param location - the page's `origin + pathname` and current `search`.
 * @param includeSecrets - whether the visitor confirmed putting secrets in the link.
 * @returns the URL and its size in bytes; `tooLarge` (with a link holding the options only)
 *   when the full link would exceed {@link MAX_LINK_BYTES}.
 */
export function shareLink<Spec extends ToolStateSpec>(
  spec: Spec,
  state: ToolStateOf<Spec>,
  location: { base: string; search?: string },
  includeSecrets = false,
): ShareLink {
  const values = state as Record<string, unknown>;
  const defaults = defaultState(spec) as Record<string, unknown>;
  const fields = [...inputFields(spec), ...(includeSecrets ? (spec.secrets ?? []) : [])];
  const carried = Object.fromEntries(fields.filter((f) => JSON.stringify(values[f]) !== JSON.stringify(defaults[f])).map((f) => [f, values[f]]));
  const query = optionsQuery(spec, state, location.search);
  const optionsOnly = `${location.base}${query}`;
  if (Object.keys(carried).length === 0) return { url: optionsOnly, bytes: optionsOnly.length };
  const url = `${optionsOnly}#${STATE_FRAGMENT_PARAM}=${encodeStateFragment(carried)}`;
  if (url.length > MAX_LINK_BYTES) return { url: optionsOnly, bytes: url.length, tooLarge: true };
  return { url, bytes: url.length };
}
