import { cloneElement, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './components.module.css';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The tooltip text. */
  content: ReactNode;
  /** Side of the trigger to show the tooltip on. */
  side?: 'top' | 'bottom' | 'left' | 'right';
  /** The trigger: a single focusable element. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Forces the tooltip open (e.g. to confirm an action); hover and focus rule otherwise. */
  open?: boolean;
}

const GAP = 6;

/**
 * Where to put a tooltip beside its trigger, kept inside the viewport.
 *
 * @param trigger - the trigger's bounding box (viewport pixels).
 * @param bubble - the tooltip's width and height (pixels).
 * @param side - the preferred side; flips to the opposite side when there is no room.
 * @param viewport - the viewport's width and height (pixels).
 * @returns the tooltip's `top` and `left` for `position: fixed` (pixels).
 */
export function tooltipPosition(
  trigger: { top: number; left: number; width: number; height: number },
  bubble: { width: number; height: number },
  side: NonNullable<TooltipProps['side']>,
  viewport: { width: number; height: number },
): { top: number; left: number } {
  const flip = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' } as const;
  const fits = (s: typeof side) =>
    s === 'top' ? trigger.top - bubble.height - GAP >= 0
    : s === 'bottom' ? trigger.top + trigger.height + bubble.height + GAP <= viewport.height
    : s === 'left' ? trigger.left - bubble.width - GAP >= 0
    : trigger.left + trigger.width + bubble.width + GAP <= viewport.width;
  const chosen = fits(side) || !fits(flip[side]) ? side : flip[side];
  let top = chosen === 'top' ? trigger.top - bubble.height - GAP : chosen === 'bottom' ? trigger.top + trigger.height + GAP : trigger.top + (trigger.height - bubble.height) / 2;
  let left = chosen === 'left' ? trigger.left - bubble.width - GAP : chosen === 'right' ? trigger.left + trigger.width + GAP : trigger.left + (trigger.width - bubble.width) / 2;
  left = Math.min(Math.max(4, left), Math.max(4, viewport.width - bubble.width - 4));
  top = Math.min(Math.max(4, top), Math.max(4, viewport.height - bubble.height - 4));
  return { top, left };
}

/**
 * A tooltip shown on hover and keyboard focus (after 200 ms), hidden on leave, blur or Escape;
 * the trigger is described by it (`aria-describedby`). Rendered in a portal with fixed
 * positioning so no container clips it. Light on purpose: it ships with the home page.
 */
export function Tooltip({ content, side = 'top', children, open }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const visible = open || hovered;

  const show = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHovered(true), 200);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setHovered(false);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!visible) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visible, hide]);

  useLayoutEffect(() => {
    if (!visible) return setPosition(null);
    const trigger = (anchorRef.current?.firstElementChild ?? anchorRef.current)?.getBoundingClientRect();
    const bubble = bubbleRef.current?.getBoundingClientRect();
    if (!trigger || !bubble) return;
    setPosition(tooltipPosition(trigger, bubble, side, { width: window.innerWidth, height: window.innerHeight }));
  }, [visible, side, content]);

  const trigger = cloneElement(children, { 'aria-describedby': [children.props['aria-describedby'], visible ? id : undefined].filter(Boolean).join(' ') || undefined });
  return (
    <span ref={anchorRef} className={styles.tooltipAnchor} onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {trigger}
      {visible &&
        typeof document !== 'undefined' &&
        createPortal(
          <div
            ref={bubbleRef}
            id={id}
            role="tooltip"
            className={styles.tooltip}
            data-side={side}
            style={position ? { top: position.top, left: position.left } : { top: 0, left: 0, visibility: 'hidden' }}
          >
            {content}
          </div>,
          document.body,
        )}
    </span>
  );
}

/** Provides what the UI kit's widgets need. Wrap the app once (kept for compatibility; no state today). */
export function UiProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
