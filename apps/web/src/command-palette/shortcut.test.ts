import { describe, expect, it } from 'vitest';
import { isApplePlatform, isPaletteShortcut, shortcutLabel, type ShortcutEvent } from './shortcut';

const key = (over: Partial<ShortcutEvent>): ShortcutEvent => ({
  key: 'k',
  code: 'KeyK',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  repeat: false,
  defaultPrevented: false,
  ...over,
});

describe('isPaletteShortcut', () => {
  it('accepts Ctrl+K and Meta+K (also with Caps Lock)', () => {
    expect(isPaletteShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key({ metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 'K' }))).toBe(true);
  });

  it('uses the physical K key on non-Latin layouts, the letter on Latin ones', () => {
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 'л' }))).toBe(true); // Russian layout
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 't', code: 'KeyK' }))).toBe(false); // Dvorak: that key types "t"
    expect(isPaletteShortcut(key({ metaKey: true, key: 'k', code: 'KeyV' }))).toBe(true); // Dvorak: K sits elsewhere
  });

  it('ignores other combinations, auto-repeat and events the page already handled', () => {
    expect(isPaletteShortcut(key({}))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, metaKey: true }))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 'j', code: 'KeyJ' }))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, repeat: true }))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, defaultPrevented: true }))).toBe(false);
  });
});

describe('isApplePlatform / shortcutLabel', () => {
  it('detects macOS and iOS from userAgentData, platform or user agent', () => {
    expect(isApplePlatform({ userAgentData: { platform: 'macOS' } })).toBe(true);
    expect(isApplePlatform({ platform: 'MacIntel' })).toBe(true);
    expect(isApplePlatform({ platform: 'iPhone' })).toBe(true);
    expect(isApplePlatform({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' })).toBe(true);
    expect(isApplePlatform({ userAgentData: { platform: 'Linux' }, platform: 'Linux x86_64' })).toBe(false);
    expect(isApplePlatform({ platform: 'Win32' })).toBe(false);
    expect(isApplePlatform(undefined)).toBe(false);
  });

  it('shows ⌘ K on Apple platforms and Ctrl K elsewhere', () => {
    expect(shortcutLabel(true)).toBe('⌘ K');
    expect(shortcutLabel(false)).toBe('Ctrl K');
  });
});
