// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keyPressFromEvent } from './keycode-info.js';

describe('keyPressFromEvent on a DOM KeyboardEvent', () => {
  it('reads key, code, location, repeat and modifiers from the event (UI Events KeyboardEventInit)', () => {
    const e = new KeyboardEvent('keydown', { key: 'Shift', code: 'ShiftRight', location: 2, shiftKey: true, ctrlKey: true, repeat: true });
    const p = keyPressFromEvent(e);
    expect(p).toMatchObject({ key: 'Shift', code: 'ShiftRight', location: 2, repeat: true, isComposing: false });
    expect(p.modifiers).toEqual(['Control', 'Shift']);
  });
});
