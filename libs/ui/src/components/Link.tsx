import type { AnchorHTMLAttributes, ReactNode } from 'react';
import styles from './widgets.module.css';

/** Props of {@link Link}. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children: ReactNode;
}

/**
 * Whether a URL points outside the current origin.
 *
 * @param href - an absolute or relative URL.
 * @param origin - the page's origin (defaults to `location.origin`, or none outside a browser).
 * @returns true for http(s) URLs of another origin.
 */
export function isExternalUrl(href: string, origin: string = typeof location === 'undefined' ? 'http://localhost' : location.origin): boolean {
  try {
    const url = new URL(href, origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
  } catch {
    return false;
  }
}

/** A themed link; links to another origin open in a new tab with `rel="noopener noreferrer"`. */
export function Link({ href, children, className, ...rest }: LinkProps) {
  const external = isExternalUrl(href);
  return (
    <a
      href={href}
      className={[styles.link, className].filter(Boolean).join(' ')}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
