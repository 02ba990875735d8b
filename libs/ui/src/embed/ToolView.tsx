import { useLingui } from '@lingui/react/macro';
import { createElement, lazy, Suspense, useId, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { Tool } from '../tool/define-tool.js';
import { localizedTool } from '../tool/tool-text.js';
import { ToolErrorBoundary } from './ToolErrorBoundary.js';
import styles from './ToolView.module.css';

// One lazy component per tool meta, created once (not during a render), shared by every ToolView of it.
const components = new WeakMap<Tool, LazyExoticComponent<ComponentType>>();

function lazyComponentOf(tool: Tool): LazyExoticComponent<ComponentType> {
  let component = components.get(tool);
  if (!component) {
    component = lazy(tool.component);
    components.set(tool, component);
  }
  return component;
}

/** Props of {@link ToolView}. */
export interface ToolViewProps {
  /** The tool's meta, as exported by its family package (e.g. `hashTextTool` from `@handy-tools/tool-hash`). */
  tool: Tool;
  /** Show the tool's name (as an `<h2>`) and description above it. Default true. */
  header?: boolean;
  /** Shown while the tool's code loads. Default: "Loading…". */
  fallback?: ReactNode;
}

/**
 * Renders one tool from its meta, for embedding in any React app inside a
 * {@link HandyToolsProvider}: its localized name and description, then its component (loaded
 * on demand) behind an error boundary, so a crash inside the tool never takes the host page
 * down. The tool's state lives in memory: nothing is written to the host's URL or storage.
 *
 * @param props - {@link ToolViewProps}.
 * @returns a `<section>` named by the tool's name.
 */
export function ToolView({ tool, header = true, fallback }: ToolViewProps) {
  const { t, i18n } = useLingui();
  const text = localizedTool(i18n, tool);
  const titleId = useId();
  return (
    <section className={styles.tool} aria-labelledby={header ? titleId : undefined} aria-label={header ? undefined : text.name} data-tool={tool.key}>
      {header && (
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {text.name}
          </h2>
          <p className={styles.description}>{text.description}</p>
        </header>
      )}
      <ToolErrorBoundary resetKey={tool.path}>
        <Suspense fallback={fallback ?? <p className={styles.loading}>{t`Loading…`}</p>}>
          {createElement(lazyComponentOf(tool))}
        </Suspense>
      </ToolErrorBoundary>
    </section>
  );
}
