import { useAsyncResult, type DocumentResult } from '@handy-tools/ui';
import { useDeferredValue, useState } from 'react';
import { MESSAGE_WORKER_SIZE } from './message.js';

/** What to parse: pasted text or an opened file's bytes (with its name). */
export interface MessageSource {
  data: string | Uint8Array;
  fileName?: string;
}

/**
 * Parses a message source (into a message, a bounce report…): on the main thread below `threshold` characters or bytes
 * ({@link MESSAGE_WORKER_SIZE} by default), in a worker from that size on (with Cancel). Keeps the last message while the next one is being
 * read, so the page does not jump as you type.
 *
 * @param source - the source, or null; memoise it (compared by identity).
 * @param parse - the parser, for small sources.
 * @param parseInWorker - the same parser in a worker, given the abort signal.
 * @param threshold - the size (characters or bytes) from which the worker is used.
 * @returns the message (current, or the last one while pending), the error, and pending/cancel state
 *   for `DocumentJobStatus`.
 */
export function useMessageResult<T>(
  source: MessageSource | null,
  parse: (data: string | Uint8Array) => Promise<T>,
  parseInWorker: (data: string | Uint8Array, signal: AbortSignal) => Promise<T>,
  threshold: number = MESSAGE_WORKER_SIZE,
): DocumentResult<T> {
  const deferred = useDeferredValue(source);
  const [cancelledSource, setCancelledSource] = useState<MessageSource | null>(null);
  const cancelled = deferred !== null && deferred === cancelledSource;
  const large = deferred !== null && deferred.data.length >= threshold;
  const result = useAsyncResult(cancelled ? null : deferred, (s, signal) => (s.data.length >= threshold ? parseInWorker(s.data, signal) : parse(s.data)));
  const [last, setLast] = useState<T | null>(null);
  const current = result.status === 'done' ? result.value : null;
  if (current !== null && current !== last) setLast(current);
  if (deferred === null && last !== null) setLast(null);
  return {
    value: result.status === 'error' || deferred === null ? null : (current ?? last),
    error: result.status === 'error' ? result.message : null,
    pending: large && result.status === 'pending',
    cancelled,
    cancel: () => setCancelledSource(deferred),
    retry: () => setCancelledSource(null),
  };
}
