import { useLingui } from '@lingui/react/macro';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useHydrating } from './hydration.js';
import { createDeferredWriter, pageStorage, readStoredInputs, writeStoredInputs, type DeferredWriter, type PersistReport } from './state-storage.js';
import {
  defaultState,
  hasSecrets,
  inputFields,
  MAX_REMEMBERED_CHARS,
  planOptionsQuery,
  restoreState,
  shareLink,
  storableInputs,
  type ShareLink,
  type StateNotice,
  type ToolStateOf,
  type ToolStateSpec,
} from './tool-state.js';

/** What the page around a tool offers it (the shell's tool page provides it). */
export interface ToolHost {
  /** The tool's key (path without `/`); names its storage entry. */
  key: string;
  /** An example the visitor just chose: loaded over everything else, once. */
  example?: Record<string, unknown> | null;
  /**
   * Receives the tool's state notices, the whole current list each time it changes: values that
   * could not be restored (`kind` `restore`, fixed once the tool opens) and values that are not
   * kept (`kind` `persist`: an option too long for the address, an input too large to remember,
   * a full storage; they come and go as the state changes).
   */
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

/** A size in characters written for people: `180 KB`, `2.1 MB` (1 KB = 1000 characters, as `LargeTextOutput`). */
function formatSize(chars: number): string {
  return chars >= 1_000_000 ? `${(chars / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(chars / 1000))} KB`;
}

/** Whether two notice lists say the same (so the page is not told twice). */
function sameNotices(a: readonly StateNotice[], b: readonly StateNotice[]): boolean {
  return a.length === b.length && a.every((n, i) => n.message === b[i]?.message);
}

/**
 * A tool's state, restored (example, URL, storage, defaults) and kept in sync: options in the
 * query string (`history.replaceState`, no new history entries; a value too long for an address
 * stays out of it), inputs in localStorage (secrets never; written `STATE_WRITE_DELAY_MS` after
 * the last change and at once when the page is hidden, left or the tool unmounts — never in the
 * event handler; inputs over {@link MAX_REMEMBERED_CHARS} characters are not remembered), the
 * "Copy link" URL offered to the page. Whatever the URL or storage holds, restoring never throws.
 * What the visitor should know — a value that fell back, an option kept out of the address, an
 * input not remembered (too large, storage full) — reaches the page through `ToolHost.onNotices`.
 *
 * @param spec - the tool's state spec (define it at module level so it is stable).
 * @returns `[state, update]`: `update` merges a partial state (or a function of the state).
 */
export function useToolState<Spec extends ToolStateSpec>(spec: Spec) {
  type State = ToolStateOf<Spec>;
  const { t } = useLingui();
  const host = useContext(ToolHostContext);
  const key = host?.key;
  const [initial] = useState(() => {
    const read = key ? readStoredInputs(pageStorage(), toolStorageKey(key)) : { value: undefined };
    const example = host?.example ?? null;
    let restored: ReturnType<typeof restoreState<Spec>>;
    try {
      restored = restoreState(spec, {
        example,
        search: typeof location === 'undefined' ? '' : location.search,
        hash: typeof location === 'undefined' ? '' : location.hash,
        stored: read.value,
      });
    } catch {
      // restoreState never throws, whatever the sources hold; this guards the tool all the same.
      restored = restoreState(spec, {});
      restored.notices.push({ field: '*', source: 'url', message: t`The saved or linked values could not be read; the defaults are used.` });
    }
    if (read.tooLargeChars !== undefined && !example)
      restored.notices.push({
        field: '*',
        source: 'storage',
        message: t`The saved input (${formatSize(read.tooLargeChars)}) was not restored: inputs over ${formatSize(MAX_REMEMBERED_CHARS)} are not kept, so that the tool opens quickly.`,
      });
    return restored;
  });
  const [state, setState] = useState<State>(initial.state);
  const [urlNotices, setUrlNotices] = useState<StateNotice[]>([]);
  const [storageNotices, setStorageNotices] = useState<StateNotice[]>([]);

  // One list for the page: restore notices, then what is not kept. Sent when it changes (and
  // when it empties, so a notice goes away once the input is small enough again).
  const onNotices = host?.onNotices;
  const sent = useRef<StateNotice[]>([]);
  useEffect(() => {
    const all = [...initial.notices, ...urlNotices, ...storageNotices];
    if (sameNotices(all, sent.current)) return;
    sent.current = all;
    onNotices?.(all);
  }, [initial, urlNotices, storageNotices, onNotices]);

  // A prerendered page shows the defaults (no URL, no storage at build time): while the tool
  // hydrates that markup it renders them too, then at once its restored state (the page mounts
  // the tool anew then). Hydrating other values would leave attributes as the HTML had them.
  const hydrating = useHydrating();
  // A link's fragment is read once; drop it so a reload uses the remembered state (not while
  // hydrating: the tool mounted right after reads it too).
  useEffect(() => {
    if (hydrating) return;
    if (typeof location !== 'undefined' && location.hash.includes('state=')) history.replaceState(history.state, '', location.pathname + location.search);
  }, [hydrating]);

  useEffect(() => {
    if (typeof location === 'undefined' || !host) return;
    const { search, leftOut } = planOptionsQuery(spec, state, location.search);
    if (search !== location.search) {
      try {
        history.replaceState(history.state, '', location.pathname + search + location.hash);
      } catch {
        /* the browser refused the URL: the address keeps its previous options */
      }
    }
    const notices = leftOut.map(
      ({ field, chars }): StateNotice => ({
        field,
        source: 'url',
        kind: 'persist',
        message: t`The value of “${field}” (${formatSize(chars)}) is too long for the page’s address: it is left out of it, so a reload does not restore it.`,
      }),
    );
    setUrlNotices((previous) => (sameNotices(previous, notices) ? previous : notices));
  }, [spec, state, host, t]);

  // Inputs are written after a pause in typing, and at once when the page is hidden or left.
  const writer = useRef<DeferredWriter<Record<string, unknown>> | null>(null);
  useEffect(() => {
    if (!key || inputFields(spec).length === 0) return;
    const single = inputFields(spec).length === 1;
    const defaults = storableInputs(spec, defaultState(spec));
    const isDefault = (inputs: Record<string, unknown>) =>
      Object.keys(inputs).every((f) => inputs[f] === defaults[f] || (typeof inputs[f] !== 'string' && JSON.stringify(inputs[f]) === JSON.stringify(defaults[f])));
    const report = ({ notKept, failure }: PersistReport, inputs: Record<string, unknown>) => {
      const limit = formatSize(MAX_REMEMBERED_CHARS);
      const notices = notKept.map(
        ({ field, chars }): StateNotice => ({
          field,
          source: 'storage',
          kind: 'persist',
          message: single
            ? t`This ${formatSize(chars)} input is not remembered after a reload: inputs over ${limit} are not kept in this browser.`
            : t`The ${formatSize(chars)} “${field}” input is not remembered after a reload: inputs over ${limit} are not kept in this browser.`,
        }),
      );
      // Storage that refuses everything is only worth a word once there is something to lose.
      if (failure && !isDefault(inputs))
        notices.push({
          field: '*',
          source: 'storage',
          kind: 'persist',
          message:
            failure === 'quota'
              ? t`Your input is not remembered after a reload: this browser’s storage for this site is full.`
              : t`Your input is not remembered after a reload: this browser does not let this site store it.`,
        });
      setStorageNotices((previous) => (sameNotices(previous, notices) ? previous : notices));
    };
    const storage = pageStorage();
    const storageKey = toolStorageKey(key);
    const current = createDeferredWriter<Record<string, unknown>>((inputs) => report(writeStoredInputs(storage, storageKey, inputs), inputs));
    writer.current = current;
    const onHide = () => current.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') current.flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      current.flush(); // leaving the tool (another route, an example) keeps its latest input
      if (writer.current === current) writer.current = null;
    };
  }, [key, spec, t]); // `t` changes with the locale only
  useEffect(() => {
    writer.current?.schedule(storableInputs(spec, state));
  }, [spec, state]);

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
  const defaults = useMemo(() => (hydrating ? restoreState(spec, {}).state : null), [hydrating, spec]);
  return useMemo(() => [defaults ?? state, update] as const, [defaults, state, update]);
}

