import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { loadToolCatalog } from '@handy-tools/i18n';
import type { Tool, ToolIndexEntry } from '@handy-tools/ui/kit';
import { config } from './config';
import { BaseLayout } from './layouts/BaseLayout';
import Home from './pages/Home';
import NotFound from './pages/NotFound';
import { toolIndex } from './tools/tool-index';

/**
 * A tool's route element. On first render it loads the tool page (examples, share links, state —
 * not part of the home page's load) and the tool's full metadata, then at once its component and
 * the catalog of strings used inside tools. The page shows as soon as the first two are there;
 * the component keeps its own Suspense and error boundary inside the page.
 */
function toolRoute(entry: ToolIndexEntry): RouteObject {
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
  return {
    path: entry.path,
    element: (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    ),
  };
}
const About = lazy(() => import('./pages/About'));
const ComponentLibrary = lazy(() => import('./c-lib/ComponentLibrary'));
const ComponentDemo = lazy(() => import('./c-lib/ComponentLibrary').then((m) => ({ default: m.ComponentDemo })));

/** The development-only demo area of the UI kit: `/c-lib` and `/c-lib/<demo>`. */
function componentLibraryRoutes(): RouteObject[] {
  const page = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;
  return [{ path: 'c-lib', element: page(<ComponentLibrary />), children: [{ path: ':demo', element: page(<ComponentDemo />) }] }];
}

/**
 * The route table: home, About, every tool, every tool's redirects, the component demos
 * (development only) and the not-found page.
 *
 * @param environment - the configured environment; `/c-lib` exists only in `development`.
 * @returns the routes under the base layout.
 */
export function buildRoutes(environment: string = config.environment): RouteObject[] {
  return [
    {
      element: <BaseLayout />,
      children: [
        { index: true, element: <Home /> },
        {
          path: 'about',
          element: (
            <Suspense fallback={null}>
              <About />
            </Suspense>
          ),
        },
        ...toolIndex.map(toolRoute),
        ...toolIndex.flatMap((tool) => (tool.redirectFrom ?? []).map((from) => ({ path: from, element: <Navigate to={tool.path} replace /> }))),
        ...(environment === 'development' ? componentLibraryRoutes() : []),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
