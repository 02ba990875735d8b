// Tiny and dependency-free: loaded with the shell (the palette itself loads on demand).

/** The subset of `navigator` used to detect Apple platforms. */
export interface PlatformInfo {
  platform?: string;
  userAgent?: string;
  userAgentData?: { platform?: string };
}

/**
 * Whether the visitor is on an Apple platform (macOS, iOS, iPadOS), where the shortcut is ⌘ K.
 *
 * @param nav - `navigator` (or a stand-in); missing fields count as "not Apple".
 * @returns true on Apple platforms.
 */
export function isApplePlatform(nav: PlatformInfo | undefined): boolean {
  const platform = nav?.userAgentData?.platform || nav?.platform || nav?.userAgent || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/**
 * The shortcut as shown on the search button.
 *
 * @param apple - from {@link isApplePlatform}.
 * @returns `⌘ K` on Apple platforms, `Ctrl K` elsewhere.
 */
export function shortcutLabel(apple: boolean): string {
  return apple ? '⌘ K' : 'Ctrl K';
}

/** The parts of a `KeyboardEvent` {@link isPaletteShortcut} reads. */
export type ShortcutEvent = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'repeat' | 'defaultPrevented'
>;

/**
 * Whether a key press is the palette shortcut: Ctrl+K or Meta(⌘)+K, without Alt or Shift,
 * not auto-repeated, and not already handled by the page (e.g. a code editor). The letter is
 * read from `key`; on layouts whose K key types a non-Latin letter, the physical key (`code`) counts.
 *
 * @param e - a keydown event.
 * @returns true when the palette should toggle.
 */
export function isPaletteShortcut(e: ShortcutEvent): boolean {
  if (e.defaultPrevented || e.repeat || e.altKey || e.shiftKey || e.ctrlKey === e.metaKey) return false;
  const key = e.key.toLowerCase();
  return key === 'k' || (!/^[a-z]$/.test(key) && e.code === 'KeyK');
}
