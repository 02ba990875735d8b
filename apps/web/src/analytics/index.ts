import type { AppConfig } from '../config/config';

/**
 * Starts analytics when the build enables it (`VITE_ANALYTICS_ENABLED=true`). The client loads
 * on demand, so a build without analytics ships none of it in its initial JavaScript.
 *
 * @param base - the router's base URL without its trailing slash (page views name paths under it).
 * @param config - the app configuration (analyticsEnabled, analyticsDomain, analyticsHost, trackLocalhost).
 */
export function loadAnalytics(base: string, config: AppConfig): void {
  if (!config.analyticsEnabled) return;
  void Promise.all([import('./start'), import('./browser-location')]).then(([{ startAnalytics }, { browserLocation }]) =>
    startAnalytics(browserLocation(base), { domain: config.analyticsDomain, host: config.analyticsHost, trackLocalhost: config.trackLocalhost }),
  );
}
