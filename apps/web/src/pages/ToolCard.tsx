import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ToolIndexEntry } from '@handy-tools/ui/kit';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { FavoriteButton } from '../components/FavoriteButton';
import { ToolIcon } from '../components/ToolIcon';
import { useToolExtras } from '../tools/tool-extras';
import { localizedTool, toolMessageIds } from '@handy-tools/ui/kit';
import styles from './Home.module.css';

/**
 * A tool's card on the home page: icon, name, two-line description and a link to the tool,
 * with its favourite toggle (outside the link) and a "New" badge for new tools.
 * `handle` is an optional extra control (the drag handle of the favourites section).
 */
export function ToolCard({ tool, handle }: { tool: ToolIndexEntry; handle?: ReactNode }) {
  const { i18n } = useLingui();
  // The descriptions catalog (loaded with the page) has it; the English extras only if that failed.
  const described = i18n.messages[toolMessageIds(tool.key).description] !== undefined;
  const english = useToolExtras(!described)?.get(tool.path)?.description;
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
        <p className={styles.description}>{description}</p>
      </Link>
      <div className={styles.cardActions}>
        {handle}
        <FavoriteButton path={tool.path} toolName={name} />
      </div>
    </div>
  );
}
