// What the service worker precaches and what it caches on first use. Pure: used by
// apps/web/pwa.config.ts at build time and by the "make every tool available offline" control at
// run time, and unit-tested on its own.

/**
 * Files larger than this (1 MiB) are not precached: WASM, data sets, models and the few very
 * large tool chunks. They are cached on first use (runtime caching) or on request ("Make every
 * tool available offline"), so a first visit does not download every tool's heaviest files.
 */
export const LARGE_ASSET_BYTES = 1024 * 1024;

/** Name of the build's list of large assets (a JSON asset at the root of the build). */
export const OFFLINE_ASSETS_FILE = 'offline-assets.json';

/** Cache of the files cached on first use (same-origin hashed assets). */
export const RUNTIME_ASSET_CACHE = 'handy-tools-assets';

/**
 * The URLs the runtime cache serves cache-first: same-origin files under `assets/` whose name
 * carries Vite's content hash (`name-<hash>.ext`, the hash 8 URL-safe Base64 characters), so a
 * cached copy never goes stale. A RegExp because Workbox serializes it into `sw.js`; matched
 * against the URL's path, Workbox applies it to same-origin requests only.
 */
export const HASHED_ASSET_URL = /\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/**
 * Files of the build that are never precached, whatever their size: chunks the build names
 * `assets/on-demand-…` (apps/web/vite.config.ts `ON_DEMAND_MODULES`) — one of hundreds of
 * alternatives a visitor picks from (a FIGlet font), which together would make every first
 * visit download megabytes. They are cached on first use or by "Make every tool available offline".
 */
export const ON_DEMAND_ASSET_URL = /(?:^|\/)assets\/on-demand-[^/]+$/;

/** One large asset of the build, as listed in {@link OFFLINE_ASSETS_FILE}. */
export interface OfflineAsset {
  /** Path relative to the base URL, e.g. `assets/jq-Cpk0pbsr.js`. */
  url: string;
  /** Size in bytes. */
  bytes: number;
}

/** The contents of {@link OFFLINE_ASSETS_FILE}. */
export interface OfflineAssetList {
  /** Large assets, largest first. */
  assets: OfflineAsset[];
  /** Their total size in bytes. */
  totalBytes: number;
}

/**
 * Whether a file of the build goes to the precache.
 *
 * @param size - the file's size in bytes.
 * @param limit - the size limit in bytes (default {@link LARGE_ASSET_BYTES}).
 * @returns true when it is at most `limit` bytes.
 */
export function isPrecached(size: number, limit = LARGE_ASSET_BYTES): boolean {
  return size <= limit;
}

/**
 * Splits a build's files between the precache and the runtime cache.
 *
 * @param files - each file's URL (relative to the base URL) and size in bytes.
 * @param limit - the size limit in bytes (default {@link LARGE_ASSET_BYTES}).
 * @returns `precache`: the files of at most `limit` bytes that are not on-demand
 *   ({@link ON_DEMAND_ASSET_URL}), in their order; `runtime`: the others, largest first, with their
 *   total — the content of {@link OFFLINE_ASSETS_FILE}.
 */
export function splitPrecache<T extends { url: string; size: number }>(
  files: readonly T[],
  limit = LARGE_ASSET_BYTES,
): { precache: T[]; runtime: OfflineAssetList } {
  const precache: T[] = [];
  const assets: OfflineAsset[] = [];
  for (const f of files) {
    if (isPrecached(f.size, limit) && !ON_DEMAND_ASSET_URL.test(f.url)) precache.push(f);
    else assets.push({ url: f.url, bytes: f.size });
  }
  assets.sort((a, b) => b.bytes - a.bytes || a.url.localeCompare(b.url));
  return { precache, runtime: { assets, totalBytes: assets.reduce((s, a) => s + a.bytes, 0) } };
}

/**
 * Reads and checks the content of {@link OFFLINE_ASSETS_FILE}.
 *
 * @param json - the parsed JSON.
 * @returns the list.
 * @throws Error when the shape is wrong (a stale or foreign file).
 */
export function parseOfflineAssetList(json: unknown): OfflineAssetList {
  const list = json as Partial<OfflineAssetList> | null;
  const ok =
    !!list &&
    Array.isArray(list.assets) &&
    list.assets.every((a) => typeof a?.url === 'string' && !a.url.startsWith('/') && !a.url.includes('//') && Number.isSafeInteger(a.bytes) && a.bytes >= 0);
  if (!ok) throw new Error(`${OFFLINE_ASSETS_FILE} is not a list of assets.`);
  const assets = list.assets!.map(({ url, bytes }) => ({ url, bytes }));
  return { assets, totalBytes: assets.reduce((s, a) => s + a.bytes, 0) };
}
