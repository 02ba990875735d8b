import { fitInputsForStorage, MAX_REMEMBERED_CHARS, type UnkeptInput } from './tool-state.js';

/** The part of the Web Storage API the tool state uses: `localStorage`, or a stand-in in tests. */
export type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Milliseconds the inputs must stay unchanged before they are written to storage. */
export const STATE_WRITE_DELAY_MS = 500;

/** Milliseconds at most between writes while the visitor keeps typing. */
export const STATE_WRITE_MAX_WAIT_MS = 2000;

/**
 * The page's `localStorage`, or null where there is none (Node) or the browser refuses access
 * (site data blocked: reading the property throws a `SecurityError`).
 *
 * @returns the storage, or null.
 */
export function pageStorage(): StateStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** What {@link readStoredInputs} found. */
export interface StoredInputsRead {
  /** The parsed entry (any JSON value, or the raw text when it is not JSON), or undefined for none. */
  value: unknown;
  /** Set when an entry existed but was too large to restore: its length in characters. */
  tooLargeChars?: number;
}

/**
 * Reads a tool's remembered inputs. Never throws: storage that cannot be read counts as empty,
 * and text that is not JSON is returned as is (`restoreState` reports it and falls back). An
 * entry longer than `maxChars` (left by an older version, which stored inputs of any size) is
 * not parsed: restoring stays fast, and the caller says it was not restored.
 *
 * @param storage - the storage, or null when there is none.
 * @param key - the entry's key (`tool-state:<tool key>`).
 * @param maxChars - the longest entry restored (default {@link MAX_REMEMBERED_CHARS}).
 * @returns the value, or `tooLargeChars` for an entry too large to restore.
 */
export function readStoredInputs(storage: StateStorage | null, key: string, maxChars = MAX_REMEMBERED_CHARS): StoredInputsRead {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return { value: undefined }; // storage unavailable
  }
  if (raw === null) return { value: undefined };
  if (raw.length > maxChars) return { value: undefined, tooLargeChars: raw.length };
  try {
    return { value: JSON.parse(raw) as unknown };
  } catch {
    return { value: raw };
  }
}

/**
 * Whether an error thrown by `Storage.setItem` means the storage is full: a `DOMException` named
 * `QuotaExceededError` (WHATWG HTML, Web Storage), or Firefox's older `NS_ERROR_DOM_QUOTA_REACHED`.
 *
 * @param error - what `setItem` threw.
 * @returns true for a quota error.
 */
export function isQuotaExceededError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** What writing a tool's inputs to storage did. */
export interface PersistReport {
  /** Inputs left out because they are too large to remember (see {@link fitInputsForStorage}). */
  notKept: UnkeptInput[];
  /**
   * Why nothing could be written: `quota` (the site's storage is full), `unavailable` (no storage,
   * or the browser refused), or null when the write succeeded.
   */
  failure: 'quota' | 'unavailable' | null;
}

/**
 * Writes a tool's inputs to storage: all of them when their JSON fits in `maxChars`, else without
 * the largest ones (reported in `notKept`). When the storage is full the tool's own older entry is
 * removed (it would restore outdated inputs) and the write tried once more. Never throws.
 *
 * @param storage - the storage, or null when there is none.
 * @param key - the entry's key (`tool-state:<tool key>`).
 * @param inputs - the inputs to remember (`storableInputs`: no option, no secret).
 * @param maxChars - the longest entry written (default {@link MAX_REMEMBERED_CHARS}).
 * @returns what was left out and why a write failed, for the page to say so.
 */
export function writeStoredInputs(storage: StateStorage | null, key: string, inputs: Record<string, unknown>, maxChars = MAX_REMEMBERED_CHARS): PersistReport {
  const { json, notKept } = fitInputsForStorage(inputs, maxChars);
  if (!storage) return { notKept, failure: 'unavailable' };
  try {
    storage.setItem(key, json);
    return { notKept, failure: null };
  } catch (error) {
    if (!isQuotaExceededError(error)) return { notKept, failure: 'unavailable' };
  }
  try {
    storage.removeItem(key);
    storage.setItem(key, json);
    return { notKept, failure: null };
  } catch {
    return { notKept, failure: 'quota' };
  }
}

/** A write postponed until its value settles (see {@link createDeferredWriter}). */
export interface DeferredWriter<T> {
  /** Replaces the value to write and (re)starts the delay; nothing is written now. */
  schedule(value: T): void;
  /** Writes the scheduled value now, if any (call it on `pagehide`, when hidden, on unmount). */
  flush(): void;
  /** Drops the scheduled value without writing it. */
  cancel(): void;
}

/**
 * Debounces writes: `write` runs `delay` ms after the last `schedule`, and at most `maxWait` ms
 * after the first unwritten one, so typing never writes on each keystroke yet a long session of
 * typing is still saved. Only the latest value is written. Uses `setTimeout` (fake timers work).
 *
 * @param write - writes a value (errors it throws are the caller's: {@link writeStoredInputs} throws none).
 * @param options - `delay` (default {@link STATE_WRITE_DELAY_MS}) and `maxWait`
 *   (default {@link STATE_WRITE_MAX_WAIT_MS}), in milliseconds.
 * @returns the writer.
 */
export function createDeferredWriter<T>(write: (value: T) => void, { delay = STATE_WRITE_DELAY_MS, maxWait = STATE_WRITE_MAX_WAIT_MS } = {}): DeferredWriter<T> {
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstScheduledAt = 0;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const flush = () => {
    clear();
    if (!pending) return;
    const { value } = pending;
    pending = null;
    write(value);
  };
  return {
    schedule(value) {
      const now = Date.now();
      if (!pending) firstScheduledAt = now;
      pending = { value };
      clear();
      timer = setTimeout(flush, Math.max(0, Math.min(delay, firstScheduledAt + maxWait - now)));
    },
    flush,
    cancel() {
      clear();
      pending = null;
    },
  };
}
