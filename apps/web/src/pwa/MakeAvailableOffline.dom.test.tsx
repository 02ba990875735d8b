// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MakeAvailableOffline, type MakeAvailableOfflineProps } from './MakeAvailableOffline';
import type { OfflineDownloadProgress } from './offline-assets';
import type { OfflineAssetList } from './precache-policy';

const LIST: OfflineAssetList = {
  assets: [
    { url: 'https://app.example/assets/jq-Cpk0pbsr.js', bytes: 1_300_000 },
    { url: 'https://app.example/assets/dist-D4UjQ5S2.js', bytes: 1_200_000 },
  ],
  totalBytes: 2_500_000,
};

/** A fake cache and network: downloads wait until the test releases them one by one. */
function fakeApi() {
  const cached = new Set<string>();
  const releases: (() => void)[] = [];
  const status = (list: OfflineAssetList): OfflineDownloadProgress => {
    const have = list.assets.filter((a) => cached.has(a.url));
    return { files: have.length, totalFiles: list.assets.length, bytes: have.reduce((s, a) => s + a.bytes, 0), totalBytes: list.totalBytes };
  };
  const api: NonNullable<MakeAvailableOfflineProps['api']> = {
    fetchList: () => Promise.resolve(LIST),
    status: (list) => Promise.resolve(status(list)),
    download: async (list, { onProgress, signal } = {}) => {
      onProgress?.(status(list));
      for (const a of list.assets) {
        if (cached.has(a.url)) continue;
        await new Promise<void>((resolve, reject) => {
          releases.push(resolve);
          signal?.addEventListener('abort', () => reject(new DOMException('Stopped', 'AbortError')));
        });
        cached.add(a.url);
        onProgress?.(status(list));
      }
      return status(list);
    },
  };
  return { api, cached, release: () => act(async () => releases.shift()?.()) };
}

function renderControl(api: MakeAvailableOfflineProps['api']) {
  return render(
    <I18nProvider i18n={i18n}>
      <MakeAvailableOffline api={api} />
    </I18nProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MakeAvailableOffline', () => {
  it('downloads the large files on request, showing files n/N and megabytes, then says every tool is available offline', async () => {
    vi.stubGlobal('caches', {});
    const { api, release } = fakeApi();
    renderControl(api);
    expect((await screen.findByRole('status')).textContent).toBe('0 of 2 large files (0.0 MB of 2.5 MB) are on this device.');
    fireEvent.click(screen.getByRole('button', { name: 'Make every tool available offline' }));
    const bar = await screen.findByRole('progressbar', { name: "Downloading the tools' large files" });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuetext')).toContain('0 / 2 · 0.0 MB / 2.5 MB');
    await release();
    expect(bar.getAttribute('aria-valuenow')).toBe('52'); // 1.3 of 2.5 MB
    expect(bar.getAttribute('aria-valuetext')).toContain('1 / 2 · 1.3 MB / 2.5 MB');
    await release();
    expect((await screen.findByRole('status')).textContent).toBe('2 of 2 large files (2.5 MB of 2.5 MB) are on this device.');
    expect(screen.getByText('Every tool is available offline.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make every tool available offline' })).toBeNull();
  });

  it('stops on Cancel and keeps what was downloaded', async () => {
    vi.stubGlobal('caches', {});
    const { api, release } = fakeApi();
    renderControl(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Make every tool available offline' }));
    await release();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect((await screen.findByRole('status')).textContent).toBe('1 of 2 large files (1.3 MB of 2.5 MB) are on this device.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Make every tool available offline' })).toBeTruthy();
  });

  it('shows the error when a file cannot be fetched', async () => {
    vi.stubGlobal('caches', {});
    const { api } = fakeApi();
    api.download = () => Promise.reject(new Error('/assets/jq-Cpk0pbsr.js: HTTP 404'));
    renderControl(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Make every tool available offline' }));
    expect((await screen.findByRole('alert')).textContent).toContain('/assets/jq-Cpk0pbsr.js: HTTP 404');
  });

  it('renders nothing without the Cache API or when the list cannot be read', async () => {
    vi.stubGlobal('caches', undefined);
    const first = renderControl(fakeApi().api);
    expect(first.container.textContent).toBe('');
    first.unmount();
    vi.stubGlobal('caches', {});
    const api = { ...fakeApi().api, fetchList: () => Promise.reject(new TypeError('Failed to fetch')) };
    const second = renderControl(api);
    await act(async () => undefined);
    expect(second.container.textContent).toBe('');
  });
});
