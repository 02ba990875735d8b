import { useLingui } from '@lingui/react/macro';
import type { ToolIndexEntry } from '@handy-tools/ui/kit';
import { IconChevronDown } from '@tabler/icons-react';
import { useAtom, useAtomValue } from 'jotai';
import { memo, Suspense, useId, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { config } from '../config';
import { collapsedCategoriesAtom } from '../state/collapsed-categories';
import { favoriteToolsAtom } from '../state/favorites';
import { CATEGORY_LABELS, resolveCategories } from '../tools/categories';
import { toolIndex } from '../tools/tool-index';
import { ToolIcon } from '../components/ToolIcon';
import { localizedTool } from '@handy-tools/ui/kit';
import styles from './BaseLayout.module.css';
import { useHydrating } from '@handy-tools/ui';

const categories = resolveCategories(toolIndex);
/** How many tools the categories before each one hold. */
const toolsBefore = categories.map((_, i) => categories.slice(0, i).reduce((n, c) => n + c.tools.length, 0));
/** Categories starting after this many tool links are further down than the tallest screen shows. */
const LINKS_ALWAYS_RENDERED = 48;

/** Estimated heights in pixels of a category title and of a tool link (one line), for a category skipped while out of view. */
const MENU_TITLE_PX = 30;
const MENU_LINK_PX = 34;

/** Storage name of the favourites group in the collapsed-categories map. */
const FAVORITES_GROUP = 'Favorite tools';

// Memoised: a category's re-render (its stored collapsed state, read after hydration) leaves its links be.
const ToolLink = memo(function ToolLink({ tool }: { tool: ToolIndexEntry }) {
  const { i18n, t } = useLingui();
  const { name } = localizedTool(i18n, tool);
  const [location] = useLocation();
  const active = location === tool.path;
  return (
    <li>
      <Link href={tool.path} className={active ? `${styles.toolLink} ${styles.active}` : styles.toolLink} aria-current={active ? 'page' : undefined}>
        <span className={styles.toolIcon}>
          <ToolIcon path={tool.path} size={18} />
          {tool.isNew && <span className={styles.newDot} data-testid="new-badge" title={t`New`} />}
        </span>
        <span>{name}</span>
        {tool.isNew && <span className="ht-visually-hidden">{t`(new)`}</span>}
      </Link>
    </li>
  );
});

/**
 * A category of the menu whose tool list collapses and expands on a click of its title.
 * `belowFold`: it starts further down than any screen shows, so it is not rendered until scrolled near.
 */
function MenuGroup({ id, label, tools, belowFold = false }: { id: string; label: ReactNode; tools: readonly ToolIndexEntry[]; belowFold?: boolean }) {
  const listId = useId();
  const [collapsed, setCollapsed] = useAtom(collapsedCategoriesAtom);
  const open = useHydrating() || !collapsed[id];
  return (
    <section
      className={belowFold ? `${styles.category} ${styles.categoryBelowFold}` : styles.category}
      style={belowFold ? { containIntrinsicSize: `auto ${MENU_TITLE_PX + (open ? tools.length * MENU_LINK_PX : 0)}px` } : undefined}
    >
      <h2 className={styles.categoryTitle}>
        <button
          type="button"
          className={styles.categoryToggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setCollapsed((map) => ({ ...map, [id]: open }))}
        >
          <IconChevronDown size={14} aria-hidden className={open ? undefined : styles.chevronClosed} />
          {label}
        </button>
      </h2>
      <ul id={listId} className={styles.toolList} hidden={!open}>
        {open && tools.map((tool) => <ToolLink key={tool.path} tool={tool} />)}
      </ul>
    </section>
  );
}

/**
 * The menu's categories, each a Suspense boundary: React hydrates the prerendered menu after the
 * page, a category at a time and yielding to the browser in between (~250 links would otherwise
 * be one long task on load). Memoised without props, so that a render of SideMenu (favourites read
 * after hydration) does not reach a boundary still waiting to hydrate, which React would then
 * hydrate at once.
 */
const MenuCategories = memo(function MenuCategories() {
  const { i18n } = useLingui();
  return categories.map((category, index) => (
    <Suspense key={category.name} fallback={null}>
      <MenuGroup id={category.name} label={i18n._(CATEGORY_LABELS[category.name])} tools={category.tools} belowFold={toolsBefore[index]! >= LINKS_ALWAYS_RENDERED} />
    </Suspense>
  ));
});

/**
 * The side panel: hero link home, favourites, tools by category, version footer. While the panel
 * is hidden (`collapsed`) its menu is not rendered, nor are the links of a collapsed category.
 */
export function SideMenu({ collapsed, children }: { collapsed: boolean; children?: ReactNode }) {
  const { t } = useLingui();
  const stored = useAtomValue(favoriteToolsAtom);
  const favorites = useHydrating() ? [] : stored;
  const commit = config.lastCommit === 'unknown' ? 'unknown' : config.lastCommit.slice(0, 7);
  return (
    <aside
      className={[styles.side, collapsed && styles.collapsed].filter(Boolean).join(' ')}
      aria-label={t`Tools menu`}
      aria-hidden={collapsed || undefined}
      inert={collapsed || undefined}
      id="side-menu"
    >
      <Link href="/" className={styles.hero}>
        <p className={styles.heroTitle}>HANDY TOOLS</p>
        <p className={styles.heroSub}>{t`Handy online tools for developers`}</p>
      </Link>
      {children}
      {/* A hidden panel or group keeps none of its ~2,000 nodes in the page (phones start with it hidden). */}
      <nav className={styles.nav} aria-label={t`Tools by category`}>
        {!collapsed && favorites.length > 0 && <MenuGroup id={FAVORITES_GROUP} label={t`Favorite tools`} tools={favorites} />}
        {!collapsed && <MenuCategories />}
      </nav>
      <footer className={styles.footer} data-testid="menu-footer">
        Handy Tools v{config.version} ({commit}) · © {new Date().getFullYear()}
      </footer>
    </aside>
  );
}
