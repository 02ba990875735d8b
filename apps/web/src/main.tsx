import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@handy-tools/i18n';
import { UiProvider } from '@handy-tools/ui';
import '@handy-tools/ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError } from './config/config';
import { migrateStoredFavorites } from './state/favorites';
import { initialLocale } from './state/locale';

const container = document.getElementById('root')!;

/** Shown when the build's configuration is invalid: start-up stops with the reason. */
function renderConfigError(error: ConfigError) {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'margin:40px auto;max-width:640px;padding:16px;border-left:4px solid #b42318;background:#fdecea;color:#1f2328;font:15px system-ui';
  box.textContent = error.message;
  container.replaceChildren(box);
}

async function start() {
  // Importing the app validates the configuration (config/index.ts).
  let App: typeof import('./App').App;
  try {
    ({ App } = await import('./App'));
  } catch (error) {
    if (error instanceof ConfigError) return renderConfigError(error);
    throw error;
  }
  document.documentElement.lang = await activateLocale(initialLocale());
  migrateStoredFavorites();
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <UiProvider>
          <App />
        </UiProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
