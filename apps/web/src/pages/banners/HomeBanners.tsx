import { useLingui } from '@lingui/react/macro';
import { Button, Link, useHydrating } from '@handy-tools/ui';
import { IconBrandGithub, IconHeart, IconX } from '@tabler/icons-react';
import { useAtom, type PrimitiveAtom } from 'jotai';
import type { ReactNode } from 'react';
import { config } from '../../config';
import { REPOSITORY_URL, SPONSOR_URL } from '../../config/links';
import { followBannerDismissedAtom, sponsorBannerDismissedAtom } from './dismissed';
import styles from './banners.module.css';

/** One dismissible banner: a labelled landmark with an icon, content and a close button. */
function Banner({ label, icon, dismissedAtom, dismissLabel, children, testId }: {
  label: string;
  icon: ReactNode;
  dismissedAtom: PrimitiveAtom<boolean>;
  dismissLabel: string;
  children: ReactNode;
  testId: string;
}) {
  const [dismissed, setDismissed] = useAtom(dismissedAtom);
  const hydrating = useHydrating();
  if (dismissed && !hydrating) return null;
  return (
    <aside className={styles.banner} aria-label={label} data-testid={testId}>
      {icon}
      {children}
      <Button variant="subtle" size="small" iconOnly aria-label={dismissLabel} onClick={() => setDismissed(true)}>
        <IconX size={16} aria-hidden />
      </Button>
    </aside>
  );
}

/**
 * The home page's optional banners, each off unless the build enables it: a "follow us" banner
 * linking to the source repository (`VITE_SHOW_BANNER`) and a sponsor banner labelled "Sponsor"
 * (`VITE_SHOW_SPONSOR_BANNER`). A visitor can close each; the choice is remembered.
 */
export function HomeBanners() {
  const { t } = useLingui();
  if (!config.showBanner && !config.showSponsorBanner) return null;
  return (
    <div className={styles.banners}>
      {config.showBanner && (
        <Banner
          label={t`Follow Handy Tools`}
          testId="follow-banner"
          icon={<IconBrandGithub size={20} className={styles.icon} aria-hidden />}
          dismissedAtom={followBannerDismissedAtom}
          dismissLabel={t`Close the follow banner`}
        >
          <p className={styles.text}>
            {t`Handy Tools is open source.`} <Link href={REPOSITORY_URL}>{t`Follow the project on GitHub`}</Link>
          </p>
        </Banner>
      )}
      {config.showSponsorBanner && (
        <Banner
          label={t`Sponsor`}
          testId="sponsor-banner"
          icon={<IconHeart size={20} className={styles.icon} aria-hidden />}
          dismissedAtom={sponsorBannerDismissedAtom}
          dismissLabel={t`Close the sponsor banner`}
        >
          <span className={styles.label}>{t`Sponsor`}</span>
          <p className={styles.text}>
            {t`Handy Tools is free and runs entirely in your browser.`} <Link href={SPONSOR_URL}>{t`Sponsor its development`}</Link>
          </p>
        </Banner>
      )}
    </div>
  );
}
