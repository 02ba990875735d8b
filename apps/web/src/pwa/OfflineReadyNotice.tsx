import { useLingui } from '@lingui/react/macro';
import { Button } from '@handy-tools/ui';
import { IconCloudCheck, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import styles from './OfflineReadyNotice.module.css';

/** Props of {@link OfflineReadyNotice}. */
export interface OfflineReadyNoticeProps {
  /** Called by the dismiss button and when the notice hides itself. */
  onDismiss: () => void;
  /** Hides the notice after this many milliseconds unless focus is inside it; 0 keeps it. */
  autoHideMs?: number;
}

/**
 * A small toast: "Handy Tools is ready to work offline.", with a dismiss button; it hides itself
 * after a while (not while it has focus). Render it inside a live region (PwaStatus) so screen
 * readers announce it. Only the button takes pointer events, so the toast never blocks clicks
 * on the page under it.
 */
export function OfflineReadyNotice({ onDismiss, autoHideMs = 8000 }: OfflineReadyNoticeProps) {
  const { t } = useLingui();
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (focused || autoHideMs <= 0) return;
    const timer = setTimeout(onDismiss, autoHideMs);
    return () => clearTimeout(timer);
  }, [focused, autoHideMs, onDismiss]);

  return (
    <div className={styles.toast} data-testid="offline-ready-notice" onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
      <IconCloudCheck size={20} aria-hidden className={styles.icon} />
      <span className={styles.text}>{t`Handy Tools is ready to work offline.`}</span>
      <Button variant="subtle" size="small" iconOnly aria-label={t`Dismiss`} className={styles.dismiss} onClick={onDismiss}>
        <IconX size={16} aria-hidden />
      </Button>
    </div>
  );
}
