import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * Campaign URL builder: adds the UTM parameters analytics tools read (Google Analytics' campaign
 * parameters: utm_source, utm_medium, utm_campaign, utm_id, utm_term, utm_content,
 * utm_source_platform, utm_creative_format, utm_marketing_tactic) to a page address, keeping its
 * other parameters and its fragment exactly as written.
 *
 * @see https://support.google.com/analytics/answer/10917952 (URL builders: collect campaign data with custom URLs)
 */

/** The UTM fields, as `utm_<name>` parameters, in the order they are written. */
export const UTM_FIELDS = ['source', 'medium', 'campaign', 'id', 'term', 'content', 'source_platform', 'creative_format', 'marketing_tactic'] as const;
/** A UTM field name (without `utm_`). */
export type UtmField = (typeof UTM_FIELDS)[number];
/** The fields a campaign URL needs (the reference tool's and most URL builders' rule). */
export const REQUIRED_UTM_FIELDS: readonly UtmField[] = ['source', 'medium', 'campaign'];

/** Options of {@link buildUtmUrl}. */
export interface UtmOptions {
  /** Write spaces as `+` (form encoding, as URLSearchParams does) instead of `%20` (default false). */
  spaceAsPlus?: boolean;
  /** Lower-case every value (analytics reports are case-sensitive: `Email` and `email` differ). Default false. */
  lowercase?: boolean;
}

/** The result of {@link buildUtmUrl}. */
export interface UtmUrl {
  /** The page address with the UTM parameters added. */
  url: string;
  /** Required fields left empty (their parameter is not written). */
  missing: UtmField[];
  /** UTM parameters the page address already had that were replaced or removed (names with `utm_`). */
  replaced: string[];
}

/** Percent-encodes a query value: every byte but RFC 3986 unreserved characters. */
function encodeValue(value: string, spaceAsPlus: boolean): string {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return spaceAsPlus ? encoded.replace(/%20/g, '+') : encoded;
}

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * Adds UTM parameters to a URL. The page's own parameters and fragment stay byte for byte; a
 * `utm_*` parameter the page already had for a field that is filled in is replaced (written once,
 * at the end, in the order of {@link UTM_FIELDS}); empty fields are not written. Values are
 * percent-encoded as UTF-8 (RFC 3986 §2.1; only unreserved characters stay).
 *
 * @param pageUrl - the page address, absolute (`https://…`).
 * @param values - the field values; missing or blank fields are skipped.
 * @param options - see {@link UtmOptions}.
 * @returns the campaign URL, the required fields left empty, and the `utm_` parameters replaced.
 * @throws ToolInputError when the page address is empty, not an absolute URL, or not http(s),
 *   or a value holds an unpaired surrogate.
 * @example buildUtmUrl('https://example.com/?a=1#top', { source: 'news letter', medium: 'email', campaign: 'spring' }).url
 *   // 'https://example.com/?a=1&utm_source=news%20letter&utm_medium=email&utm_campaign=spring#top'
 */
export function buildUtmUrl(pageUrl: string, values: Partial<Record<UtmField, string>>, options: UtmOptions = {}): UtmUrl {
  const text = pageUrl.trim();
  if (text === '') throw new ToolInputError('Enter the address of the page, such as https://example.com/landing.');
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new ToolInputError(
      /^[A-Za-z][A-Za-z0-9+.-]*:/.test(text)
        ? `"${text}" is not a valid URL (WHATWG URL Standard).`
        : `The address has no scheme: write it in full, such as https://${text}.`,
      { position: 0 },
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ToolInputError(`Campaign links are web addresses: the scheme must be http or https, not ${parsed.protocol.slice(0, -1)}.`, { position: 0 });
  }
  const filled: [UtmField, string][] = [];
  for (const field of UTM_FIELDS) {
    const raw = values[field]?.trim() ?? '';
    if (raw === '') continue;
    if (!raw.isWellFormed()) throw new ToolInputError(`The ${field} value holds an unpaired surrogate (a broken character).`);
    filled.push([field, options.lowercase ? raw.toLowerCase() : raw]);
  }
  const names = new Set(filled.map(([field]) => `utm_${field}`));
  // Split the text as written: base, query, fragment.
  const hashAt = text.indexOf('#');
  const beforeHash = hashAt < 0 ? text : text.slice(0, hashAt);
  const fragment = hashAt < 0 ? '' : text.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const replaced: string[] = [];
  const kept = query.split('&').filter((pair) => {
    if (pair === '') return false;
    const name = decodeName(pair.split('=')[0] as string).toLowerCase();
    if (names.has(name)) {
      replaced.push(name);
      return false;
    }
    return true;
  });
  const added = filled.map(([field, value]) => `utm_${field}=${encodeValue(value, options.spaceAsPlus ?? false)}`);
  const all = [...kept, ...added];
  const url = `${base}${all.length > 0 ? `?${all.join('&')}` : ''}${fragment}`;
  const missing = REQUIRED_UTM_FIELDS.filter((field) => !filled.some(([f]) => f === field));
  return { url, missing, replaced };
}
