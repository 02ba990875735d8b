import { checkResponse, explainNetworkError, ToolInputError } from '@handy-tools/ui/kit';

/** The part of `fetch` the online tools use; tests pass a mock. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** How an online tool's request is made: the fetch to use, cancellation, time limit. */
export interface RequestOptions {
  /** The fetch implementation (default: the global `fetch`). */
  fetch?: FetchLike;
  /** Aborts the request (a newer input, the tool closed). */
  signal?: AbortSignal;
  /** Time limit in milliseconds (default 10,000). */
  timeoutMs?: number;
  /** Whether the browser believes it is online (default: `navigator.onLine`, true outside a browser). */
  online?: boolean;
}

/** Default time limit of a request, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 10_000;

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean' ? true : navigator.onLine;
}

/**
 * Fetches a URL and returns the response when its status is 2xx; every failure becomes a
 * `NetworkError` with a message for users (offline, unreachable or refused by CORS, timeout,
 * cancelled, HTTP status) through the kit's `explainNetworkError` and `checkResponse`.
 *
 * @param url - the absolute https URL.
 * @param init - fetch options (method, headers, body); its signal is replaced by one that
 *   combines `options.signal` and the time limit.
 * @param options - see {@link RequestOptions}.
 * @returns the response (status 200–299), its body not read.
 * @throws NetworkError of kind `offline`, `unreachable`, `timeout`, `aborted` or `http`.
 * @see Fetch Standard, https://fetch.spec.whatwg.org/
 */
export async function fetchOk(url: string, init: RequestInit = {}, options: RequestOptions = {}): Promise<Response> {
  const doFetch: FetchLike = options.fetch ?? ((u, i) => fetch(u, i));
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await doFetch(url, { ...init, signal });
  } catch (error) {
    // A timeout through AbortSignal.any surfaces as the signal's reason.
    const reason = signal.aborted && signal.reason instanceof DOMException ? signal.reason : error;
    throw explainNetworkError(reason, url, options.online ?? browserOnline());
  }
  return checkResponse(response, url);
}

/**
 * Fetches a URL and parses its body as JSON.
 *
 * @param url - the absolute https URL.
 * @param options - see {@link RequestOptions}.
 * @returns the parsed JSON value (not validated: the caller checks its shape).
 * @throws NetworkError as {@link fetchOk}; ToolInputError when the body is not JSON (naming the host).
 * @see RFC 8259 (JSON).
 */
export async function fetchJson(url: string, options: RequestOptions = {}, init: RequestInit = {}): Promise<unknown> {
  const response = await fetchOk(url, { ...init, headers: { accept: 'application/json', ...(init.headers ?? {}) } }, options);
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw explainNetworkError(error, url, options.online ?? browserOnline());
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ToolInputError(`${new URL(url).host} answered with something that is not JSON.`);
  }
}

/** True when a value is a plain object (a JSON object). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

