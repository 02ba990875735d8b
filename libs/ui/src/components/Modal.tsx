import { useLingui } from '@lingui/react/macro';
import { IconX } from '@tabler/icons-react';
import { Dialog } from 'radix-ui';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button } from './Button.js';
import { CopyButton } from './CopyButton.js';
import styles from './widgets.module.css';

/** Open state of a modal with its three actions; see {@link useModal}. */
export interface ModalControls {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
  /** Pass to {@link Modal}'s `onOpenChange`. */
  setOpen: (open: boolean) => void;
}

/**
 * State for a {@link Modal}: `open`, `close` and `toggle`.
 *
 * @param initial - whether it starts open (false by default).
 * @returns the controls.
 */
export function useModal(initial = false): ModalControls {
  const [isOpen, setOpen] = useState(initial);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((v) => !v), []);
  return useMemo(() => ({ isOpen, open, close, toggle, setOpen }), [isOpen, open, close, toggle]);
}

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The dialog's title (its accessible name). */
  title: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A modal dialog (Radix Dialog): focus trapped inside, closes on Escape, on the close button
 * and on a click outside; as wide as an extra-large container at most.
 */
export function Modal({ title, open, onOpenChange, children }: ModalProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.modalOverlay} />
        <Dialog.Content className={styles.modal} aria-describedby={undefined}>
          <div className={styles.modalHeader}>
            <Dialog.Title className={styles.modalTitle}>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="subtle" iconOnly aria-label={t`Close`}>
                <IconX size={18} aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Props of {@link ModalValue}. */
export interface ModalValueProps {
  /** Title of the modal and label of the button that opens it. */
  label: string;
  /** The value shown (monospace) with a Copy button. */
  value: string;
}

/** A button that opens a modal showing a value with a Copy button ("Copy", then "Copied!"). */
export function ModalValue({ label, value }: ModalValueProps) {
  const { t } = useLingui();
  const modal = useModal();
  return (
    <>
      <Button onClick={modal.open}>{label}</Button>
      <Modal title={label} open={modal.isOpen} onOpenChange={modal.setOpen}>
        <pre className={styles.modalValue}>{value}</pre>
        <CopyButton value={value} label={t`Copy`} showLabel />
      </Modal>
    </>
  );
}
