import { useLingui } from '@lingui/react/macro';
import { IconMoodConfuzed } from '@tabler/icons-react';
import { Link } from 'wouter';
import { usePageMeta } from '../components/usePageMeta';
import styles from './NotFound.module.css';

/** Shown for any path that is neither a tool, a redirect nor a page. */
export default function NotFound() {
  const { t } = useLingui();
  usePageMeta(t`Page not found`);
  return (
    <div className={styles.page}>
      <IconMoodConfuzed size={72} stroke={1.3} aria-hidden className={styles.icon} />
      <h1>{t`404 – Page not found`}</h1>
      <p>{t`Sorry, this page does not seem to exist.`}</p>
      <p>{t`Maybe the address has a typo, or the tool moved. Try the menu or the home page.`}</p>
      <Link href="/" className={styles.back}>
        {t`Back home`}
      </Link>
    </div>
  );
}
