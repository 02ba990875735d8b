import { useLingui } from '@lingui/react/macro';
import { Alert, Button, copyToClipboard, Modal, useHydrating, useModal, type StateNotice, type ToolShare } from '@handy-tools/ui';
import type { ToolExample } from '@handy-tools/ui/kit';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import styles from './ToolPage.module.css';

/** Props of {@link ToolExamples}. */
export interface ToolExamplesProps {
  examples: readonly ToolExample[];
  onLoad: (example: ToolExample) => void;
}

/** The tool's examples as one-click chips. */
export function ToolExamples({ examples, onLoad }: ToolExamplesProps) {
  const { t } = useLingui();
  // Like the tool's controls, disabled (same look) until the page has hydrated: a click before then
  // would be lost.
  const hydrating = useHydrating();
  if (examples.length === 0) return null;
  return (
    <fieldset className={[styles.examples, hydrating && 'ht-tool-waking'].filter(Boolean).join(' ')} disabled={hydrating} role="group" aria-label={t`Examples`}>
      <span className={styles.examplesLabel}>{t`Examples:`}</span>
      {examples.map((example) => (
        <Button key={example.label} size="small" className={styles.chip} onClick={() => onLoad(example)} data-testid="tool-example">
          {example.label}
        </Button>
      ))}
    </fieldset>
  );
}

/**
 * "Copy link": the tool's options and inputs in a URL (inputs in the fragment, never sent to a
 * server). Secrets go in only after the visitor confirms; links over 32 KB are refused with a notice.
 */
export function CopyLinkButton({ share }: { share: ToolShare | null }) {
  const { t } = useLingui();
  const confirm = useModal();
  const [status, setStatus] = useState<{ type: 'info' | 'warning' | 'error'; text: string } | null>(null);
  const copy = (includeSecrets: boolean) => {
    if (!share) return;
    confirm.close();
    const link = share.link(includeSecrets);
    copyToClipboard(link.url).then(
      () =>
        setStatus(
          link.tooLarge
            ? { type: 'warning', text: t`The input is too large for a link (${Math.ceil(link.bytes / 1024)} KB, the limit is 32 KB): the link holds the options only.` }
            : { type: 'info', text: t`Link copied to the clipboard.` },
        ),
      () => setStatus({ type: 'error', text: t`The clipboard is not available: copy the link from the address bar instead.` }),
    );
  };
  return (
    <div className={styles.copyLink}>
      <Button size="small" disabled={!share} onClick={() => (share?.hasSecrets() ? confirm.open() : copy(false))}>
        <IconLink size={16} aria-hidden />
        {t`Copy link`}
      </Button>
      {status && (
        <div className={styles.copyLinkStatus} data-testid="copy-link-status">
          <Alert type={status.type}>{status.text}</Alert>
        </div>
      )}
      <Modal title={t`Include secrets in the link?`} open={confirm.isOpen} onOpenChange={confirm.setOpen}>
        <p>{t`This tool holds a secret (a password, key or token). Anyone with the link would see it. Include it?`}</p>
        <div className={styles.confirmButtons}>
          <Button onClick={() => copy(false)}>{t`Copy without secrets`}</Button>
          <Button variant="primary" onClick={() => copy(true)}>
            {t`Include secrets`}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

/** Notices about stored or linked values that could not be restored (a warning), and about inputs or options the page cannot keep (information). */
export function RestoreNotices({ notices }: { notices: readonly StateNotice[] }) {
  const { t } = useLingui();
  const restore = notices.filter((n) => n.kind !== 'persist');
  const persist = notices.filter((n) => n.kind === 'persist');
  const list = (items: readonly StateNotice[]) => (
    <ul>
      {items.map((n, i) => (
        <li key={i}>{n.message}</li>
      ))}
    </ul>
  );
  return (
    <>
      {restore.length > 0 && (
        <div data-testid="restore-notices" className={styles.notices}>
          <Alert type="warning" title={t`Some values could not be restored`}>
            {list(restore)}
          </Alert>
        </div>
      )}
      {persist.length > 0 && (
        <div data-testid="persist-notices" className={styles.notices}>
          <Alert type="info" title={t`Not kept`}>
            {list(persist)}
          </Alert>
        </div>
      )}
    </>
  );
}
