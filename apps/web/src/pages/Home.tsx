import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { toolIndex } from '../tools/tool-index';
import { usePageMeta } from '../components/usePageMeta';
import { favoritesAtom } from '../state/favorites';
import { HomeBanners } from './banners/HomeBanners';
import { ToolCard } from './ToolCard';
import styles from './Home.module.css';
import { useHydrating } from '@handy-tools/ui';

/** How many of the newest tools the home page shows above all tools (two rows on a wide screen). */
const NEWEST_TOOLS_SHOWN = 8;
// The most recently added first (sort is stable: index order within a day). A handful, not every
// tool of the last two weeks: the section is a pointer, and each card costs hydration time.
const newestTools = toolIndex
  .filter((tool) => tool.isNew)
  .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
  .slice(0, NEWEST_TOOLS_SHOWN);
/** How many of all tools' cards are always rendered: more than the tallest screen shows (see Home.module.css, belowFold). */
const CARDS_ALWAYS_RENDERED = 48;
// Drag and drop (dnd-kit) loads only for visitors who have favourites.
const FavoriteToolsSection = lazy(() => import('./FavoriteToolsSection'));

/** The home page: favourite tools (reorderable), newest tools, then every tool as a card. */
export default function Home() {
  const { t } = useLingui();
  usePageMeta(t`Handy online tools for developers`);
  const stored = useAtomValue(favoritesAtom).length > 0;
  const hasFavorites = !useHydrating() && stored;
  return (
    <>
      <h1 className="ht-visually-hidden">{t`Handy online tools for developers`}</h1>
      <HomeBanners />
      {hasFavorites && (
        <Suspense fallback={null}>
          <FavoriteToolsSection />
        </Suspense>
      )}
      {newestTools.length > 0 && (
        <section aria-labelledby="newest-tools" className={styles.section}>
          <h2 id="newest-tools" className={styles.title}>
            {t`Newest tools`}
          </h2>
          <ul className={styles.grid}>
            {newestTools.map((tool) => (
              <li key={tool.path}>
                <ToolCard tool={tool} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* The prerendered home page paints once parsed up to here (the list below only grows downwards; see apps/web/prerender/page-html.ts). */}
      <span id="home-fold" hidden />
      <section aria-labelledby="all-tools" className={styles.section}>
        <h2 id="all-tools" className={styles.title}>
          {t`All tools`}
        </h2>
        <ul className={styles.grid} data-testid="all-tools">
          {toolIndex.map((tool, index) => (
            <li key={tool.path} className={index >= CARDS_ALWAYS_RENDERED ? styles.belowFold : undefined}>
              <ToolCard tool={tool} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
