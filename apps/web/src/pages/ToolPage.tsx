import { useLingui } from '@lingui/react/macro';
import { FavoriteButton } from '../components/FavoriteButton';
import { localizedTool } from '@handy-tools/ui/kit';
import { ToolErrorBoundary, ToolHostContext, toolStorageKey, type StateNotice, type ToolHost, type ToolShare, useHydrating } from '@handy-tools/ui';
import type { Tool, ToolExample } from '@handy-tools/ui/kit';
import { Fragment, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { CopyLinkButton, RestoreNotices, ToolExamples } from './ToolHostBar';

import { usePageMeta } from '../components/usePageMeta';
import { toolFooterMarkdown } from './tool-footer';
import styles from './ToolPage.module.css';

// marked + DOMPurify load with the first tool page, not with the home page.
let markdownModule: Promise<{ default: typeof import('@handy-tools/ui/markdown').Markdown }> | undefined;
const loadMarkdown = () => (markdownModule ??= import('@handy-tools/ui/markdown').then((m) => ({ default: m.Markdown })));
const Markdown = lazy(loadMarkdown);

/**
 * Says on a network tool's page which hosts it contacts (meta `network`; `*` stands for the
 * addresses its user enters): every other tool sends nothing anywhere.
 */
function NetworkNotice({ hosts }: { hosts: readonly string[] }) {
  const { t } = useLingui();
  const named = hosts.filter((host) => host !== '*');
  const list = named.join(', ');
  return (
    <p className={styles.network} data-testid="network-notice">
      {hosts.includes('*')
        ? named.length > 0
          ? t`Network tool: it sends requests to the addresses you enter and to ${list}.`
          : t`Network tool: it sends requests to the addresses you enter.`
        : t`Network tool: it sends requests to ${list}.`}
    </p>
  );
}

/**
 * The tool's controls, disabled in the prerendered page until the tool itself has hydrated: what
 * a visitor would type or tick before then would be lost (the tool's state does not know it), so
 * they wait as for any control not ready yet. They keep their look (`ht-tool-waking`).
 * Right after hydrating (the prerendered defaults, see `useToolState`) a tool that restores
 * something from the URL or storage mounts anew with it: its own first values (a length field's
 * text) then come from those, as on any visit.
 */
function ToolControls({ toolKey, children }: { toolKey: string; children: ReactNode }) {
  const hydrating = useHydrating();
  // Whether the tool restores anything (options or a link in the URL, remembered inputs): only
  // then does it mount anew after hydrating (a fresh visitor's tool stays as hydrated).
  const [restores] = useState(() => {
    try {
      return location.search !== '' || location.hash.includes('state=') || localStorage.getItem(toolStorageKey(toolKey)) !== null;
    } catch {
      return true;
    }
  });
  return (
    <fieldset role="none" disabled={hydrating} className={[styles.controls, hydrating && 'ht-tool-waking'].filter(Boolean).join(' ')}>
      <Fragment key={hydrating || !restores ? 'prerendered' : 'restored'}>{children}</Fragment>
    </fieldset>
  );
}

/**
 * A tool's page in the tool layout: header, the tool (loaded on demand), footer.
 * `Component` is the tool's lazy component, created once per route (see App.tsx).
 */
export function ToolPage({ tool, Component }: { tool: Tool; Component: ComponentType }) {
  const { t, i18n } = useLingui();
  const text = localizedTool(i18n, tool);
  usePageMeta(`${text.name} - Handy Tools`, { description: text.description, keywords: tool.keywords });
  const footer = toolFooterMarkdown(t`Made with`, tool.npmPackages, text.footer);
  const hydrating = useHydrating();
  // Loading an example remounts the tool with the example as its highest-priority state.
  const [example, setExample] = useState<{ state: ToolExample['state']; nonce: number } | null>(null);
  const [notices, setNotices] = useState<StateNotice[]>([]);
  const [share, setShare] = useState<ToolShare | null>(null);
  const host = useMemo<ToolHost>(() => ({ key: tool.key, example: example?.state ?? null, onNotices: setNotices, registerShare: setShare }), [tool.key, example]);
  const loading = t`Loading…`;
  const nonce = example?.nonce ?? 0;
  // The same elements on every render that changes nothing in them: this page renders again right
  // after hydrating, and new elements flowing into a part React has not hydrated yet (the tool's
  // chunk still loading on a slow device) would make it drop the prerendered HTML for "Loading…".
  const body = useMemo(
    () => (
      <ToolErrorBoundary resetKey={tool.path}>
        <ToolHostContext.Provider value={host}>
          <Suspense fallback={<p className={styles.loading}>{loading}</p>}>
            <ToolControls toolKey={tool.key}>
              <Component key={nonce} />
            </ToolControls>
          </Suspense>
        </ToolHostContext.Provider>
      </ToolErrorBoundary>
    ),
    [tool.path, tool.key, host, loading, Component, nonce],
  );
  // The footer's prerendered HTML (the same sanitiser made it) is kept while the footer stays the
  // same: rendering it again after hydrating took a task of ~30 ms on every tool page's load.
  // (Hydrating in the browser only: the prerender, where useHydrating is true too, renders it.)
  const [prerenderedFooter, setPrerenderedFooter] = useState(() => (hydrating && !import.meta.env.SSR ? footer : null));
  if (prerenderedFooter !== null && prerenderedFooter !== footer) setPrerenderedFooter(null);
  const keepFooterHtml = prerenderedFooter !== null;
  const footerContent = useMemo(
    () =>
      footer && (
        <Suspense fallback={null}>
          <Markdown source={footer} keepHtml={keepFooterHtml} />
        </Suspense>
      ),
    [footer, keepFooterHtml],
  );
  if (tool.layout === 'base') return body;
  return (
    <article className={styles.body} aria-labelledby="tool-title" data-testid="tool-page" data-network={(tool.network ?? []).join(' ')}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 id="tool-title" className={styles.title}>
            {text.name}
          </h1>
          <FavoriteButton path={tool.path} toolName={text.name} />
        </div>
        <p className={styles.description}>{text.description}</p>
        {tool.network && tool.network.length > 0 && <NetworkNotice hosts={tool.network} />}
        <hr className={styles.separator} />
        <div className={styles.toolbar}>
          <ToolExamples
            examples={tool.examples ?? []}
            onLoad={(e) => {
              setNotices([]);
              setExample((prev) => ({ state: e.state, nonce: (prev?.nonce ?? 0) + 1 }));
            }}
          />
          <CopyLinkButton share={share} />
        </div>
      </header>
      <RestoreNotices notices={notices} />
      <div data-testid="tool-area">{body}</div>
      {footer && (
        <footer className={styles.footer} data-testid="tool-footer">
          {footerContent}
        </footer>
      )}
    </article>
  );
}
