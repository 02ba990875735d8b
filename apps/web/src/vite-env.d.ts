/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_VERSION?: string;
  readonly VITE_LAST_COMMIT?: string;
  readonly VITE_ENVIRONMENT?: string;
  readonly VITE_ANALYTICS_ENABLED?: string;
  readonly VITE_ANALYTICS_DOMAIN?: string;
  readonly VITE_ANALYTICS_HOST?: string;
  readonly VITE_TRACK_LOCALHOST?: string;
  readonly VITE_SHOW_BANNER?: string;
  readonly VITE_SHOW_SPONSOR_BANNER?: string;
  readonly VITE_PALETTE_MAX_RESULTS?: string;
}
