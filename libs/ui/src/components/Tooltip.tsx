import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import styles from './components.module.css';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The tooltip text. */
  content: ReactNode;
  /** Side of the trigger to show the tooltip on. */
  side?: 'top' | 'bottom' | 'left' | 'right';
  /** The trigger: a single focusable element. */
  children: ReactElement;
  /** Controlled open state (optional). */
  open?: boolean;
}

/** A tooltip shown on hover and keyboard focus (Radix Tooltip). Needs {@link UiProvider} above it. */
export function Tooltip({ content, side = 'top', children, open }: TooltipProps) {
  return (
    <RadixTooltip.Root open={open} delayDuration={200}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content side={side} sideOffset={4} className={styles.tooltip}>
          {content}
          <RadixTooltip.Arrow className={styles.tooltipArrow} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}

/** Provides what the UI kit's widgets need (tooltip timing). Wrap the app once. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <RadixTooltip.Provider delayDuration={200}>{children}</RadixTooltip.Provider>;
}
