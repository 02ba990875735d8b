import { useEffect } from 'react';

/** The page-head values one page asks for. */
export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string;
}

/** How long head writes wait, in milliseconds, so that quick successive pages write once. */
export const PAGE_META_DEBOUNCE_MS = 10;

let pending: ReturnType<typeof setTimeout> | undefined;

let prerenderedMeta: ((meta: PageMeta) => void) | undefined;

/**
 * Receives, during prerendering at build time, the head values each rendered page asks for
 * (effects do not run there). The build writes the last one into the page's HTML.
 *
 * @param listener - called on every render of a page using {@link usePageMeta}; undefined to stop.
 */
export function onPrerenderedPageMeta(listener: ((meta: PageMeta) => void) | undefined): void {
  prerenderedMeta = listener;
}

function setMeta(name: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.append(el);
  }
  el.content = content;
}

/**
 * Schedules the page-head update: the DOM is written {@link PAGE_META_DEBOUNCE_MS} ms after the
 * last call, with that call's values (latest wins, across every caller).
 *
 * @param meta - the title, and optionally the description and keywords (comma-separated) meta tags;
 *   an absent description or keywords leaves the tag as it is.
 */
export function schedulePageMeta(meta: PageMeta): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    document.title = meta.title;
    if (meta.description !== undefined) setMeta('description', meta.description);
    if (meta.keywords !== undefined) setMeta('keywords', meta.keywords);
  }, PAGE_META_DEBOUNCE_MS);
}

/**
 * Sets the document title and, when given, the description and keywords meta tags
 * (debounced by {@link PAGE_META_DEBOUNCE_MS} ms; the latest values win).
 *
 * @param title - the full page title.
 * @param meta - optional description and keywords for the meta tags.
 */
export function usePageMeta(title: string, meta?: { description?: string; keywords?: readonly string[] }) {
  const description = meta?.description;
  const keywords = meta?.keywords?.join(', ');
  prerenderedMeta?.({ title, description, keywords });
  useEffect(() => {
    schedulePageMeta({ title, description, keywords });
  }, [title, description, keywords]);
}
