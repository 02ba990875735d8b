import { forEachConcurrently } from './lanes';
import { OFFLINE_ASSETS_FILE, parseOfflineAssetList, RUNTIME_ASSET_CACHE, type OfflineAssetList } from './precache-policy';

/** Large files downloaded at a time by {@link downloadOfflineAssets}: the connections a browser opens to one HTTP/1.1 host. */
const DOWNLOADS_AT_A_TIME = 6;

/** Progress of {@link downloadOfflineAssets}. */
export interface OfflineDownloadProgress {
  /** Files in the runtime cache so far (already there or just downloaded). */
  files: number;
  /** Files to have. */
  totalFiles: number;
  /** Bytes of those files so far. */
  bytes: number;
  /** Bytes of all the files. */
  totalBytes: number;
}

/** Where the app's files are: Vite's base URL, as an absolute URL. */
function baseUrl(): string {
  return new URL(import.meta.env.BASE_URL, window.location.href).href;
}

/**
 * Fetches the build's list of large assets (`offline-assets.json`, precached).
 *
 * @param base - the app's base URL (default: Vite's `BASE_URL` under the page's origin).
 * @returns the list, with absolute URLs.
 * @throws Error when the list cannot be fetched (offline before the first install) or is malformed.
 */
export async function fetchOfflineAssetList(base = baseUrl()): Promise<OfflineAssetList> {
  const response = await fetch(new URL(OFFLINE_ASSETS_FILE, base));
  if (!response.ok) throw new Error(`${OFFLINE_ASSETS_FILE}: HTTP ${response.status}`);
  const list = parseOfflineAssetList(await response.json());
  return { ...list, assets: list.assets.map((a) => ({ ...a, url: new URL(a.url, base).href })) };
}

/**
 * How much of the list is in the runtime cache already.
 *
 * @param list - from {@link fetchOfflineAssetList} (absolute URLs).
 * @returns files and bytes cached, out of the totals.
 */
export async function offlineAssetStatus(list: OfflineAssetList): Promise<OfflineDownloadProgress> {
  const cache = await caches.open(RUNTIME_ASSET_CACHE);
  const progress: OfflineDownloadProgress = { files: 0, totalFiles: list.assets.length, bytes: 0, totalBytes: list.totalBytes };
  for (const a of list.assets) {
    if (await cache.match(a.url, { ignoreVary: true })) {
      progress.files++;
      progress.bytes += a.bytes;
    }
  }
  return progress;
}

/**
 * Puts every large asset of the build into the runtime cache (the service worker serves them
 * from there, cache-first), a few files at a time, then removes older versions' files from it.
 *
 * @param list - from {@link fetchOfflineAssetList} (absolute URLs).
 * @param options - `onProgress` after each file (and once before the first); `signal` to stop.
 * @returns the final progress (every file cached).
 * @throws DOMException `AbortError` when stopped; TypeError (network) or Error (HTTP status) when
 *   a file cannot be fetched — the files cached so far stay cached.
 */
export async function downloadOfflineAssets(
  list: OfflineAssetList,
  options: { onProgress?: (progress: OfflineDownloadProgress) => void; signal?: AbortSignal } = {},
): Promise<OfflineDownloadProgress> {
  const { onProgress, signal } = options;
  const cache = await caches.open(RUNTIME_ASSET_CACHE);
  const progress: OfflineDownloadProgress = { files: 0, totalFiles: list.assets.length, bytes: 0, totalBytes: list.totalBytes };
  onProgress?.({ ...progress });
  await forEachConcurrently(list.assets, DOWNLOADS_AT_A_TIME, async (a) => {
    signal?.throwIfAborted();
    if (!(await cache.match(a.url, { ignoreVary: true }))) {
      const response = await fetch(a.url, { signal });
      if (!response.ok) throw new Error(`${new URL(a.url).pathname}: HTTP ${response.status}`);
      await cache.put(a.url, response);
    }
    progress.files++;
    progress.bytes += a.bytes;
    onProgress?.({ ...progress });
  });
  await pruneRuntimeCache(list);
  return progress;
}

/**
 * Removes from the runtime cache the files no longer in the build's list (left by earlier versions
 * of the app: hashed names change with every change of their content).
 *
 * @param list - the current list (absolute URLs).
 * @returns how many files were removed.
 */
export async function pruneRuntimeCache(list: OfflineAssetList): Promise<number> {
  const keep = new Set(list.assets.map((a) => a.url));
  const cache = await caches.open(RUNTIME_ASSET_CACHE);
  let removed = 0;
  for (const request of await cache.keys()) {
    if (!keep.has(request.url) && (await cache.delete(request))) removed++;
  }
  return removed;
}
