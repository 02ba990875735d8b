import { Button } from '@handy-tools/ui';
import type { PackedText } from '@handy-tools/ui/kit';
import { useLingui } from '@lingui/react/macro';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * Puts a packed text (UTF-8 bytes from a worker) on the clipboard as plain text without turning
 * it into a string on the page: a Blob of its bytes (Async Clipboard API `write`, W3C Clipboard
 * API §6.4), or, where `ClipboardItem` is missing, the decoded text with `writeText`.
 *
 * @param text - the packed text.
 * @returns resolves when the clipboard holds it.
 * @throws Error (DOMException) when the clipboard is unavailable or the browser refuses.
 * @see https://w3c.github.io/clipboard-apis/#dom-clipboard-write
 */
export async function copyPackedText(text: PackedText): Promise<void> {
  if (!navigator.clipboard) throw new Error('Clipboard unavailable');
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    const blob = new Blob([text.bytes as Uint8Array<ArrayBuffer>], { type: 'text/plain' });
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(new TextDecoder().decode(text.bytes));
}

/**
 * "Copy all" for an output shown truncated (`LargeTextOutput` offers no copy button then): the
 * whole text goes to the clipboard, and a status says it did (or could not).
 */
export function CopyPackedText({ text, label }: { text: PackedText; label: string }) {
  const { t } = useLingui();
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);
  return (
    <div>
      <Button
        size="small"
        onClick={() => {
          setStatus(null);
          copyPackedText(text).then(
            () => setStatus('copied'),
            () => setStatus('failed'),
          );
        }}
      >
        <IconCopy size={16} aria-hidden /> {label}
      </Button>{' '}
      <span role="status">{status === 'copied' ? t`Copied!` : status === 'failed' ? t`The browser did not allow copying; download the file instead.` : ''}</span>
    </div>
  );
}
