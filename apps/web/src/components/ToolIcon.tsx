import spriteUrl from '../tools/tool-icons.svg?url';
import styles from './ToolIcon.module.css';

/**
 * A tool's icon: its symbol in the app's icon sprite (tools/tool-icons.svg, generated from the
 * tools' meta.ts with the shapes of their @tabler/icons-react icons), drawn with `<use>`. No icon
 * code loads with the page: the sprite is one cached file, and the prerendered HTML holds each icon
 * as a few bytes. Decorative (hidden from assistive tech).
 *
 * @param props.path - the tool's path, e.g. `/hash-text` (the symbol's id without the slash).
 * @param props.size - width and height in CSS pixels.
 * @param props.stroke - stroke width in the icon's 24-unit grid (default 2, Tabler's).
 * @param props.className - a class for the `<svg>`.
 */
export function ToolIcon({ path, size, stroke = 2, className }: { path: string; size: number; stroke?: number; className?: string }) {
  return (
    <svg className={className ? `${styles.icon} ${className}` : styles.icon} width={size} height={size} viewBox="0 0 24 24" strokeWidth={stroke} aria-hidden>
      <use href={`${spriteUrl}#${path.slice(1)}`} />
    </svg>
  );
}
