import { useLingui } from '@lingui/react/macro';
import { Button, Tooltip, useHydrating } from '@handy-tools/ui';
import { IconBrandGithub, IconInfoCircle, IconMoon, IconSun } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'wouter';
import { LanguageSelect } from '../components/LanguageSelect';
import { REPOSITORY_URL } from '../config/links';
import { themeAtom, toggleThemeAtom } from '../state/theme';
import styles from './BaseLayout.module.css';

/**
 * The top bar's secondary controls: language, source repository, About, theme. On small
 * screens the layout shows them in the side panel instead (see BaseLayout).
 */
export function TopBarActions() {
  const { t } = useLingui();
  const stored = useAtomValue(themeAtom);
  // The prerendered page is light; the stored theme is already on <html> (see boot-script.ts).
  const theme = useHydrating() ? 'light' : stored;
  const toggleTheme = useSetAtom(toggleThemeAtom);
  const themeLabel = theme === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`;
  return (
    <>
      <LanguageSelect />
      <Tooltip content={t`Source code`} side="bottom">
        <a href={REPOSITORY_URL} target="_blank" rel="noopener noreferrer" aria-label={t`Source code`} className={styles.iconLink}>
          <IconBrandGithub size={20} aria-hidden />
        </a>
      </Tooltip>
      <Tooltip content={t`About`} side="bottom">
        <Link href="/about" aria-label={t`About`} className={styles.iconLink}>
          <IconInfoCircle size={20} aria-hidden />
        </Link>
      </Tooltip>
      <Tooltip content={themeLabel} side="bottom">
        <Button variant="subtle" iconOnly aria-label={themeLabel} data-testid="theme-toggle" onClick={() => toggleTheme()}>
          {theme === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
        </Button>
      </Tooltip>
    </>
  );
}
