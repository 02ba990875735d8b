import { useLingui } from '@lingui/react/macro';
import { Button, Tooltip } from '@handy-tools/ui';
import { IconHome, IconMenu2, IconMoon, IconSun } from '@tabler/icons-react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { menuCollapsedAtom } from '../state/menu';
import { themeAtom, toggleThemeAtom } from '../state/theme';
import { SideMenu } from './SideMenu';
import styles from './BaseLayout.module.css';

/** The app frame: side panel, top bar, and the routed page. */
export function BaseLayout() {
  const { t } = useLingui();
  const [collapsed, setCollapsed] = useAtom(menuCollapsedAtom);
  const theme = useAtomValue(themeAtom);
  const toggleTheme = useSetAtom(toggleThemeAtom);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const menuLabel = collapsed ? t`Show menu` : t`Hide menu`;
  const themeLabel = theme === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`;
  return (
    <div className={styles.shell}>
      <SideMenu collapsed={collapsed} />
      <div className={styles.main}>
        <header className={styles.topBar}>
          <Tooltip content={menuLabel} side="bottom">
            <Button variant="subtle" iconOnly aria-label={menuLabel} aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
              <IconMenu2 size={20} aria-hidden />
            </Button>
          </Tooltip>
          <Tooltip content={t`Home`} side="bottom">
            <Link to="/" aria-label={t`Home`} className={styles.iconLink}>
              <IconHome size={20} aria-hidden />
            </Link>
          </Tooltip>
          <span className={styles.spacer} />
          <Tooltip content={themeLabel} side="bottom">
            <Button variant="subtle" iconOnly aria-label={themeLabel} data-testid="theme-toggle" onClick={() => toggleTheme()}>
              {theme === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
            </Button>
          </Tooltip>
        </header>
        <main className={styles.content} id="main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
