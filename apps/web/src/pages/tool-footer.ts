/**
 * Turns a library reference into a Markdown link.
 *
 * @param pkg - an npm package name (`@scope/name` or `name`) or a full `http(s)://` URL.
 * @returns `[label](url)`: package names link to their page on the public npm registry website.
 */
export function packageLink(pkg: string): string {
  if (/^https?:\/\//i.test(pkg)) {
    const label = pkg.replace(/^https?:\/\//i, '').replace(/\/$/, '');
    return `[${label}](${pkg})`;
  }
  return `[${pkg}](https://www.npmjs.com/package/${pkg})`;
}

/**
 * Builds a tool page's footer Markdown.
 *
 * @param madeWith - the translated "Made with" label.
 * @param npmPackages - libraries the tool uses (names or URLs).
 * @param footer - the tool's own footer text (Markdown), if any.
 * @returns Markdown, or an empty string when there is nothing to show.
 */
export function toolFooterMarkdown(madeWith: string, npmPackages: readonly string[] = [], footer?: string): string {
  const parts: string[] = [];
  if (npmPackages.length > 0) parts.push(`${madeWith} ${npmPackages.map(packageLink).join(', ')}`);
  if (footer?.trim()) parts.push(footer.trim());
  return parts.join('\n\n');
}
