// php-parser reads `process.arch` when it loads (to pick 64-bit integer limits on "x64"), and
// browsers and workers have no `process`. This module, imported just before php-parser, lends a
// minimal `process` for that moment; `restoreProcess()` removes it right after, so no other
// library mistakes the page for Node.

const scope = globalThis as { process?: unknown };
const lent = typeof scope.process === 'undefined';
if (lent) scope.process = { arch: 'x64' };

/** Removes the `process` lent for php-parser's loading (no-op in Node). */
export function restoreProcess(): void {
  if (lent) delete scope.process;
}
