import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { hasSecrets, inputFields, optionsQuery, restoreState, shareLink, storableInputs, type ShareLink, type StateNotice, type ToolStateOf, type ToolStateSpec } from './tool-state.js';

/** What the page around a tool offers it (the shell's tool page provides it). */
export interface ToolHost {
  /** The tool's key (path without `/`); names its storage entry. */
  key: string;
  /** An example the visitor just chose: loaded over everything else, once. */
  example?: Record<string, unknown> | null;
  /** Receives notices about values that could not be restored. */
  onNotices?: (notices: StateNotice[]) => void;
  /** The tool registers how to make its share link (or null when it unmounts). */
  registerShare?: (share: ToolShare | null) => void;
}

/** How the page asks a tool for its "Copy link" URL. */
export interface ToolShare {
  /** Whether the current state holds a secret (the page then asks before including it). */
  hasSecrets: () => boolean;
  /** The link for the current state. */
  link: (includeSecrets: boolean) => ShareLink;
}

/** Context through which the shell hosts a tool; without it a tool keeps state in memory only. */
export const ToolHostContext = createContext<ToolHost | null>(null);

/** localStorage key of a tool's remembered inputs. */
export const toolStorageKey = (key: string) => `tool-state:${key}`;

function readStored(key: string): unknown {
  try {
    const raw = localStorage.getItem(toolStorageKey(key));
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw; // not JSON: restoreState reports it and falls back
    }
  } catch {
    return undefined; // storage unavailable
  }
}

/**
 * A tool's state, restored (example, URL, storage, defaults) and kept in sync: options in the
 * query string (`history.replaceState`, no new history entries), inputs in localStorage
 * (secrets never), the "Copy link" URL offered to the page.
 *
 * @param spec - the tool's state spec (define it at module level so it is stable).
 * @returns `[state, update]`: `update` merges a partial state (or a function of the state).
 */
export function useToolState<Spec extends ToolStateSpec>(spec: Spec) {
  type State = ToolStateOf<Spec>;
  const host = useContext(ToolHostContext);
  const key = host?.key;
  const [initial] = useState(() =>
    restoreState(spec, {
      example: host?.example ?? null,
      search: typeof location === 'undefined' ? '' : location.search,
      hash: typeof location === 'undefined' ? '' : location.hash,
      stored: key ? readStored(key) : undefined,
    }),
  );
  const [state, setState] = useState<State>(initial.state);

  const onNotices = host?.onNotices;
  useEffect(() => {
    if (initial.notices.length > 0) onNotices?.(initial.notices);
  }, [initial, onNotices]);

  // A link's fragment is read once; drop it so a reload uses the remembered state.
  useEffect(() => {
    if (typeof location !== 'undefined' && location.hash.includes('state=')) history.replaceState(history.state, '', location.pathname + location.search);
  }, []);

  useEffect(() => {
    if (typeof location === 'undefined' || !host) return;
    const search = optionsQuery(spec, state, location.search);
    if (search !== location.search) history.replaceState(history.state, '', location.pathname + search + location.hash);
  }, [spec, state, host]);

  useEffect(() => {
    if (!key || inputFields(spec).length === 0) return;
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(toolStorageKey(key), JSON.stringify(storableInputs(spec, state)));
      } catch {
        /* quota exceeded or storage unavailable: the state stays in memory */
      }
    }, 250);
    return () => clearTimeout(timer);
  }, [key, spec, state]);

  const stateRef = useRef(state);
  stateRef.current = state;
  const registerShare = host?.registerShare;
  useEffect(() => {
    if (!registerShare) return;
    registerShare({
      hasSecrets: () => hasSecrets(spec, stateRef.current),
      link: (includeSecrets) => shareLink(spec, stateRef.current, { base: location.origin + location.pathname, search: location.search }, includeSecrets),
    });
    return () => registerShare(null);
  }, [registerShare, spec]);

  const update = useCallback((patch: Partial<State> | ((s: State) => Partial<State>)) => {
    setState((s) => ({ ...s, ...(typeof patch === 'function' ? patch(s) : patch) }));
  }, []);
  return useMemo(() => [state, update] as const, [state, update]);
}
