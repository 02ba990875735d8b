import { useHydrating } from '@handy-tools/ui';
import { useMemo } from 'react';
import { localTimeZone } from './local-time.js';

/**
 * The visitor's time zone, for a tool's UI. Every route is prerendered once, at build time, for
 * every visitor, so text that depends on the time zone must not be in the first render: this is
 * null while the page is prerendered or hydrated (`useHydrating`), and the browser's zone in
 * every later render (React renders again right after hydrating).
 *
 * @returns an IANA zone name such as `Europe/Paris` ({@link localTimeZone}), or null while
 *   prerendering or hydrating.
 */
export function useLocalTimeZone(): string | null {
  const hydrating = useHydrating();
  return useMemo(() => (hydrating ? null : localTimeZone()), [hydrating]);
}
