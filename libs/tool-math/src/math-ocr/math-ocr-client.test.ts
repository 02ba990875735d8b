import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, ToolInputError } from '@handy-tools/ui/kit';
import { fetchModelDownloadSize, isModelCached, MODEL_CACHE_NAME, removeCachedModel } from './math-ocr-client.js';
import { HUB_MODEL_INFO } from './math-ocr.fixtures.js';
import { modelFileUrl, modelInfoUrl, TEXIFY_MODEL } from './math-ocr.js';

// The size check and the cache, without the hub: fetch and Cache Storage are stand-ins.
const answer = (body: string, status = 200, statusText = 'OK') => new Response(body, { status, statusText, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchModelDownloadSize', () => {
  it('asks the hub API for the repository description, without cookies, and sums the needed files', async () => {
    const fetchImpl = vi.fn(async () => answer(JSON.stringify(HUB_MODEL_INFO)));
    const size = await fetchModelDownloadSize(undefined, TEXIFY_MODEL, fetchImpl as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith(modelInfoUrl(), expect.objectContaining({ credentials: 'omit' }));
    expect(size.totalBytes).toBe(152_147_068);
  });

  it('names the status when the hub answers with an error', async () => {
    const fetchImpl = async () => answer('{"error":"busy"}', 503, 'Service Unavailable');
    await expect(fetchModelDownloadSize(undefined, TEXIFY_MODEL, fetchImpl as typeof fetch)).rejects.toThrow('huggingface.co answered 503 Service Unavailable.');
  });

  it('says the visitor is offline when fetch fails and the browser is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const fetchImpl = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await fetchModelDownloadSize(undefined, TEXIFY_MODEL, fetchImpl as typeof fetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).kind).toBe('offline');
  });

  it('explains an answer that is not JSON (a captive portal page, say)', async () => {
    const fetchImpl = async () => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 });
    await expect(fetchModelDownloadSize(undefined, TEXIFY_MODEL, fetchImpl as typeof fetch)).rejects.toThrow(ToolInputError);
  });

  it('lets a cancel through as an AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchImpl = async (_url: string, init?: RequestInit) => {
      init?.signal?.throwIfAborted();
      return answer('{}');
    };
    await expect(fetchModelDownloadSize(controller.signal, TEXIFY_MODEL, fetchImpl as typeof fetch)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the model in the browser cache', () => {
  /** A Cache Storage holding the given URLs in transformers.js' cache. */
  function storage(urls: string[]) {
    const held = new Set(urls);
    const cache = {
      match: async (url: string) => (held.has(url) ? new Response('x') : undefined),
      delete: async (url: string) => held.delete(url),
    };
    const open = vi.fn(async () => cache);
    return { storage: { open } as unknown as CacheStorage, held, open };
  }

  it('is there only when every file is', async () => {
    const all = TEXIFY_MODEL.files.map((path) => modelFileUrl(path));
    const full = storage(all);
    expect(await isModelCached(TEXIFY_MODEL, full.storage)).toBe(true);
    expect(full.open).toHaveBeenCalledWith(MODEL_CACHE_NAME);
    expect(await isModelCached(TEXIFY_MODEL, storage(all.slice(1)).storage)).toBe(false);
    expect(await isModelCached(TEXIFY_MODEL, undefined)).toBe(false);
  });

  it('is removed file by file, leaving other entries', async () => {
    const other = 'https://huggingface.co/Xenova/other/resolve/main/config.json';
    const s = storage([...TEXIFY_MODEL.files.map((path) => modelFileUrl(path)), other]);
    await removeCachedModel(TEXIFY_MODEL, s.storage);
    expect([...s.held]).toEqual([other]);
  });
});
