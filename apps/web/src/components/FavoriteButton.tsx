import { useLingui } from '@lingui/react/macro';
import { Button, Tooltip, useHydrating } from '@handy-tools/ui';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { favoritesAtom, toggleFavoriteAtom } from '../state/favorites';
import styles from './FavoriteButton.module.css';

/**
 * Adds a tool to the favourites or removes it. A favourite shows in the primary colour at full
 * opacity, any other tool at 0.2 opacity. The click never follows a surrounding link.
 */
export function FavoriteButton({ path, toolName, className }: { path: string; toolName: string; className?: string }) {
  const { t } = useLingui();
  const stored = useAtomValue(favoritesAtom).includes(path);
  const favorite = !useHydrating() && stored;
  const toggle = useSetAtom(toggleFavoriteAtom);
  const label = favorite ? t`Remove from favorites` : t`Add to favorites`;
  return (
    <Tooltip content={label}>
      <Button
        variant="subtle"
        iconOnly
        aria-label={`${label}: ${toolName}`}
        aria-pressed={favorite}
        data-favorite={favorite || undefined}
        className={[styles.favorite, favorite && styles.active, className].filter(Boolean).join(' ')}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          toggle(path);
        }}
      >
        {favorite ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
      </Button>
    </Tooltip>
  );
}
