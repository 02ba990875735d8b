// The build's prerendering entry (server build, run in Node by prerender.config.ts): renders a
// route of the app to HTML with React's static rendering, which waits for every lazy part (the
// tool page, the tool's component, the footer's Markdown) before it returns.
import { I18nProvider } from '@lingui/react';
import { activateLocale, DEFAULT_LOCALE, i18n, loadDescriptionCatalog, loadToolCatalog } from '@handy-tools/i18n';
import { UiProvider } from '@handy-tools/ui';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { onPrerenderedPageMeta, type PageMeta } from '../components/usePageMeta';
import { AppRoutes, routerBase, routeStatus } from '../routes';
import { loadToolExtras } from '../tools/tool-extras';
import { toolIndex } from '../tools/tool-index';

// The prerender's global DOM (happy-dom) cannot sanitise HTML: render-pages.ts gives the Markdown
// renderer a complete one (jsdom) through this.
export { setSanitizerWindow } from '@handy-tools/ui/markdown';

/** One prerendered page. */
export interface RenderedPage {
  /** The markup of `#root`'s content. */
  html: string;
  /** The head values the page asked for (title, description, keywords). */
  meta: PageMeta | undefined;
  /** 200, or 404 for the not-found page. */
  status: number;
}

/** The paths to prerender: home, About and every tool (the not-found page is `renderPage('/404')`). */
export function prerenderPaths(): string[] {
  return ['/', '/about', ...toolIndex.map((tool) => tool.path)];
}

let ready: Promise<void> | undefined;

/** Loads the English catalogs (shell, descriptions, tools' strings) and the tools' icons once. */
function prepare(): Promise<void> {
  ready ??= (async () => {
    await activateLocale(DEFAULT_LOCALE);
    await Promise.all([loadDescriptionCatalog(), loadToolCatalog(), loadToolExtras()]);
  })();
  return ready;
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/**
 * Renders one route in English as a fresh visitor sees it (no stored state, no query), the way the
 * browser's hydration expects it (see useHydrating in @handy-tools/ui).
 *
 * @param path - the route's path under the base URL, e.g. `/hash-text`.
 * @returns the root's markup, the page's head values and its HTTP status.
 * @throws Error when a route throws while rendering (the build fails rather than ship a broken page).
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  await prepare();
  const status = routeStatus(path, 'production');
  if (status === 301) throw new Error(`${path}: the route answers with a redirect`);
  let meta: PageMeta | undefined;
  onPrerenderedPageMeta((m) => (meta = m));
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <UiProvider>
            <Router base={routerBase} ssrPath={path}>
              <AppRoutes environment="production" />
            </Router>
          </UiProvider>
        </I18nProvider>
      </StrictMode>,
      // One piece of HTML: no boundary sent apart with an inline script to move it into place.
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await streamToString(prelude);
    if (errors.length) throw new Error(`${path}: ${String(errors[0] instanceof Error ? errors[0].stack : errors[0])}`);
    return { html, meta, status };
  } finally {
    onPrerenderedPageMeta(undefined);
  }
}
