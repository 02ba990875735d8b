/**
 * A small Plausible-compatible analytics client (the event API of Plausible Analytics:
 * `POST {host}/api/event`, a JSON body sent as `text/plain` so that no CORS preflight is needed).
 * Same protocol and rules as Plausible's own `plausible-tracker` package.
 */

/** The body of one event, with Plausible's short field names. */
export interface PlausiblePayload {
  /** Event name: `pageview` or a custom event such as `Outbound Link: Click`. */
  n: string;
  /** The page URL (with its hash in hash mode). */
  u: string;
  /** The site's domain as registered in Plausible. */
  d: string;
  /** The referrer, or null. */
  r: string | null;
  /** The viewport width, in CSS pixels. */
  w: number;
  /** Hash-based routing: 1, else 0. */
  h: 1 | 0;
  /** Custom properties, as a JSON string; absent when there are none. */
  p?: string;
}

/** Custom properties of an event (Plausible accepts strings, numbers and booleans). */
export type EventProps = Record<string, string | number | boolean>;

/** What the payload is built from: the page and the site. */
export interface PageData {
  url: string;
  referrer: string | null;
  deviceWidth: number;
  domain: string;
  hashMode: boolean;
}

/**
 * Builds an event's body.
 *
 * @param name - event name (`pageview`, or a goal name).
 * @param data - the page URL, referrer ('' counts as none), viewport width (px), site domain, hash mode.
 * @param props - custom properties; sent as a JSON string in `p` when present and non-empty.
 * @returns the payload, ready for `JSON.stringify`.
 */
export function buildPayload(name: string, data: PageData, props?: EventProps): PlausiblePayload {
  const payload: PlausiblePayload = {
    n: name,
    u: data.url,
    d: data.domain,
    r: data.referrer || null,
    w: data.deviceWidth,
    h: data.hashMode ? 1 : 0,
  };
  if (props && Object.keys(props).length > 0) payload.p = JSON.stringify(props);
  return payload;
}

/** The localStorage key that, set to the string 'true', stops this browser's events. */
export const IGNORE_KEY = 'plausible_ignore';

/** The state the skip rules look at. */
export interface SkipContext {
  /** `location.hostname` (IPv6 in brackets, as URL gives it). */
  hostname: string;
  /** `location.protocol`, e.g. `https:`. */
  protocol: string;
  /** Track even on a local host. */
  trackLocalhost: boolean;
  /** The value stored under {@link IGNORE_KEY}, or null. */
  ignoreFlag: string | null;
}

/** Whether a host name is this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLocalHostname(hostname: string): boolean {
  return /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i.test(hostname);
}

/**
 * Decides whether an event must not be sent.
 *
 * @param context - where the page runs and what the visitor asked.
 * @returns the reason to skip (a sentence for a console warning), or null to send.
 */
export function skipReason(context: SkipContext): string | null {
  if (context.ignoreFlag === 'true') return `Ignoring event because "${IGNORE_KEY}" is set to "true" in localStorage.`;
  if (!context.trackLocalhost && (isLocalHostname(context.hostname) || context.protocol === 'file:')) {
    return 'Ignoring event because the website is running locally (set VITE_TRACK_LOCALHOST=true to track it).';
  }
  return null;
}

/**
 * The URL events are posted to.
 *
 * @param host - the analytics host, e.g. `https://plausible.io` (a trailing slash is allowed).
 * @returns `{host}/api/event`.
 */
export function eventEndpoint(host: string): string {
  return `${host.replace(/\/+$/, '')}/api/event`;
}

/** Options of {@link createPlausible}. */
export interface PlausibleOptions {
  domain: string;
  host: string;
  trackLocalhost: boolean;
  hashMode?: boolean;
}

/** The browser surface the client uses (injected so that Node tests can fake it). */
export interface PlausibleEnvironment {
  location: Pick<Location, 'href' | 'hostname' | 'protocol' | 'pathname' | 'search'>;
  referrer: () => string;
  innerWidth: () => number;
  /** Reads the ignore flag; may throw (storage disabled), which counts as not set. */
  readIgnoreFlag: () => string | null;
  fetch: typeof fetch;
  warn: (message: string) => void;
}

/** The client: send page views and custom events. */
export interface Plausible {
  /** Sends a page view of the current URL. */
  trackPageview(): void;
  /** Sends a custom event with optional properties. */
  trackEvent(name: string, props?: EventProps): void;
}

/** The real browser environment. */
export function browserEnvironment(): PlausibleEnvironment {
  return {
    location: window.location,
    referrer: () => document.referrer,
    innerWidth: () => window.innerWidth,
    readIgnoreFlag: () => window.localStorage.getItem(IGNORE_KEY),
    fetch: (input, init) => window.fetch(input, init),
    warn: (message) => console.warn(`[Analytics] ${message}`),
  };
}

/**
 * Creates a client. Events are skipped, with a console warning, on a local host (unless
 * `trackLocalhost`) and whenever localStorage holds `plausible_ignore` = 'true'.
 *
 * @param options - site domain, analytics host (`https://…`), local tracking, hash mode.
 * @param env - the browser surface; {@link browserEnvironment} by default.
 * @returns the client. Network errors are swallowed: analytics never breaks the page.
 */
export function createPlausible(options: PlausibleOptions, env: PlausibleEnvironment = browserEnvironment()): Plausible {
  const endpoint = eventEndpoint(options.host);
  const send = (name: string, props?: EventProps) => {
    let ignoreFlag: string | null = null;
    try {
      ignoreFlag = env.readIgnoreFlag();
    } catch {
      // Storage unavailable: the visitor cannot have set the flag.
    }
    const reason = skipReason({ hostname: env.location.hostname, protocol: env.location.protocol, trackLocalhost: options.trackLocalhost, ignoreFlag });
    if (reason) {
      env.warn(reason);
      return;
    }
    const payload = buildPayload(
      name,
      { url: env.location.href, referrer: env.referrer(), deviceWidth: env.innerWidth(), domain: options.domain, hashMode: options.hashMode ?? false },
      props,
    );
    env
      .fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(payload), keepalive: true })
      .catch(() => {
        // Offline or blocked: nothing to do.
      });
  };
  return { trackPageview: () => send('pageview'), trackEvent: (name, props) => send(name, props) };
}

/** The goal name Plausible uses for outbound link clicks. */
export const OUTBOUND_LINK_EVENT = 'Outbound Link: Click';
/** How long a same-tab navigation to an outbound link waits so that its event can leave, in ms. */
export const OUTBOUND_DELAY_MS = 150;

/**
 * Whether a link leads to another origin over http(s).
 *
 * @param href - the link's absolute URL (`HTMLAnchorElement.href`).
 * @param pageOrigin - the current page's origin.
 */
export function isOutboundLink(href: string, pageOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== pageOrigin;
}

/** The parts of a click that decide whether the navigation may be delayed. */
export interface ClickInfo {
  type: string;
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  /** The link's `target` attribute ('' when absent). */
  target: string;
  /** Whether the link has a `download` attribute. */
  download: boolean;
}

/**
 * Whether an outbound click navigates this tab, so that we should hold it back
 * {@link OUTBOUND_DELAY_MS} ms and navigate ourselves. Not for modified clicks (new tab or
 * window), middle clicks, `target` other than `_self`, downloads, or clicks another handler took.
 */
export function shouldDelayNavigation(click: ClickInfo): boolean {
  if (click.type !== 'click' || click.button !== 0) return false;
  if (click.ctrlKey || click.metaKey || click.shiftKey || click.altKey || click.defaultPrevented || click.download) return false;
  return click.target === '' || click.target.toLowerCase() === '_self';
}
