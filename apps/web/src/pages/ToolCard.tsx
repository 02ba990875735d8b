import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ToolIndexEntry } from '@handy-tools/ui/kit';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { FavoriteButton } from '../components/FavoriteButton';
import { ToolIcon } from '../components/ToolIcon';
import { useToolExtras } from '../tools/tool-extras';
import { localizedTool, toolMessageIds } from '@handy-tools/ui/kit';
import { DEFAULT_LOCALE } from '@handy-tools/i18n';
import styles from './Home.module.css';

const KEEP_HTML = { __html: '' };

/**
 * A tool's card on the home page: icon, name, two-line description and a link to the tool,
 * with its favourite toggle (outside the link) and a "New" badge for new tools.
 * `handle` is an optional extra control (the drag handle of the favourites section).
 * `prerendered`: the card is hydrated from the prerendered home page (the value must not change
 * for a mounted card; Home takes it once, when it mounts).
 */
export function ToolCard({ tool, handle, prerendered = false }: { tool: ToolIndexEntry; handle?: ReactNode; prerendered?: boolean }) {
  const { i18n } = useLingui();
  // A translation is in the descriptions catalog once loaded; the English text in the tools'
  // extras (English has no catalog). A card hydrated from the prerendered home page keeps the
  // description its HTML has (the home page loads neither: they grow with every tool). A card
  // rendered in the browser (favourites, a later visit to the page) asks for the extras, the
  // fallback for a catalog that cannot be had (offline) too.
  const extras = useToolExtras(false);
  const english = extras?.get(tool.path)?.description;
  const described = i18n.messages[toolMessageIds(tool.key).description] !== undefined || (i18n.locale === DEFAULT_LOCALE && english !== undefined);
  // The HTML is in the prerender's language: after a switch to another, the catalog is needed.
  // (Known from a prop, not from useHydrating: that would render each of ~250 cards twice on load.)
  const fromHtml = prerendered && i18n.locale === DEFAULT_LOCALE;
  useToolExtras(!described && !fromHtml);
  const { name, description } = localizedTool(i18n, { ...tool, description: english });
  return (
    <div className={styles.cardBox}>
      <Link href={tool.path} className={styles.card} data-testid="tool-card">
        <ToolIcon path={tool.path} size={36} stroke={1.5} className={styles.icon} />
        <span className={styles.nameRow}>
          <h3 className={styles.name}>{name}</h3>
          {tool.isNew && (
            <span className={styles.newBadge}>
              <Trans>New</Trans>
            </span>
          )}
        </span>
        {fromHtml && !described ? (
          // Left as the HTML has it: React neither hydrates nor rewrites an unchanged inner HTML.
          <p className={styles.description} dangerouslySetInnerHTML={KEEP_HTML} suppressHydrationWarning />
        ) : (
          <p className={styles.description}>{description}</p>
        )}
      </Link>
      <div className={styles.cardActions}>
        {handle}
        <FavoriteButton path={tool.path} toolName={name} />
      </div>
    </div>
  );
}
