import { Router } from 'wouter';
import { loadAnalytics } from './analytics';
import { config } from './config';
import { AppRoutes, routerBase } from './routes';

loadAnalytics(routerBase, config);

/** The application: the routes under the base URL, following the browser's address. */
export function App() {
  return (
    <Router base={routerBase}>
      <AppRoutes />
    </Router>
  );
}
