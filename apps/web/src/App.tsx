import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { loadAnalytics } from './analytics';
import { loadToolCatalog } from '@handy-tools/i18n';
import type { Tool } from '@handy-tools/ui/kit';
import { config } from './config';
import { BaseLayout } from './layouts/BaseLayout';
import Home from './pages/Home';
import NotFound from './pages/NotFound';
import { allTools } from './tools/registry';

/** A tool's component, loaded together with the catalog of strings used inside tools. */
function loadTool(tool: Tool) {
  return Promise.all([tool.component(), loadToolCatalog()]).then(([module]) => module);
}

// The tool page (examples, share links, state) loads with the first tool, not with the home page.
const ToolPage = lazy(() => import('./pages/ToolPage').then((m) => ({ default: m.ToolPage })));
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
        ...allTools.map((tool) => ({ path: tool.path, element: (
            <Suspense fallback={null}>
              <ToolPage tool={tool} Component={lazy(() => loadTool(tool))} />
            </Suspense>
          ),
        })),
        ...allTools.flatMap((tool) => (tool.redirectFrom ?? []).map((from) => ({ path: from, element: <Navigate to={tool.path} replace /> }))),
        ...(environment === 'development' ? componentLibraryRoutes() : []),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

const router = createBrowserRouter(buildRoutes(), { basename: config.baseUrl.replace(/\/$/, '') || '/' });
loadAnalytics(router, config);

/** The application: the router under the base URL. */
export function App() {
  return <RouterProvider router={router} />;
}
