// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_META_DEBOUNCE_MS, schedulePageMeta, usePageMeta } from './usePageMeta';

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

beforeEach(() => {
  vi.useFakeTimers();
  document.title = 'initial';
  document.head.querySelectorAll('meta[name="description"], meta[name="keywords"]').forEach((el) => el.remove());
});

afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('schedulePageMeta', () => {
  it('writes nothing before 10 ms, then the values', () => {
    expect(PAGE_META_DEBOUNCE_MS).toBe(10);
    schedulePageMeta({ title: 'A', description: 'about A', keywords: 'a, b' });
    vi.advanceTimersByTime(9);
    expect(document.title).toBe('initial');
    expect(meta('description')).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(document.title).toBe('A');
    expect(meta('description')).toBe('about A');
    expect(meta('keywords')).toBe('a, b');
  });

  it('the latest call wins, and each call restarts the 10 ms wait', () => {
    schedulePageMeta({ title: 'first', description: 'one' });
    vi.advanceTimersByTime(6);
    schedulePageMeta({ title: 'second', description: 'two' });
    vi.advanceTimersByTime(6);
    expect(document.title).toBe('initial');
    vi.advanceTimersByTime(4);
    expect(document.title).toBe('second');
    expect(meta('description')).toBe('two');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('leaves description and keywords as they are when not given', () => {
    schedulePageMeta({ title: 'x', description: 'kept', keywords: 'k' });
    vi.advanceTimersByTime(10);
    schedulePageMeta({ title: 'y' });
    vi.advanceTimersByTime(10);
    expect(document.title).toBe('y');
    expect(meta('description')).toBe('kept');
    expect(meta('keywords')).toBe('k');
  });
});

describe('usePageMeta', () => {
  function Page({ title, keywords }: { title: string; keywords?: string[] }) {
    usePageMeta(title, { description: `${title} page`, keywords });
    return null;
  }

  it('a quick succession of pages writes the head once, with the last page', () => {
    const write = vi.spyOn(document, 'title', 'set');
    const { rerender, unmount } = render(<Page title="Home" />);
    rerender(<Page title="JSON prettify" keywords={['json', 'format']} />);
    rerender(<Page title="UUID generator" keywords={['uuid']} />);
    expect(write).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(write).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('UUID generator');
    expect(meta('description')).toBe('UUID generator page');
    expect(meta('keywords')).toBe('uuid');
    unmount();
    write.mockRestore();
  });
});
