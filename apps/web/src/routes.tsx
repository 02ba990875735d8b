import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, Redirect, Route, Switch } from 'wouter';
import { loadToolCatalog } from '@handy-tools/i18n';
import type { Tool, ToolIndexEntry } from '@handy-tools/ui/kit';
import { config } from './config';
import { BaseLayout } from './layouts/BaseLayout';
import Home from './pages/Home';
import NotFound from './pages/NotFound';
import { toolIndex } from './tools/tool-index';

/** The base URL without its trailing slash, as wouter's `base` takes it (`''` at the root). */
export const routerBase = config.baseUrl.replace(/\/$/, '');

/**
 * Whether this document must be reloaded to show a tool: a tool that contacts the addresses its
 * user enters (meta `network: ['*']`) needs its own page's Content-Security-Policy, and a policy
 * belongs to the document the browser loaded — a client-side navigation from another page keeps
 * that page's stricter one. The prerendered pages name their route (`<html data-route>`); the dev
 * server's and the offline fallback's HTML do not, and are never reloaded.
 *
 * @param entry - the tool.
 * @param documentRoute - the loaded document's route (`document.documentElement.dataset.route`).
 * @returns true when the document was loaded for another route.
 */
export function needsOwnDocument(entry: Pick<ToolIndexEntry, 'path' | 'network'>, documentRoute: string | undefined): boolean {
  if (!entry.network?.includes('*') || documentRoute === undefined) return false;
  return documentRoute.replace(/\/$/, '').toLowerCase() !== `${routerBase}${entry.path}`.toLowerCase();
}

/**
 * A tool's page component. On first render it loads the tool page (examples, share links, state —
 * not part of the home page's load) and the tool's full metadata, then at once its component and
 * the catalog of strings used inside tools. The page shows as soon as the first two are there;
 * the component keeps its own Suspense and error boundary inside the page.
 */
function toolPage(entry: ToolIndexEntry): ComponentType {
  let meta: Promise<Tool> | undefined;
  const loadMeta = () => (meta ??= entry.meta());
  let component: ReturnType<Tool['component']> | undefined;
  const loadComponent = () => (component ??= Promise.all([loadMeta().then((tool) => tool.component()), loadToolCatalog()]).then(([module]) => module));
  const Component = lazy(loadComponent);
  const Page = lazy(() => {
    // Start the component now; a failure surfaces through Component, inside the page's error boundary.
    loadComponent().catch(() => undefined);
    return Promise.all([import('./pages/ToolPage'), loadMeta()]).then(([{ ToolPage }, tool]) => ({
      default: () => <ToolPage tool={tool} Component={Component} />,
    }));
  });
  return function ToolRoute() {
    const reload = typeof document !== 'undefined' && needsOwnDocument(entry, document.documentElement.dataset.route);
    useEffect(() => {
      if (reload) window.location.reload();
    }, [reload]);
    if (reload) return null;
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
}

/** One page component per tool, made once so that a route keeps its component between renders. */
const toolPages = new Map(toolIndex.map((entry) => [entry.path, toolPage(entry)]));

const About = lazy(() => import('./pages/About'));
const ComponentLibrary = lazy(() => import('./c-lib/ComponentLibrary'));

/** The redirects: every tool's former paths to its path. */
const redirects = toolIndex.flatMap((tool) => (tool.redirectFrom ?? []).map((from) => ({ from, to: tool.path })));

/** The path patterns of the routes that are pages (the not-found page aside). */
function pagePatterns(environment: string): string[] {
  return ['/', '/about', ...toolIndex.map((tool) => tool.path), ...(environment === 'development' ? ['/c-lib', '/c-lib/:demo'] : [])];
}

/**
 * The routed pages under the base layout: home, About, every tool, every tool's redirects, the
 * component demos (development only, `/c-lib` and `/c-lib/<demo>`) and the not-found page. Render
 * it inside wouter's `<Router>` (the base URL and, when prerendering, the path).
 *
 * @param props.environment - the configured environment; `/c-lib` exists only in `development`.
 */
export function AppRoutes({ environment = config.environment }: { environment?: string }) {
  return (
    <BaseLayout>
      <Switch>
        <Route path="/" component={Home} />
        <Route path="/about">
          <Suspense fallback={null}>
            <About />
          </Suspense>
        </Route>
        {toolIndex.map((entry) => (
          <Route key={entry.path} path={entry.path} component={toolPages.get(entry.path)} />
        ))}
        {redirects.map(({ from, to }) => (
          <Route key={from} path={from}>
            <Redirect to={to} replace />
          </Route>
        ))}
        {environment === 'development' && (
          <Route path="/c-lib/:demo?">
            {(params) => (
              <Suspense fallback={null}>
                <ComponentLibrary demo={params.demo} />
              </Suspense>
            )}
          </Route>
        )}
        <Route component={NotFound} />
      </Switch>
    </BaseLayout>
  );
}

/**
 * The HTTP status a path answers with: 200 for a page, 301 for a tool's former path, 404 otherwise.
 *
 * @param path - a path under the base URL, e.g. `/hash-text` (a trailing slash and letter case are
 *   ignored, as the router ignores them).
 * @param environment - the configured environment (`/c-lib` is a page only in `development`).
 * @returns the status code.
 */
export function routeStatus(path: string, environment: string = config.environment): 200 | 301 | 404 {
  if (pagePatterns(environment).some((pattern) => matchRoute(parsePattern, pattern, path)[0])) return 200;
  if (redirects.some(({ from }) => matchRoute(parsePattern, from, path)[0])) return 301;
  return 404;
}
