import type { AppConfig } from '../config/config';
import type { RouterLike } from './start';

/**
 * Starts analytics when the build enables it (`VITE_ANALYTICS_ENABLED=true`). The client loads
 * on demand, so a build without analytics ships none of it in its initial JavaScript.
 *
 * @param router - the app's location source (see browser-location.ts).
 * @param config - the app configuration (analyticsEnabled, analyticsDomain, analyticsHost, trackLocalhost).
 */
export function loadAnalytics(router: RouterLike, config: AppConfig): void {
  if (!config.analyticsEnabled) return;
  void import('./start').then(({ startAnalytics }) =>
    startAnalytics(router, { domain: config.analyticsDomain, host: config.analyticsHost, trackLocalhost: config.trackLocalhost }),
  );
}
