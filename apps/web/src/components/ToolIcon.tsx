import { useToolExtras } from '../tools/tool-extras';

/**
 * A tool's icon, from the lazily loaded tool extras; an empty box of the same size until they
 * arrive, so nothing moves when the icons appear. Decorative (hidden from assistive tech).
 */
export function ToolIcon({ path, size, stroke, className }: { path: string; size: number; stroke?: number; className?: string }) {
  const Icon = useToolExtras()?.get(path)?.icon;
  if (Icon) return <Icon size={size} stroke={stroke} className={className} aria-hidden />;
  return <span className={className} style={{ display: 'inline-block', width: size, height: size }} aria-hidden data-testid="tool-icon-placeholder" />;
}
