import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { keycodeInfoTool } from './meta.js';
import { keycodeInfoState } from './state.js';
import { keyPressFromEvent, locationName, matchCondition, MODIFIERS, shortcutText, type KeyboardEventLike } from './keycode-info.js';

const event = (init: Partial<KeyboardEventLike> & { held?: string[] }): KeyboardEventLike => ({
  key: '',
  code: '',
  keyCode: 0,
  location: 0,
  repeat: false,
  isComposing: false,
  ...init,
  getModifierState: (k) => (init.held ?? []).includes(k),
});

describe('keyPressFromEvent', () => {
  it('keeps what UI Events reports for Shift+A on a US layout (key "A", code "KeyA", keyCode 65)', () => {
    expect(keyPressFromEvent(event({ key: 'A', code: 'KeyA', keyCode: 65, which: 65, held: ['Shift'] }))).toEqual({
      key: 'A',
      code: 'KeyA',
      keyCode: 65,
      which: 65,
      location: 0,
      modifiers: ['Shift'],
      repeat: false,
      isComposing: false,
    });
  });

  it('falls back to keyCode for which, lists modifiers in a fixed order', () => {
    const p = keyPressFromEvent(
      event({ key: 'Enter', code: 'NumpadEnter', keyCode: 13, location: 3, held: ['CapsLock', 'AltGraph', 'Control'] }),
    );
    expect(p.which).toBe(13);
    expect(p.modifiers).toEqual(['Control', 'AltGraph', 'CapsLock']);
  });
});

describe('locationName', () => {
  it('names UI Events key locations (DOM_KEY_LOCATION_STANDARD 0, LEFT 1, RIGHT 2, NUMPAD 3)', () => {
    expect([0, 1, 2, 3].map(locationName)).toEqual(['Standard', 'Left', 'Right', 'Numpad']);
    expect(() => locationName(4)).toThrow(ToolInputError);
    expect(() => locationName(1.5)).toThrow(ToolInputError);
  });
});

describe('shortcutText and matchCondition', () => {
  it('writes shortcuts as menus do', () => {
    expect(shortcutText({ key: 'k', modifiers: ['Shift', 'Control'] })).toBe('Ctrl+Shift+K');
    expect(shortcutText({ key: ' ', modifiers: ['Alt'] })).toBe('Alt+Space');
    expect(shortcutText({ key: 'Control', modifiers: ['Control'] })).toBe('Ctrl');
    expect(shortcutText({ key: 'ArrowUp', modifiers: ['CapsLock'] })).toBe('ArrowUp');
  });

  it('writes a condition that a matching event satisfies', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), fc.subarray([...MODIFIERS]), (key, modifiers) => {
        const cond = matchCondition({ key, code: 'KeyX', modifiers });
        // Evaluate the condition's parts on an event object, without running any text as code.
        const ev: Record<string, unknown> = {
          key,
          ctrlKey: modifiers.includes('Control'),
          altKey: modifiers.includes('Alt'),
          shiftKey: modifiers.includes('Shift'),
          metaKey: modifiers.includes('Meta'),
        };
        for (const part of cond.split(' && ')) {
          const m = /^event\.(\w+)(?: === (.*))?$/s.exec(part)!;
          if (m[2] === undefined) expect(ev[m[1]!]).toBe(true);
          else expect(ev[m[1]!]).toBe(JSON.parse(m[2]));
        }
      }),
    );
    expect(matchCondition({ key: 'k', code: 'KeyK', modifiers: ['Control'] }, 'code')).toBe('event.ctrlKey && event.code === "KeyK"');
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(keycodeInfoTool, keycodeInfoState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => shortcutText({ key: s, modifiers: ['Shift'] }));
    fuzzToolFunction((s: string) => matchCondition({ key: s, code: s, modifiers: [] }));
    fuzzToolFunction((s: string) => locationName(s.length));
  });
});
