import { useEffect } from 'react';

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
 * Sets the document title and, when given, the description and keywords meta tags.
 *
 * @param title - the full page title.
 * @param meta - optional description and keywords for the meta tags.
 */
export function usePageMeta(title: string, meta?: { description?: string; keywords?: readonly string[] }) {
  const description = meta?.description;
  const keywords = meta?.keywords?.join(', ');
  useEffect(() => {
    document.title = title;
    if (description !== undefined) setMeta('description', description);
    if (keywords !== undefined) setMeta('keywords', keywords);
  }, [title, description, keywords]);
}
