// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { STATE_WRITE_DELAY_MS } from './state-storage.js';
import { MAX_QUERY_CHARS, type StateNotice, type ToolStateSpec } from './tool-state.js';
import { ToolHostContext, toolStorageKey, useToolState } from './useToolState.js';

// A tool with a free-text option (as /json-to-ts's type name) and one input.
const spec = {
  schema: z.object({ input: z._default(z.string(), ''), typeName: z._default(z.string(), 'Root') }),
  options: ['typeName'],
} satisfies ToolStateSpec;

const KEY = 'demo-tool';
const TWO_MB = 'T'.repeat(2 * 1024 * 1024);

/** The tool's `update`, for the tests to change the state as the visitor would. */
const controls: { update: (patch: Partial<{ input: string; typeName: string }>) => void } = { update: () => undefined };
const update = (patch: Partial<{ input: string; typeName: string }>) => controls.update(patch);

function Tool() {
  const [state, set] = useToolState(spec);
  useEffect(() => {
    controls.update = set;
  }, [set]);
  return <p data-testid="state">{`${state.input.length}:${state.typeName.length}`}</p>;
}

/** Renders the tool as the tool page hosts it, and collects what it tells the page. */
function renderTool() {
  const received: StateNotice[][] = [];
  const view = render(
    <I18nProvider i18n={i18n}>
      <ToolHostContext.Provider value={{ key: KEY, onNotices: (n) => received.push(n) }}>
        <Tool />
      </ToolHostContext.Provider>
    </I18nProvider>,
  );
  return { view, notices: () => received.at(-1) ?? [] };
}

const stored = () => localStorage.getItem(toolStorageKey(KEY));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  history.replaceState(null, '', '/demo-tool');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

describe('useToolState: options in the address', () => {
  it('never puts a 2 MB option in the URL, and tells the page so', () => {
    const { notices } = renderTool();
    act(() => update({ typeName: TWO_MB }));
    expect(location.search).toBe('');
    expect(location.href.length).toBeLessThan(MAX_QUERY_CHARS);
    expect(notices()).toMatchObject([{ field: 'typeName', source: 'url', kind: 'persist' }]);
    expect(notices()[0]?.message).toContain('too long for the page’s address');
    act(() => update({ typeName: 'Account' }));
    expect(location.search).toBe('?typeName=Account');
    expect(notices()).toEqual([]);
  });

  it('opens a URL that holds a 2 MB option on the default, says so, and cleans the URL', () => {
    history.replaceState(null, '', `/demo-tool?typeName=${TWO_MB}`);
    const { notices } = renderTool();
    expect(screen.getByTestId('state').textContent).toBe('0:4');
    expect(location.search).toBe('');
    expect(notices()).toMatchObject([{ field: 'typeName', source: 'url' }]);
  });
});

describe('useToolState: inputs in storage', () => {
  it('writes inputs after a pause, not in the change handler', () => {
    renderTool();
    act(() => vi.advanceTimersByTime(STATE_WRITE_DELAY_MS));
    act(() => update({ input: 'he' }));
    act(() => vi.advanceTimersByTime(100));
    act(() => update({ input: 'hello' }));
    expect(stored()).toBe('{"input":""}'); // neither keystroke written yet
    act(() => vi.advanceTimersByTime(STATE_WRITE_DELAY_MS - 1));
    expect(stored()).not.toContain('hello');
    act(() => vi.advanceTimersByTime(1));
    expect(JSON.parse(stored()!)).toEqual({ input: 'hello' });
  });

  it('writes the latest input at once when the page is hidden, left, or the tool closes', () => {
    const { view } = renderTool();
    act(() => update({ input: 'before pagehide' }));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(JSON.parse(stored()!)).toEqual({ input: 'before pagehide' });
    act(() => update({ input: 'before hidden' }));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(JSON.parse(stored()!)).toEqual({ input: 'before hidden' });
    act(() => update({ input: 'before unmount' }));
    view.unmount();
    expect(JSON.parse(stored()!)).toEqual({ input: 'before unmount' });
  });

  it('does not remember a 2 MB input, says so, and stops saying so once it is small again', () => {
    const { notices } = renderTool();
    act(() => update({ input: 'x'.repeat(2_100_000) }));
    act(() => vi.advanceTimersByTime(STATE_WRITE_DELAY_MS));
    expect(stored()).toBe('{}');
    expect(notices()).toMatchObject([{ field: 'input', source: 'storage', kind: 'persist' }]);
    expect(notices()[0]?.message).toBe('This 2.1 MB input is not remembered after a reload: inputs over 256 KB are not kept in this browser.');
    act(() => update({ input: 'small' }));
    act(() => vi.advanceTimersByTime(STATE_WRITE_DELAY_MS));
    expect(notices()).toEqual([]);
    expect(JSON.parse(stored()!)).toEqual({ input: 'small' });
  });

  it('says so when the storage is full (QuotaExceededError) instead of dropping the input silently', () => {
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      const { notices } = renderTool();
      act(() => vi.advanceTimersByTime(STATE_WRITE_DELAY_MS));
      expect(notices()).toEqual([]); // nothing typed yet: nothing to lose
      act(() => update({ input: 'hello' }));
      act(() => vi.advanceTimersByTime(STATE_WRITE_DELAY_MS));
      expect(notices()).toMatchObject([{ field: '*', source: 'storage', kind: 'persist' }]);
      expect(notices()[0]?.message).toContain('storage for this site is full');
    } finally {
      setItem.mockRestore();
    }
  });

  it('opens on the defaults, with a notice, whatever corrupt or huge entry storage holds', () => {
    for (const entry of ['{"input":', 'null', '"text"', '[1,2,3', '{"input":42}', JSON.stringify({ input: TWO_MB }), 'y'.repeat(3_000_000)]) {
      localStorage.setItem(toolStorageKey(KEY), entry);
      const { view, notices } = renderTool();
      expect(screen.getByTestId('state').textContent).toBe('0:4');
      if (entry !== 'null') expect(notices().length, entry.slice(0, 20)).toBe(1);
      view.unmount();
    }
  });

  it('says a 2 MB entry stored by an older version was not restored', () => {
    localStorage.setItem(toolStorageKey(KEY), JSON.stringify({ input: TWO_MB }));
    const { notices } = renderTool();
    expect(notices()[0]?.message).toBe('The saved input (2.1 MB) was not restored: inputs over 256 KB are not kept, so that the tool opens quickly.');
    act(() => vi.advanceTimersByTime(STATE_WRITE_DELAY_MS));
    expect(stored()).toBe('{"input":""}');
  });
});
