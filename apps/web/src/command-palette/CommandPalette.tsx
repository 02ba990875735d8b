// The palette's part that ships with the shell: the top-bar search button and the Ctrl/⌘+K
// listener. The dialog (cmdk, fuse.js, the search index) loads on first use, or earlier when
// the pointer rests on or focus reaches the button.
import { useLingui } from '@lingui/react/macro';
import { useHydrating } from '@handy-tools/ui';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { CommandPaletteDialogProps } from './CommandPaletteDialog';
import { isApplePlatform, isPaletteShortcut, shortcutLabel } from './shortcut';
import styles from './CommandPalette.module.css';

type DialogModule = typeof import('./CommandPaletteDialog');
let dialogModule: Promise<DialogModule> | undefined;

/** Loads the dialog's chunk once; a failed load (e.g. offline before caching) is retried next time. */
function loadDialog(): Promise<DialogModule> {
  dialogModule ??= import('./CommandPaletteDialog').catch((error: unknown) => {
    dialogModule = undefined;
    throw error;
  });
  return dialogModule;
}

function prefetch() {
  loadDialog().catch(() => undefined);
}

/** The search button of the top bar (showing its shortcut) and the palette it opens. */
export function CommandPalette() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<CommandPaletteDialogProps> | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const apple = useMemo(() => isApplePlatform(typeof navigator === 'undefined' ? undefined : navigator), []);

  const changeOpen = useCallback((next: boolean) => {
    if (next) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      loadDialog().then(
        (module) => setDialog(() => module.default),
        () => setOpen(false),
      );
    }
    setOpen(next);
  }, []);

  // Attached before the first paint, so the shortcut works as soon as the button shows.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      changeOpen(!open);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, changeOpen]);

  const hydrating = useHydrating();
  const shortcut = shortcutLabel(apple);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        data-testid="command-palette-button"
        // Until the page has hydrated, neither a click nor the shortcut is heard yet.
        disabled={hydrating}
        onClick={() => changeOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <IconSearch size={16} aria-hidden />
        {/* The name comes from the hidden text, so it stays whole when the short label hides on phones. */}
        <span className={styles.label} aria-hidden>
          {t`Search`}
        </span>
        <span className="ht-visually-hidden">{t`Search tools`}</span>
        <kbd className={styles.kbd} aria-hidden>
          {shortcut}
        </kbd>
      </button>
      {Dialog && <Dialog open={open} onOpenChange={changeOpen} returnFocus={returnFocus} />}
    </>
  );
}
