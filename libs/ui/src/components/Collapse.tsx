import { IconChevronDown } from '@tabler/icons-react';
import { Collapsible } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import styles from './widgets.module.css';

/** Props of {@link Collapse}. */
export interface CollapseProps {
  /** The header; a click on it (or Enter/Space) toggles the content. */
  title: ReactNode;
  children: ReactNode;
  /** Starts expanded; collapsed by default. */
  defaultOpen?: boolean;
}

/** A section whose content starts collapsed and toggles on a click of its header (Radix Collapsible). */
export function Collapse({ title, children, defaultOpen = false }: CollapseProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className={styles.collapse}>
      <Collapsible.Trigger className={styles.collapseHeader}>
        <IconChevronDown size={16} aria-hidden className={open ? undefined : styles.chevronClosed} />
        {title}
      </Collapsible.Trigger>
      <Collapsible.Content className={styles.collapseContent}>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
