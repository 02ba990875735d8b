import { lazy } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { config } from './config';
import { BaseLayout } from './layouts/BaseLayout';
import Home from './pages/Home';
import NotFound from './pages/NotFound';
import { ToolPage } from './pages/ToolPage';
import { allTools } from './tools/registry';

/** The route table: home, every tool, every tool's redirects, and the not-found page. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <BaseLayout />,
      children: [
        { index: true, element: <Home /> },
        ...allTools.map((tool) => ({ path: tool.path, element: <ToolPage tool={tool} Component={lazy(tool.component)} /> })),
        ...allTools.flatMap((tool) => (tool.redirectFrom ?? []).map((from) => ({ path: from, element: <Navigate to={tool.path} replace /> }))),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

const router = createBrowserRouter(buildRoutes(), { basename: config.baseUrl.replace(/\/$/, '') || '/' });

/** The application: the router under the base URL. */
export function App() {
  return <RouterProvider router={router} />;
}
