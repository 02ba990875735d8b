import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n, loadDescriptionCatalog, loadToolCatalog } from '@handy-tools/i18n';
import { UiProvider } from '@handy-tools/ui';
import '@handy-tools/ui/theme.css';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { migrateStoredFavorites } from './state/favorites';
import { initialLocale } from './state/locale';

const container = document.getElementById('root')!;

async function start() {
  const html = document.documentElement;
  // Prerendered HTML (English, fresh visitor) is hydrated; the boot script holds it hidden when the
  // app would show something else (another language, a page prerendered for another path), and
  // then the app renders afresh.
  const hydrate = container.hasChildNodes() && !html.classList.contains('ht-hold');
  // A tool page's tool strings and description: hydration needs them, and a catalog arriving later
  // would change the i18n context under parts still waiting to hydrate, which React then renders
  // afresh (a flash of "Loading…"). Asked for first, they are loaded and activated together with
  // the shell's catalog. The home page's cards keep the descriptions their HTML has (ToolCard), so
  // the home page does without the descriptions catalog.
  const toolPage = hydrate && container.querySelector('[data-testid="tool-page"]') !== null;
  const hydrationCatalogs = toolPage ? [loadDescriptionCatalog().catch(() => undefined), loadToolCatalog().catch(() => undefined)] : [];
  const locale = await activateLocale(initialLocale());
  await Promise.all(hydrationCatalogs);
  // The prerendered page is painted before hydrating takes the main thread for a while: the
  // visitor sees it (first and largest paint) without waiting for the app's work.
  if (hydrate) await afterNextPaint();
  html.lang = locale;
  migrateStoredFavorites();
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <UiProvider>
          <TakenOver>
            <App />
          </TakenOver>
        </UiProvider>
      </I18nProvider>
    </StrictMode>
  );
  if (hydrate) {
    // A part whose markup differs (a tool reading its stored state, say) is rendered afresh by React.
    // In a transition, hydration yields to the browser every few milliseconds (a task of its own
    // at most ~5 ms unthrottled) instead of one long task; a click or key press on a part not yet
    // hydrated has React hydrate that part first. Parts in a Suspense boundary (the home page's
    // cards, the menu's categories) hydrate after the rest.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.debug('Hydration: rendered afresh', error) });
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

/**
 * Resolves once the browser has painted a frame (a task after the next animation frame), or after
 * 100 ms where frames do not come (a hidden tab).
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/** Marks the page as the app's once it has rendered: ends the boot script's hold and phone-menu rule. */
function TakenOver({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.classList.remove('ht-hold');
    delete document.documentElement.dataset.booting;
  }, []);
  return children;
}

void start();
