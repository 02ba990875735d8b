import { ToolInputError } from '@handy-tools/ui/kit';
import { TidyCleaner } from 'tidy-url';
import { findUrls, safeDecodeURIComponent, tryParseUrl } from '../shared/find-urls.js';
import { unwrapOnce } from '../shared/redirect-wrappers.js';

/**
 * Removing tracking parameters from URLs and unwrapping redirect links, with the rules of the
 * tidy-url project (github.com/DrKain/tidy-url, MIT): a global list (utm_*, fbclid, gclid,
 * mc_eid, Matomo, HubSpot, Marketo…) plus per-site rules for about 200 sites, shipped with the
 * package (nothing is downloaded). Mail-gateway wrappers (Safe Links, Proofpoint…) are removed
 * first by this family's own decoder.
 */

/** A query parameter the cleaner removed. */
export interface RemovedParameter {
  /** The parameter's name (decoded). */
  name: string;
  /** Its value (decoded). */
  value: string;
}

/** One URL and its clean form. */
export interface CleanedUrl {
  /** The URL as written. */
  original: string;
  /** The cleaned URL (the original when nothing was removed). */
  url: string;
  /** The parameters removed, in order. */
  removed: RemovedParameter[];
  /** The redirects and wrappers removed, outermost first (a wrapper's or a tidy-url rule's name). */
  unwrapped: string[];
  /** Whether the URL changed. */
  changed: boolean;
  /** 1-based line of the URL in the text. */
  line: number;
}

/** Options of {@link cleanUrl} and {@link cleanUrls}. */
export interface CleanOptions {
  /** Replace redirect and wrapper links by their target (default true). */
  unwrap?: boolean;
  /**
   * More parameter names to remove, besides the rules: exact names, or a prefix ending in `*`
   * (`ref`, `sr_*`); compared case-insensitively.
   */
  extra?: readonly string[];
}

/** The result of {@link cleanUrls}. */
export interface CleanUrlsResult {
  /** Every URL found, in order. */
  urls: CleanedUrl[];
  /** The text with each URL replaced by its clean form. */
  text: string;
  /** How many URLs changed. */
  changed: number;
}

let plainCleaner: TidyCleaner | null = null;
let redirectCleaner: TidyCleaner | null = null;

/** The two tidy-url cleaners: one that only removes parameters, one that also follows redirects. */
function cleaners(): { plain: TidyCleaner; redirect: TidyCleaner } {
  if (!plainCleaner || !redirectCleaner) {
    plainCleaner = new TidyCleaner();
    // tidy-url prints its log unless `silent` is false.
    plainCleaner.config.setMany({ silent: false, allowRedirects: false, allowAMP: true, allowCustomHandlers: false });
    redirectCleaner = new TidyCleaner();
    redirectCleaner.config.setMany({ silent: false, allowRedirects: true, allowAMP: false, allowCustomHandlers: true });
  }
  return { plain: plainCleaner, redirect: redirectCleaner };
}

type TidyResult = ReturnType<TidyCleaner['clean']>;

function tidy(cleaner: TidyCleaner, url: string): TidyResult | null {
  try {
    return cleaner.clean(url, false);
  } catch {
    return null;
  }
}

/** Whether a parameter name matches one of the extra patterns (exact, or prefix*). */
function matchesExtra(name: string, extra: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return extra.some((pattern) => {
    const p = pattern.trim().toLowerCase();
    if (p === '') return false;
    return p.endsWith('*') ? lower.startsWith(p.slice(0, -1)) : lower === p;
  });
}

/** Removes the parameters named by `extra`, keeping the others exactly as written. */
function removeExtra(url: string, extra: readonly string[], removed: RemovedParameter[]): string {
  if (extra.every((p) => p.trim() === '')) return url;
  const m = /^([^?#]*)\?([^#]*)(#[\s\S]*)?$/.exec(url);
  if (!m) return url;
  const kept: string[] = [];
  for (const pair of (m[2] as string).split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    const name = safeDecodeURIComponent(rawName.replace(/\+/g, ' '));
    if (matchesExtra(name, extra)) removed.push({ name, value: eq < 0 ? '' : safeDecodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' ')) });
    else kept.push(pair);
  }
  return `${m[1]}${kept.length > 0 ? `?${kept.join('&')}` : ''}${m[3] ?? ''}`;
}

/**
 * Cleans one URL: removes known tracking parameters (tidy-url rules, plus `extra`) and, when
 * `unwrap` is on, replaces redirect and wrapper links by their target, nested ones included.
 * URLs that are not http(s) are returned unchanged.
 *
 * @param original - an absolute URL.
 * @param options - see {@link CleanOptions}.
 * @returns the clean URL, the parameters removed and the redirects unwrapped (`line` is 1).
 * @see https://github.com/DrKain/tidy-url
 * @example cleanUrl('https://example.com/?utm_source=x&id=7').url // 'https://example.com/?id=7'
 */
export function cleanUrl(original: string, options: CleanOptions = {}): CleanedUrl {
  const unwrap = options.unwrap ?? true;
  const extra = options.extra ?? [];
  const { plain, redirect } = cleaners();
  const removed: RemovedParameter[] = [];
  const unwrapped: string[] = [];
  let current = original;
  for (let depth = 0; depth < 10; depth++) {
    const parsed = tryParseUrl(current);
    if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) break;
    if (unwrap) {
      const wrapped = unwrapOnce(current);
      if (wrapped?.target) {
        unwrapped.push(wrapped.wrapper);
        current = wrapped.target;
        continue;
      }
      const followed = tidy(redirect, current);
      const kept = tidy(plain, current);
      if (followed && kept && followed.url !== kept.url && tryParseUrl(followed.url) !== null) {
        const target = tryParseUrl(followed.url) as URL;
        const before = tryParseUrl(kept.url);
        // A changed host or path is a redirect or AMP page left; anything else is parameter removal.
        if (!before || before.host !== target.host || before.pathname !== target.pathname) {
          const rule = followed.info.match.find((r) => r.redirect || r.decode || r.amp)?.name ?? 'redirect';
          unwrapped.push(`${rule} (tidy-url)`);
          current = followed.url;
          continue;
        }
      }
    }
    const result = tidy(plain, current);
    if (result) {
      for (const r of result.info.removed) removed.push({ name: r.key, value: r.value });
      current = result.url;
    }
    break;
  }
  current = removeExtra(current, extra, removed);
  return { original, url: current, removed, unwrapped, changed: current !== original, line: 1 };
}

/**
 * Cleans every URL of a text (one per line, or inside sentences), keeping the text around them.
 *
 * @param text - any text with absolute URLs (`https://…`).
 * @param options - see {@link CleanOptions}.
 * @returns each URL with its clean form and the text with the URLs replaced; see
 *   {@link CleanUrlsResult}. An empty text gives no URLs.
 * @throws ToolInputError when the text is not empty but holds no URL.
 * @see https://github.com/DrKain/tidy-url
 */
export function cleanUrls(text: string, options: CleanOptions = {}): CleanUrlsResult {
  if (text.trim() === '') return { urls: [], text, changed: 0 };
  const found = findUrls(text);
  if (found.length === 0) throw new ToolInputError('No URL found: paste links that start with https:// (one or many, alone or inside a text).');
  const urls: CleanedUrl[] = [];
  let out = '';
  let at = 0;
  for (const f of found) {
    const cleaned = { ...cleanUrl(f.url, options), line: text.slice(0, f.start).split('\n').length };
    urls.push(cleaned);
    out += text.slice(at, f.start) + cleaned.url;
    at = f.end;
  }
  return { urls, text: out + text.slice(at), changed: urls.filter((u) => u.changed).length };
}
