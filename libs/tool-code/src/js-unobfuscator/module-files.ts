// Light helpers for the page (no webcrack here: the page must not load Babel).

/**
 * The file name a module gets in a downloaded archive: its path without leading `./` or `/`, with
 * `..` segments and characters that file systems refuse removed, under `modules/`; `.js` added when it
 * has no extension. Keeps an archive from writing outside its folder (zip-slip).
 *
 * @param path - the module's path from {@link UnpackedModule.path}.
 * @param id - its id, used when nothing is left of the path.
 * @returns a relative path such as `modules/src/index.js`.
 */
export function moduleFileName(path: string, id: string): string {
  const segments = path
    .replace(/\\/g, '/')
    .split('/')
    // eslint-disable-next-line no-control-regex -- control characters are what we strip
    .map((segment) => segment.replace(/[\u0000-\u001f<>:"|?*]/g, '_').trim())
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (segments.length === 0) segments.push(id.replace(/[^\w.-]/g, '_') || 'module');
  const last = segments.length - 1;
  if (!/\.[a-z0-9]{1,6}$/i.test(segments[last] ?? '')) segments[last] = `${segments[last]}.js`;
  return `modules/${segments.join('/')}`;
}
