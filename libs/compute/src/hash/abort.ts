/**
 * Creates the error the compute core throws when work is cancelled: a `DOMException` named
 * `AbortError`, like `fetch` and `AbortSignal.throwIfAborted()`.
 *
 * @param message - optional English message.
 * @returns the error (not thrown).
 */
export function createAbortError(message = 'The operation was cancelled.'): Error {
  return new DOMException(message, 'AbortError');
}

/**
 * Whether an error means "cancelled": any object whose `name` is `AbortError` (a DOMException
 * from this core or from `fetch`, or an Error rebuilt by Comlink across the worker boundary).
 *
 * @param error - anything caught.
 * @returns true for an abort.
 */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Throws {@link createAbortError} when `signal` is aborted.
 *
 * @param signal - optional signal.
 * @throws DOMException named `AbortError` when the signal is aborted.
 */
export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw createAbortError();
}
