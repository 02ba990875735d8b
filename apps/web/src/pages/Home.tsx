import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, memo, Suspense, useState } from 'react';
import { toolIndex } from '../tools/tool-index';
import { usePageMeta } from '../components/usePageMeta';
import { favoritesAtom } from '../state/favorites';
import { HomeBanners } from './banners/HomeBanners';
import { ToolCard } from './ToolCard';
import styles from './Home.module.css';
import { useHydrating } from '@handy-tools/ui';

/** How many of the newest tools the home page shows above all tools (two rows on a wide screen). */
const NEWEST_TOOLS_SHOWN = 8;
/** Orders ISO dates (`YYYY-MM-DD`) newest first; plain string order (localeCompare cost ~20 ms on load). */
const compareDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
// The most recently added first (sort is stable: index order within a day). A handful, not every
// tool of the last two weeks: the section is a pointer, and each card costs hydration time.
const newestTools = toolIndex
  .filter((tool) => tool.isNew)
  .sort((a, b) => compareDesc(a.createdAt ?? '', b.createdAt ?? ''))
  .slice(0, NEWEST_TOOLS_SHOWN);
/** How many of all tools' cards are always rendered: more than the tallest screen shows (see Home.module.css, belowFold). */
const CARDS_ALWAYS_RENDERED = 48;
/** How many cards of all tools hydrate in one go (one Suspense boundary each; see AllTools). */
const CARDS_PER_HYDRATION = 24;
const cardBatches = Array.from({ length: Math.ceil(toolIndex.length / CARDS_PER_HYDRATION) }, (_, batch) =>
  toolIndex.slice(batch * CARDS_PER_HYDRATION, (batch + 1) * CARDS_PER_HYDRATION),
);
// Drag and drop (dnd-kit) loads only for visitors who have favourites.
const FavoriteToolsSection = lazy(() => import('./FavoriteToolsSection'));

/** The home page: favourite tools (reorderable), newest tools, then every tool as a card. */
export default function Home() {
  const { t } = useLingui();
  usePageMeta(t`Handy online tools for developers`);
  const stored = useAtomValue(favoritesAtom).length > 0;
  const hydrating = useHydrating();
  const hasFavorites = !hydrating && stored;
  // Whether this page was hydrated from the prerendered HTML: taken when it mounts, kept after.
  const [prerendered] = useState(hydrating);
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
                <ToolCard tool={tool} prerendered={prerendered} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* The prerendered home page paints once parsed up to here (the list below only grows downwards; see apps/web/prerender/page-html.ts). */}
      <span id="home-fold" hidden />
      <AllTools prerendered={prerendered} />
    </>
  );
}

/**
 * Every tool's card, in batches of {@link CARDS_PER_HYDRATION}. Each batch is a Suspense boundary:
 * React hydrates the prerendered cards after the rest of the page, a batch at a time and yielding
 * to the browser in between, so loading the home page has no long task for ~250 cards. Memoised
 * (its one prop never changes): a render of Home (favourites read after hydration) must not reach
 * a boundary still waiting to hydrate, which React would then hydrate at once.
 */
const AllTools = memo(function AllTools({ prerendered }: { prerendered: boolean }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="all-tools" className={styles.section}>
      <h2 id="all-tools" className={styles.title}>
        {t`All tools`}
      </h2>
      <ul className={styles.grid} data-testid="all-tools">
        {cardBatches.map((batch, batchIndex) => (
          <Suspense key={batch[0]!.path} fallback={null}>
            {batch.map((tool, index) => (
              <li
                key={tool.path}
                className={batchIndex * CARDS_PER_HYDRATION + index >= CARDS_ALWAYS_RENDERED ? styles.belowFold : undefined}
              >
                <ToolCard tool={tool} prerendered={prerendered} />
              </li>
            ))}
          </Suspense>
        ))}
      </ul>
    </section>
  );
});
