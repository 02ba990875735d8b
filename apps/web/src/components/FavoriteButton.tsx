import { useLingui } from '@lingui/react/macro';
import { Button, Tooltip } from '@handy-tools/ui';
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { favoritesAtom, toggleFavoriteAtom } from '../state/favorites';
import { SpriteIcon } from './ToolIcon';
import styles from './FavoriteButton.module.css';

/**
 * Adds a tool to the favourites or removes it. A favourite shows in the primary colour at full
 * opacity, any other tool at 0.2 opacity. The click never follows a surrounding link.
 */
export function FavoriteButton({ path, toolName, className }: { path: string; toolName: string; className?: string }) {
  const { t } = useLingui();
  const store = useStore();
  // Not a favourite while prerendering and hydrating (the HTML cannot know); the stored value after.
  // Unlike useHydrating, a tool that is no favourite is not rendered twice on load: of ~250
  // buttons on the home page, only the favourites' change.
  const subscribe = useCallback((onChange: () => void) => store.sub(favoritesAtom, onChange), [store]);
  const favorite = useSyncExternalStore(
    subscribe,
    () => store.get(favoritesAtom).includes(path),
    () => false,
  );
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
        {/* The heart is filled for a favourite (styles.active). */}
        <SpriteIcon id="ui-heart" size={20} />
      </Button>
    </Tooltip>
  );
}
