import { ToolInputError } from '@handy-tools/ui/kit';

/** The modifier keys whose state a keyboard event reports (UI Events, `getModifierState`). */
export const MODIFIERS = ['Alt', 'Control', 'Meta', 'Shift', 'AltGraph', 'CapsLock'] as const;

/** A modifier named by {@link MODIFIERS}. */
export type Modifier = (typeof MODIFIERS)[number];

/** What the tool keeps of a `keydown` (the fields of a `KeyboardEvent` a page can read). */
export interface KeyPress {
  /** `KeyboardEvent.key`: the key's value with the layout and modifiers applied (`a`, `A`, `Enter`, `Dead`). */
  key: string;
  /** `KeyboardEvent.code`: the physical key, independent of the layout (`KeyA`, `NumpadEnter`). */
  code: string;
  /** `KeyboardEvent.keyCode` (legacy, deprecated): a platform- and layout-dependent number. */
  keyCode: number;
  /** `KeyboardEvent.which` (legacy, deprecated): the same as keyCode for keydown. */
  which: number;
  /** `KeyboardEvent.location`: 0 standard, 1 left, 2 right, 3 numpad. */
  location: number;
  /** Modifiers active during the event (from `getModifierState`). */
  modifiers: Modifier[];
  /** The key is held down and auto-repeating. */
  repeat: boolean;
  /** The event happened during an IME composition. */
  isComposing: boolean;
}

/** The part of a `KeyboardEvent` {@link keyPressFromEvent} reads. */
export interface KeyboardEventLike {
  key: string;
  code: string;
  keyCode: number;
  which?: number;
  location: number;
  repeat: boolean;
  isComposing: boolean;
  getModifierState(key: string): boolean;
}

/**
 * Reads a keyboard event into a {@link KeyPress}.
 *
 * @param event - a DOM `KeyboardEvent` (or anything with its fields).
 * @returns the plain record (safe to store and put in a link).
 */
export function keyPressFromEvent(event: KeyboardEventLike): KeyPress {
  return {
    key: event.key,
    code: event.code,
    keyCode: event.keyCode,
    which: event.which ?? event.keyCode,
    location: event.location,
    modifiers: MODIFIERS.filter((m) => event.getModifierState(m)),
    repeat: event.repeat,
    isComposing: event.isComposing,
  };
}

/** Names of `KeyboardEvent.location` values (UI Events §5.3.1.1: DOM_KEY_LOCATION_STANDARD, _LEFT, _RIGHT, _NUMPAD). */
export const LOCATION_NAMES = ['Standard', 'Left', 'Right', 'Numpad'] as const;

/**
 * Names a `KeyboardEvent.location`.
 *
 * @param location - 0–3.
 * @returns the name (`Standard`, `Left`, `Right`, `Numpad`).
 * @throws ToolInputError for a value outside 0–3.
 */
export function locationName(location: number): (typeof LOCATION_NAMES)[number] {
  const name = LOCATION_NAMES[location];
  if (!Number.isInteger(location) || name === undefined)
    throw new ToolInputError(`Key location ${location} is not one of 0 (standard), 1 (left), 2 (right), 3 (numpad).`);
  return name;
}

const MODIFIER_KEYS = new Set([
  'Alt',
  'Control',
  'Meta',
  'Shift',
  'AltGraph',
  'CapsLock',
  'OS',
  'Hyper',
  'Super',
  'Fn',
  'FnLock',
  'NumLock',
  'ScrollLock',
  'Symbol',
  'SymbolLock',
]);
const COMBO_NAMES: Partial<Record<Modifier, string>> = { Control: 'Ctrl', Alt: 'Alt', Shift: 'Shift', Meta: 'Meta' };

/**
 * The shortcut a key press makes, as written in menus: held modifiers in the order Ctrl, Alt,
 * Shift, Meta, then the key (`Ctrl+Shift+K`; a single character upper-cased; Space for " ").
 * A press of a modifier alone gives that modifier's name.
 *
 * @param press - the key press.
 * @returns the shortcut text.
 */
export function shortcutText(press: Pick<KeyPress, 'key' | 'modifiers'>): string {
  const order: Modifier[] = ['Control', 'Alt', 'Shift', 'Meta'];
  const key = press.key === ' ' ? 'Space' : [...press.key].length === 1 ? press.key.toUpperCase() : press.key;
  if (MODIFIER_KEYS.has(press.key)) return COMBO_NAMES[press.key as Modifier] ?? press.key;
  const mods = order.filter((m) => press.modifiers.includes(m)).map((m) => COMBO_NAMES[m]!);
  return [...mods, key].join('+');
}

/**
 * A JavaScript condition that matches this key press in a `keydown` handler, by `key` (what was
 * typed) or by `code` (the physical key, for games and layout-independent shortcuts).
 *
 * @param press - the key press.
 * @param by - `key` or `code`.
 * @returns a condition such as `event.ctrlKey && event.key === 'k'`.
 */
export function matchCondition(press: Pick<KeyPress, 'key' | 'code' | 'modifiers'>, by: 'key' | 'code' = 'key'): string {
  const flags: [Modifier, string][] = [
    ['Control', 'ctrlKey'],
    ['Alt', 'altKey'],
    ['Shift', 'shiftKey'],
    ['Meta', 'metaKey'],
  ];
  const parts = MODIFIER_KEYS.has(press.key) ? [] : flags.filter(([m]) => press.modifiers.includes(m)).map(([, f]) => `event.${f}`);
  parts.push(`event.${by} === ${JSON.stringify(by === 'key' ? press.key : press.code)}`);
  return parts.join(' && ');
}
