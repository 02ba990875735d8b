import { useEffect, useState } from 'react';

/**
 * A value that follows `value` once it has stayed the same for `ms` milliseconds: for work that
 * should not start on every keystroke (a worker job, say).
 *
 * @param value - the current value (compared with `Object.is` by React's effect dependencies).
 * @param ms - the quiet time in milliseconds before the returned value catches up.
 * @returns the last value that stayed unchanged for `ms`; the first value at once on mount.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
