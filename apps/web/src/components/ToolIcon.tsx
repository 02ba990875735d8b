import { useToolExtras } from '../tools/tool-extras';
import { useHydrating } from '@handy-tools/ui';

/**
 * A tool's icon, from the lazily loaded tool extras; an empty box of the same size until they
 * arrive, so nothing moves when the icons appear. Decorative (hidden from assistive tech).
 * Prerendered pages hold the empty box too (hundreds of inline SVGs would double their size).
 */
export function ToolIcon({ path, size, stroke, className }: { path: string; size: number; stroke?: number; className?: string }) {
  const extras = useToolExtras();
  const Icon = useHydrating() ? undefined : extras?.get(path)?.icon;
  if (Icon) return <Icon size={size} stroke={stroke} className={className} aria-hidden />;
  return <span className={className} style={{ display: 'inline-block', width: size, height: size }} aria-hidden data-testid="tool-icon-placeholder" />;
}
