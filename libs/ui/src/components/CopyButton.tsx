import { useLingui } from '@lingui/react/macro';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Button } from './Button.js';
import { Tooltip } from './Tooltip.js';
import styles from './components.module.css';

/**
 * Writes text to the clipboard.
 *
 * @param text - the text to copy.
 * @returns resolves when the clipboard holds the text.
 * @throws Error when the Clipboard API is unavailable or permission is refused.
 */
export async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  value: string;
  /** Accessible name; defaults to "Copy to clipboard". */
  label?: string;
  /** Shows the label as text next to the icon. */
  showLabel?: boolean;
  disabled?: boolean;
}

/** Copies `value`; its tooltip reads "Copy to clipboard", then "Copied!". */
export function CopyButton({ value, label, showLabel, disabled }: CopyButtonProps) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  const name = label ?? t`Copy to clipboard`;
  const tip = copied ? t`Copied!` : name;
  return (
    <Tooltip content={tip} open={copied ? true : undefined}>
      <Button
        iconOnly={!showLabel}
        aria-label={showLabel ? undefined : name}
        disabled={disabled}
        onClick={() => {
          copyToClipboard(value).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
        {showLabel && name}
        <span className="ht-visually-hidden" aria-live="polite">
          {copied ? t`Copied!` : ''}
        </span>
      </Button>
    </Tooltip>
  );
}

/** Props of {@link TextCopyable}. */
export interface TextCopyableProps {
  /** Accessible name of the value (e.g. "SHA-256"). */
  label: string;
  value: string;
  /** Shows the label before the value. */
  showLabel?: boolean;
  /** Accessible name of the copy button (default "Copy to clipboard"), e.g. "Copy SHA-256". */
  copyLabel?: string;
  /**
   * Characters of room the value takes while still empty (e.g. a digest's length), so that the
   * page does not move when it arrives.
   */
  reserve?: number;
}

/** A read-only value in a monospace box with a copy button. */
export function TextCopyable({ label, value, showLabel, copyLabel, reserve }: TextCopyableProps) {
  return (
    <div className={styles.copyable}>
      {showLabel && <strong>{label}</strong>}
      <output aria-label={label} className={reserve ? 'ht-reserve' : undefined} data-reserve={reserve ? '0'.repeat(reserve) : undefined}>
        {value}
      </output>
      <CopyButton value={value} label={copyLabel} />
    </div>
  );
}
