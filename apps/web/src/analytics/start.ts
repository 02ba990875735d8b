import {
  createPlausible,
  isOutboundLink,
  OUTBOUND_DELAY_MS,
  OUTBOUND_LINK_EVENT,
  shouldDelayNavigation,
  type Plausible,
  type PlausibleOptions,
} from './plausible';

/** The part of a router that analytics reads: the current location and a change subscription. */
export interface RouterLike {
  state: { location: { pathname: string; hash: string } };
  subscribe(listener: (state: { location: { pathname: string; hash: string } }) => void): () => void;
}

/**
 * Sends a page view now and on every route change (a new path; in hash mode, a new hash too;
 * a query-string change alone is the same page).
 *
 * @param router - the app's location source (see browser-location.ts).
 * @param plausible - the client.
 * @param hashMode - whether hash changes are page changes.
 * @returns a function that stops listening.
 */
export function trackPageviews(router: RouterLike, plausible: Plausible, hashMode = false): () => void {
  const key = (location: { pathname: string; hash: string }) => (hashMode ? `${location.pathname}${location.hash}` : location.pathname);
  let last = key(router.state.location);
  plausible.trackPageview();
  return router.subscribe((state) => {
    const next = key(state.location);
    if (next === last) return;
    last = next;
    plausible.trackPageview();
  });
}

/**
 * Sends `Outbound Link: Click` (props `{ url }`) for clicks and middle clicks on links to
 * another origin. A plain same-tab click is held back {@link OUTBOUND_DELAY_MS} ms so the event
 * can leave, then navigates; modified clicks and `target="_blank"` links go at once.
 *
 * @param doc - the document to listen on.
 * @param plausible - the client.
 * @param navigate - how to follow the link after the delay.
 * @returns a function that stops listening.
 */
export function trackOutboundLinks(doc: Document, plausible: Plausible, navigate: (url: string) => void = (url) => doc.defaultView?.location.assign(url)): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const link = event.target instanceof Element ? event.target.closest('a[href], area[href]') : null;
    if (!link) return;
    let url: string;
    try {
      url = new URL(link.getAttribute('href') ?? '', doc.baseURI).href;
    } catch {
      return;
    }
    if (!isOutboundLink(url, doc.location.origin)) return;
    plausible.trackEvent(OUTBOUND_LINK_EVENT, { url });
    const delay = shouldDelayNavigation({
      type: event.type,
      button: event.button,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      defaultPrevented: event.defaultPrevented,
      target: link.getAttribute('target') ?? '',
      download: link.hasAttribute('download'),
    });
    if (!delay) return;
    event.preventDefault();
    setTimeout(() => navigate(url), OUTBOUND_DELAY_MS);
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('auxclick', onClick);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('auxclick', onClick);
  };
}

/**
 * Starts analytics: page views on route changes and outbound link clicks.
 *
 * @param router - the app's data router.
 * @param options - domain, host and local tracking from the app configuration.
 * @returns a function that stops everything.
 */
export function startAnalytics(router: RouterLike, options: PlausibleOptions): () => void {
  const plausible = createPlausible(options);
  const stopPageviews = trackPageviews(router, plausible, options.hashMode);
  const stopOutbound = trackOutboundLinks(document, plausible);
  return () => {
    stopPageviews();
    stopOutbound();
  };
}
