import { ToolInputError } from './tool-input-error.js';

/** Why a request of a network tool failed, as far as a page can know. */
export type NetworkFailureKind = 'offline' | 'unreachable' | 'http' | 'timeout' | 'aborted';

/**
 * The error a network tool throws when a request fails: a {@link ToolInputError} (its message is
 * for users and is shown next to the field) with the kind of failure and, for `http`, the status.
 */
export class NetworkError extends ToolInputError {
  readonly kind: NetworkFailureKind;
  /** HTTP status of the response, for `http` failures. */
  readonly status?: number;

  /**
   * @param kind - what happened (see {@link NetworkFailureKind}).
   * @param message - a sentence for users.
   * @param options - the status for `http` failures and the underlying error.
   */
  constructor(kind: NetworkFailureKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'NetworkError';
    this.kind = kind;
    this.status = options.status;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/**
 * Turns what `fetch` (or a WebSocket) threw into a {@link NetworkError} whose message says what a
 * user can do. Browsers give pages one opaque `TypeError` for a refused connection, a DNS
 * failure, a CORS refusal, a Content-Security-Policy block and mixed content alike, so the
 * message for `unreachable` names the possible causes instead of guessing one.
 *
 * @param error - the thrown value (`TypeError` from fetch, `DOMException` `AbortError` or
 *   `TimeoutError` from an `AbortSignal`, or anything else).
 * @param url - the address that was requested (its host is named in the message).
 * @param online - whether the browser believes it is online (`navigator.onLine`; true when unknown).
 * @returns a NetworkError of kind `offline`, `timeout`, `aborted` or `unreachable`; a
 *   NetworkError passed in is returned as it is.
 * @see Fetch Standard §4.1 (network errors are opaque to the page), https://fetch.spec.whatwg.org/#concept-network-error
 */
export function explainNetworkError(error: unknown, url: string, online = true): NetworkError {
  if (error instanceof NetworkError) return error;
  const host = hostOf(url);
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'TimeoutError') return new NetworkError('timeout', `${host} did not answer in time.`, { cause: error });
  if (name === 'AbortError') return new NetworkError('aborted', 'The request was cancelled.', { cause: error });
  if (!online) {
    return new NetworkError('offline', `You are offline: this tool needs to reach ${host}. Connect to the internet and try again.`, { cause: error });
  }
  return new NetworkError(
    'unreachable',
    `Could not reach ${host}. It may be down or blocked by your network, or it does not allow requests from other sites (CORS)` +
      (url.startsWith('http:') || url.startsWith('ws:') ? ', or the page is on https:// and the address is not' : '') +
      '.',
    { cause: error },
  );
}

/**
 * Checks a response's status and turns a failure into a {@link NetworkError} of kind `http`.
 *
 * @param response - the fetch Response (only `ok`, `status`, `statusText` and `url` are read).
 * @param url - the address that was requested, when `response.url` is empty.
 * @returns the same response when its status is 200–299.
 * @throws NetworkError of kind `http` naming the host and the status, e.g. "api.example.com
 *   answered 429 Too Many Requests."
 * @see RFC 9110 §15 (status codes).
 */
export function checkResponse<R extends Pick<Response, 'ok' | 'status' | 'statusText' | 'url'>>(response: R, url = response.url): R {
  if (response.ok) return response;
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  throw new NetworkError('http', `${hostOf(response.url || url)} answered ${status}.`, { status: response.status });
}
