import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { afterPageLoad } from './after-load';
import styles from './PwaStatus.module.css';

const OfflineReadyNotice = lazy(() => import('./OfflineReadyNotice').then((m) => ({ default: m.OfflineReadyNotice })));

/**
 * How long after the page's `load` event the service worker registers. Its install downloads
 * the whole app (every tool) into the precache; waiting lets the page's own on-demand chunks
 * (the tool's code on a deep link, the locale catalog) load first, without competing with it.
 */
export const REGISTER_DELAY_MS = 2000;

/**
 * Registers the service worker a little after the page has loaded (production builds only, so
 * neither the dev server nor unit tests get one) and shows the "ready to work offline" notice
 * once, when the first install has precached the app. The registration code and the notice are
 * separate chunks, kept out of the home page's initial JS. The always-present live region
 * carries `data-sw-registered` once the registration call has succeeded.
 */
export function PwaStatus() {
  const [registered, setRegistered] = useState(false);
  const [offlineReady, setOfflineReady] = useState(false);
  const dismiss = useCallback(() => setOfflineReady(false), []);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const cancelWait = afterPageLoad(() => {
      import('./register-sw')
        .then(({ registerServiceWorker }) => {
          if (cancelled) return;
          registerServiceWorker({ onRegistered: () => setRegistered(true), onOfflineReady: () => setOfflineReady(true) });
        })
        .catch((error: unknown) => console.warn('Could not load the service worker registration.', error));
    }, REGISTER_DELAY_MS);
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, []);

  return (
    <div className={styles.region} aria-live="polite" data-testid="pwa-status" data-sw-registered={registered || undefined}>
      {offlineReady && (
        <Suspense fallback={null}>
          <OfflineReadyNotice onDismiss={dismiss} />
        </Suspense>
      )}
    </div>
  );
}
