import { useLingui } from '@lingui/react/macro';
import { Button, Tooltip, useHydrating } from '@handy-tools/ui';
import { IconHome, IconMenu2 } from '@tabler/icons-react';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { CommandPalette } from '../command-palette/CommandPalette';
import { PwaStatus } from '../pwa/PwaStatus';
import { menuCollapsedAtom } from '../state/menu';
import { themeAtom } from '../state/theme';
import { SideMenu } from './SideMenu';
import { TopBarActions } from './TopBarActions';
import styles from './BaseLayout.module.css';

/** Where the side panel overlays the page instead of standing beside it (BaseLayout.module.css). */
const OVERLAY_MENU_QUERY = '(max-width: 700px)';

/**
 * The app frame: top bar and the routed page, with the side panel on their left. On small screens
 * the panel overlays the content (a click on the overlay collapses it) and holds the top bar's
 * secondary controls.
 *
 * @param props.children - the routed page.
 */
export function BaseLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [storedCollapsed, setCollapsed] = useAtom(menuCollapsedAtom);
  // Prerendered with the menu open; on a phone it is hidden by CSS until hydrated (BaseLayout.module.css).
  const collapsed = !useHydrating() && storedCollapsed;
  const theme = useAtomValue(themeAtom);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  // Where the panel overlays the page (phones), opening it moves the focus into it, and Escape or
  // the overlay closes it and brings the focus back to the menu button.
  const menuButton = useRef<HTMLButtonElement>(null);
  const openedFromButton = useRef(false);
  useEffect(() => {
    if (collapsed || !openedFromButton.current) return;
    openedFromButton.current = false;
    if (matchMedia(OVERLAY_MENU_QUERY).matches) document.getElementById('side-menu')?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [collapsed]);
  const closeOverlayMenu = () => {
    setCollapsed(true);
    menuButton.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !collapsed && !event.defaultPrevented && matchMedia(OVERLAY_MENU_QUERY).matches) closeOverlayMenu();
  };

  const menuLabel = collapsed ? t`Show menu` : t`Hide menu`;
  return (
    // The side panel follows the page in the document (the grid shows it on the left): the top bar
    // and the page are parsed and painted first, and come first to the keyboard, before ~250 menu links.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from anywhere in the overlaid menu closes it
    <div className={collapsed ? `${styles.shell} ${styles.shellMenuHidden}` : styles.shell} onKeyDown={onKeyDown}>
      <div className={styles.main}>
        <header className={styles.topBar}>
          <Tooltip content={menuLabel} side="bottom">
            <Button
              ref={menuButton}
              variant="subtle"
              iconOnly
              aria-label={menuLabel}
              aria-expanded={!collapsed}
              aria-controls="side-menu"
              onClick={() => {
                openedFromButton.current = collapsed;
                setCollapsed(!collapsed);
              }}
            >
              <IconMenu2 size={20} aria-hidden />
            </Button>
          </Tooltip>
          <Tooltip content={t`Home`} side="bottom">
            <Link href="/" aria-label={t`Home`} className={styles.iconLink}>
              <IconHome size={20} aria-hidden />
            </Link>
          </Tooltip>
          <CommandPalette />
          <span className={styles.spacer} />
          <div className={styles.topActions} data-testid="top-actions">
            <TopBarActions />
          </div>
        </header>
        <main className={styles.content} id="main">
          {children}
        </main>
        {/* Parsed right after the page: prerendered pages hold their first paint until it is (see apps/web/prerender/page-html.ts). */}
        <span id="main-parsed" hidden />
      </div>
      <SideMenu collapsed={collapsed}>
        <div className={styles.sideActions} data-testid="side-actions">
          <TopBarActions />
        </div>
      </SideMenu>
      {!collapsed && <button type="button" className={styles.overlay} aria-label={t`Hide menu`} tabIndex={-1} onClick={closeOverlayMenu} />}
      <PwaStatus />
    </div>
  );
}
