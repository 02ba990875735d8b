import { useLingui } from '@lingui/react/macro';
import type { Tool } from '@handy-tools/ui/kit';
import { lazy, Suspense, type ComponentType } from 'react';
import { ToolErrorBoundary } from '../components/ToolErrorBoundary';
import { usePageMeta } from '../components/usePageMeta';
import { toolFooterMarkdown } from './tool-footer';
import styles from './ToolPage.module.css';

// marked + DOMPurify load with the first tool page, not with the home page.
const Markdown = lazy(() => import('@handy-tools/ui/markdown').then((m) => ({ default: m.Markdown })));

/**
 * A tool's page in the tool layout: header, the tool (loaded on demand), footer.
 * `Component` is the tool's lazy component, created once per route (see App.tsx).
 */
export function ToolPage({ tool, Component }: { tool: Tool; Component: ComponentType }) {
  const { t } = useLingui();
  usePageMeta(`${tool.name} - Handy Tools`, { description: tool.description, keywords: tool.keywords });
  const footer = toolFooterMarkdown(t`Made with`, tool.npmPackages, tool.footer);
  const body = (
    <ToolErrorBoundary resetKey={tool.path}>
      <Suspense fallback={<p className={styles.loading}>{t`Loading…`}</p>}>
        <Component />
      </Suspense>
    </ToolErrorBoundary>
  );
  if (tool.layout === 'base') return body;
  return (
    <article className={styles.body} aria-labelledby="tool-title">
      <header className={styles.header}>
        <h1 id="tool-title" className={styles.title}>
          {tool.name}
        </h1>
        <p className={styles.description}>{tool.description}</p>
        <hr className={styles.separator} />
      </header>
      {body}
      {footer && (
        <footer className={styles.footer} data-testid="tool-footer">
          <Suspense fallback={null}>
            <Markdown source={footer} />
          </Suspense>
        </footer>
      )}
    </article>
  );
}
