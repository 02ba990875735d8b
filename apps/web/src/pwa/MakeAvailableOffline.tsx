import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Progress } from '@handy-tools/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { downloadOfflineAssets, fetchOfflineAssetList, offlineAssetStatus, type OfflineDownloadProgress } from './offline-assets';
import type { OfflineAssetList } from './precache-policy';
import styles from './MakeAvailableOffline.module.css';

type State =
  | { step: 'checking' }
  | { step: 'unavailable' }
  | { step: 'ready'; list: OfflineAssetList; status: OfflineDownloadProgress }
  | { step: 'downloading'; list: OfflineAssetList; progress: OfflineDownloadProgress }
  | { step: 'error'; list: OfflineAssetList; status: OfflineDownloadProgress; message: string };

/** Writes a byte count in megabytes (10⁶ bytes), one decimal. */
function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

/** Props of {@link MakeAvailableOffline}. */
export interface MakeAvailableOfflineProps {
  /** Replaces the network and cache functions (tests). */
  api?: {
    fetchList: typeof fetchOfflineAssetList;
    status: typeof offlineAssetStatus;
    download: typeof downloadOfflineAssets;
  };
}

const defaultApi = { fetchList: fetchOfflineAssetList, status: offlineAssetStatus, download: downloadOfflineAssets };

/**
 * "Make every tool available offline": the service worker precaches the app and its light tools;
 * the large files of some tools (WASM, data sets) are cached when first used. This control
 * downloads the rest on request into the same cache, showing files n/N and megabytes, with
 * Cancel. Shows nothing where there is no Cache API (e.g. an insecure context) and says so when
 * every file is already there. Meant for the About page or a settings area.
 */
export function MakeAvailableOffline({ api = defaultApi }: MakeAvailableOfflineProps) {
  const { t } = useLingui();
  const [state, setState] = useState<State>({ step: 'checking' });
  const controller = useRef<AbortController | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (typeof caches === 'undefined') {
      setState({ step: 'unavailable' });
      return;
    }
    let stale = false;
    api
      .fetchList()
      .then(async (list) => {
        const status = await api.status(list);
        if (!stale) setState({ step: 'ready', list, status });
      })
      .catch(() => {
        if (!stale) setState({ step: 'unavailable' });
      });
    return () => {
      stale = true;
      controller.current?.abort();
    };
  }, [api]);

  const start = (list: OfflineAssetList, status: OfflineDownloadProgress) => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ step: 'downloading', list, progress: status });
    api
      .download(list, { signal: abort.signal, onProgress: (progress) => setState({ step: 'downloading', list, progress }) })
      .then(
        (progress) => setState({ step: 'ready', list, status: progress }),
        async (e: unknown) => {
          const now = await api.status(list).catch(() => status);
          if (abort.signal.aborted) setState({ step: 'ready', list, status: now });
          else setState({ step: 'error', list, status: now, message: e instanceof Error ? e.message : String(e) });
        },
      );
  };

  if (state.step === 'checking' || state.step === 'unavailable') return null;
  const status = state.step === 'downloading' ? state.progress : state.status;
  const complete = status.files === status.totalFiles;
  const files = status.files;
  const totalFiles = status.totalFiles;
  const size = megabytes(status.bytes);
  const totalSize = megabytes(status.totalBytes);
  const summary = t`${files} of ${totalFiles} large files (${size} of ${totalSize}) are on this device.`;

  return (
    <section className={styles.offline} aria-labelledby={titleId} data-testid="make-available-offline">
      <h2 id={titleId} className={styles.title}>{t`Offline use`}</h2>
      <p>
        {complete
          ? t`Every tool is available offline.`
          : t`The app and most tools work offline after your first visit. A few tools have large files (WebAssembly, data sets) that are kept only once you have used them.`}
      </p>
      {state.step === 'downloading' ? (
        <div className={styles.row}>
          <Progress
            label={t`Downloading the tools' large files`}
            value={status.bytes}
            max={status.totalBytes || 1}
            detail={`${files} / ${totalFiles} · ${size} / ${totalSize}`}
          />
          <Button onClick={() => controller.current?.abort()}>{t`Cancel`}</Button>
        </div>
      ) : (
        <>
          <p role="status">{summary}</p>
          {!complete && <Button onClick={() => start(state.list, status)}>{t`Make every tool available offline`}</Button>}
        </>
      )}
      {state.step === 'error' && (
        <Alert type="error" title={t`The download stopped`}>
          {state.message}
        </Alert>
      )}
    </section>
  );
}
