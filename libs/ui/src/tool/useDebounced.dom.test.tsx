// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './useDebounced.js';

describe('useDebounced', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns the first value at once, then a new value only after it stayed unchanged for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 200), { initialProps: { value: 'a' } });
    expect(result.current).toBe('a');
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(150));
    rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(150));
    // 'ab' never stayed for 200 ms; 'abc' has waited 150 ms only.
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('abc');
  });
});
