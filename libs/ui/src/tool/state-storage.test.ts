import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDeferredWriter,
  isQuotaExceededError,
  readStoredInputs,
  STATE_WRITE_DELAY_MS,
  STATE_WRITE_MAX_WAIT_MS,
  writeStoredInputs,
  type StateStorage,
} from './state-storage.js';
import { MAX_REMEMBERED_CHARS } from './tool-state.js';

/**
 * A Web Storage stand-in with a quota counted in UTF-16 code units of keys and values, as
 * browsers count it; over it, `setItem` throws a DOMException named QuotaExceededError (WHATWG
 * HTML, Web Storage: "If it couldn't set the new value, throw a QuotaExceededError").
 */
class QuotaStorage implements StateStorage {
  readonly items = new Map<string, string>();
  constructor(private readonly quota: number) {}
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    let used = key.length + value.length;
    for (const [k, v] of this.items) if (k !== key) used += k.length + v.length;
    if (used > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const KEY = 'tool-state:case-converter';
const TWO_MB = 'x'.repeat(2 * 1024 * 1024);

describe('readStoredInputs', () => {
  it('parses a stored entry, and returns text that is not JSON as is', () => {
    const storage = new QuotaStorage(1e6);
    storage.setItem(KEY, '{"input":"hello"}');
    expect(readStoredInputs(storage, KEY)).toEqual({ value: { input: 'hello' } });
    storage.setItem(KEY, '{"input":');
    expect(readStoredInputs(storage, KEY)).toEqual({ value: '{"input":' });
    expect(readStoredInputs(storage, 'tool-state:other')).toEqual({ value: undefined });
  });

  it('counts storage that is missing or throws as empty', () => {
    const throwing: StateStorage = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readStoredInputs(throwing, KEY)).toEqual({ value: undefined });
    expect(readStoredInputs(null, KEY)).toEqual({ value: undefined });
  });

  it('does not restore an entry over the limit (an older version stored 2 MB), and says how large it was', () => {
    const storage = new QuotaStorage(5e6);
    const entry = JSON.stringify({ input: TWO_MB });
    storage.setItem(KEY, entry);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(readStoredInputs(storage, KEY)).toEqual({ value: undefined, tooLargeChars: entry.length });
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('never throws, whatever the entry holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 100 }), fc.json({ maxDepth: 2 })), (raw) => {
        const storage = new QuotaStorage(1e6);
        storage.setItem(KEY, raw);
        expect(() => readStoredInputs(storage, KEY, 64)).not.toThrow();
      }),
    );
  });
});

describe('isQuotaExceededError', () => {
  it('recognises the quota errors of current and older browsers, and nothing else', () => {
    expect(isQuotaExceededError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaExceededError({ name: 'NS_ERROR_DOM_QUOTA_REACHED', code: 1014 })).toBe(true); // Firefox before 58
    expect(isQuotaExceededError({ name: 'Error', code: 22 })).toBe(true); // legacy QUOTA_EXCEEDED_ERR code
    expect(isQuotaExceededError(new DOMException('insecure', 'SecurityError'))).toBe(false);
    expect(isQuotaExceededError(new TypeError('x'))).toBe(false);
    expect(isQuotaExceededError(null)).toBe(false);
    expect(isQuotaExceededError('QuotaExceededError')).toBe(false);
  });
});

describe('writeStoredInputs', () => {
  it('writes the inputs as JSON', () => {
    const storage = new QuotaStorage(1e6);
    expect(writeStoredInputs(storage, KEY, { input: 'hello' })).toEqual({ notKept: [], failure: null });
    expect(storage.getItem(KEY)).toBe('{"input":"hello"}');
  });

  it('leaves a 2 MB input out of storage and reports it', () => {
    const storage = new QuotaStorage(10e6);
    const report = writeStoredInputs(storage, KEY, { input: TWO_MB, mode: 'a' });
    expect(report).toEqual({ notKept: [{ field: 'input', chars: TWO_MB.length + 2 }], failure: null });
    expect(storage.getItem(KEY)).toBe('{"mode":"a"}');
    expect(MAX_REMEMBERED_CHARS).toBeLessThan(TWO_MB.length);
  });

  it('reports a full storage (QuotaExceededError) instead of dropping the input silently', () => {
    const storage = new QuotaStorage(1000);
    storage.setItem('favoriteToolsName', 'f'.repeat(900)); // another part of the site fills it
    expect(writeStoredInputs(storage, KEY, { input: 'y'.repeat(200) })).toEqual({ notKept: [], failure: 'quota' });
    expect(storage.getItem(KEY)).toBeNull();
    expect(storage.getItem('favoriteToolsName')).toHaveLength(900);
  });

  it('removes its own outdated entry when the storage is full, and writes again', () => {
    const storage = new QuotaStorage(1000);
    storage.setItem(KEY, JSON.stringify({ input: 'o'.repeat(600) }));
    storage.setItem('other', 'p'.repeat(300));
    // Counted with the old entry, the new one does not fit; without it, it does.
    expect(writeStoredInputs(storage, KEY, { input: 'n'.repeat(620) })).toEqual({ notKept: [], failure: null });
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ input: 'n'.repeat(620) });
  });

  it('reports storage the browser refuses as unavailable, and never throws', () => {
    const refusing: StateStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(writeStoredInputs(refusing, KEY, { input: 'a' })).toEqual({ notKept: [], failure: 'unavailable' });
    expect(writeStoredInputs(null, KEY, { input: 'a' })).toEqual({ notKept: [], failure: 'unavailable' });
  });
});

describe('createDeferredWriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes nothing at once, then only the latest value once typing pauses', () => {
    const write = vi.fn();
    const writer = createDeferredWriter(write);
    writer.schedule('a');
    writer.schedule('ab');
    vi.advanceTimersByTime(STATE_WRITE_DELAY_MS - 1);
    writer.schedule('abc');
    vi.advanceTimersByTime(STATE_WRITE_DELAY_MS - 1);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledExactlyOnceWith('abc');
  });

  it('still writes at least every STATE_WRITE_MAX_WAIT_MS while the visitor keeps typing', () => {
    const write = vi.fn();
    const writer = createDeferredWriter(write);
    for (let elapsed = 0; elapsed < STATE_WRITE_MAX_WAIT_MS; elapsed += 100) {
      writer.schedule(elapsed);
      vi.advanceTimersByTime(100);
    }
    expect(write).toHaveBeenCalledOnce();
    expect(write.mock.calls[0]?.[0]).toBeGreaterThanOrEqual(STATE_WRITE_MAX_WAIT_MS - 100);
  });

  it('writes the pending value at once on flush (page hidden or left), and nothing when none is pending', () => {
    const write = vi.fn();
    const writer = createDeferredWriter(write);
    writer.flush();
    expect(write).not.toHaveBeenCalled();
    writer.schedule('typed just before closing the tab');
    writer.flush();
    expect(write).toHaveBeenCalledExactlyOnceWith('typed just before closing the tab');
    vi.advanceTimersByTime(10 * STATE_WRITE_DELAY_MS);
    expect(write).toHaveBeenCalledOnce();
  });

  it('drops the pending value on cancel', () => {
    const write = vi.fn();
    const writer = createDeferredWriter(write, { delay: 50, maxWait: 100 });
    writer.schedule('x');
    writer.cancel();
    vi.advanceTimersByTime(1000);
    writer.flush();
    expect(write).not.toHaveBeenCalled();
  });
});
