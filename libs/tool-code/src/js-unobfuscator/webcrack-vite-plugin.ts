import type { Plugin } from 'vite';

/**
 * A Vite plugin for the worker build of an app that bundles the JavaScript deobfuscator
 * (`js-unobfuscator.worker`): webcrack is written for Node. It imports `node:path` (module paths
 * of unpacked bundles) and, lazily, `isolated-vm` (its Node-only sandbox; the tool passes its own)
 * and `node:fs/promises` (saving to disk, unused). For importers inside webcrack only, `node:path`
 * becomes path-browserify with relative paths resolved against "/" (a worker has no
 * `process.cwd()`), and the other two an empty module.
 *
 * Use: `worker: { format: 'es', plugins: () => [webcrackBrowserPlugin()] }` in the Vite config
 * (path-browserify must be installed; it is a dependency of this package).
 *
 * @returns the plugin (`enforce: 'pre'`).
 */
export function webcrackBrowserPlugin(): Plugin {
  const empty = '\0handy-tools-webcrack-empty';
  const path = '\0handy-tools-webcrack-path';
  const pathModule = [
    "import p from 'path-browserify';",
    "const abs = (s) => (s.startsWith('/') ? s : '/' + s);",
    'const relative = (from, to) => p.relative(abs(from), abs(to));',
    "const resolve = (...s) => p.resolve('/', ...s);",
    'export const posix = { ...p, relative, resolve };',
    'export const { basename, dirname, extname, isAbsolute, join, normalize, sep } = p;',
    'export { relative, resolve };',
    'export default posix;',
  ].join('\n');
  return {
    name: 'handy-tools-webcrack-browser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]node_modules[\\/]webcrack[\\/]/.test(importer)) return null;
      if (source === 'node:path') return path;
      if (source === 'isolated-vm' || source === 'node:fs/promises') return empty;
      return null;
    },
    load: (id) => (id === empty ? 'export default {};' : id === path ? pathModule : null),
  };
}
