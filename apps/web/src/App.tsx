import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadAnalytics } from './analytics';
import { config } from './config';
import { buildRoutes } from './routes';

const router = createBrowserRouter(buildRoutes(), { basename: config.baseUrl.replace(/\/$/, '') || '/' });
loadAnalytics(router, config);

/** The application: the router under the base URL. */
export function App() {
  return <RouterProvider router={router} />;
}
