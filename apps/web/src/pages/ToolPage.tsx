import { useLingui } from '@lingui/react/macro';
import { Markdown } from '@handy-tools/ui';
import type { Tool } from '@handy-tools/ui/kit';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { ToolErrorBoundary } from '../components/ToolErrorBoundary';
import { usePageMeta } from '../components/usePageMeta';
import { toolFooterMarkdown } from './tool-footer';
import styles from './ToolPage.module.css';

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy component of a tool, created once per tool so React keeps its state. */
function toolComponent(tool: Tool): LazyExoticComponent<ComponentType> {
  let component = components.get(tool.path);
  if (!component) {
    component = lazy(tool.component);
    components.set(tool.path, component);
  }
  return component;
}

/** A tool's page in the tool layout: header, the tool (loaded on demand), footer. */
export function ToolPage({ tool }: { tool: Tool }) {
  const { t } = useLingui();
  usePageMeta(`${tool.name} - Handy Tools`, { description: tool.description, keywords: tool.keywords });
  const ToolComponent = toolComponent(tool);
  const footer = toolFooterMarkdown(t`Made with`, tool.npmPackages, tool.footer);
  const body = (
    <ToolErrorBoundary resetKey={tool.path}>
      <Suspense fallback={<p className={styles.loading}>{t`Loading…`}</p>}>
        <ToolComponent />
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
          <Markdown source={footer} />
        </footer>
      )}
    </article>
  );
}
