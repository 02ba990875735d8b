// TypeScript declarations (.d.ts) of the workspace libs for their library builds (vite.shared.ts,
// `libraryConfig`). One TypeScript run emits the declarations of every lib at once, cached under
// node_modules/.cache by the state of the sources, and each lib's build copies its own part into
// its dist. Before, each package's build (vite-plugin-dts) made a TypeScript program of the whole
// workspace for itself: 16 packages took 84 s, nearly all of it in those programs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, globSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cacheRoot = join(root, 'node_modules/.cache/handy-tools-declarations');
/** A lock older than this was left by a killed build. */
const STALE_LOCK_MS = 10 * 60_000;

/** A key for the state of everything the declarations depend on: the libs' sources and package files, the compiler options. */
function sourcesKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'tsconfig.base.json')));
  const files = globSync(['libs/*/src/**/*.{ts,tsx}', 'libs/*/package.json'], { cwd: root }).sort();
  for (const file of files) {
    const { size, mtimeMs } = statSync(join(root, file));
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Runs the compiler over every lib's sources (tests left out) and writes their declarations under `dir/out`. */
function emit(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // In node_modules/.cache, so that type packages (vite/client, node) resolve as from the root.
  const tsconfig = join(dir, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: join(root, 'tsconfig.base.json'),
      compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, outDir: join(dir, 'out'), rootDir: root },
      include: [join(root, 'libs/*/src/**/*.ts'), join(root, 'libs/*/src/**/*.tsx')],
      exclude: [join(root, 'libs/*/src/**/*.test.ts'), join(root, 'libs/*/src/**/*.test.tsx'), join(root, '**/dist')],
    }),
  );
  const run = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', tsconfig], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`The libs' declarations did not compile (tsc exit ${run.status}):\n${run.stdout}${run.stderr}`);
  writeFileSync(join(dir, 'done'), '');
}

/**
 * The declarations of every workspace lib, emitted by one TypeScript run, or taken from the cache
 * when the sources have not changed since. Library builds running at the same time share one run:
 * the first takes a lock, the others wait for it.
 *
 * @returns the folder that mirrors the workspace: `<it>/libs/<lib>/src/**\/*.d.ts`.
 * @throws Error with the compiler's output when the declarations do not compile.
 */
export function workspaceDeclarations(): string {
  const key = sourcesKey();
  const dir = join(cacheRoot, key);
  const done = join(dir, 'done');
  mkdirSync(cacheRoot, { recursive: true });
  const lock = `${dir}.lock`;
  for (;;) {
    if (existsSync(done)) return join(dir, 'out');
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      else sleep(200); // another build is emitting them
      continue;
    }
    try {
      emit(dir);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
    // Older states of the sources are of no further use.
    for (const entry of readdirSync(cacheRoot)) if (entry !== key && !entry.endsWith('.lock')) rmSync(join(cacheRoot, entry), { recursive: true, force: true });
  }
}

/**
 * Writes a lib's declarations into its dist, mirroring its src (`src/a/b.ts` → `dist/a/b.d.ts`),
 * with the hand-written declarations of its src (modules that ship no types) as they are.
 *
 * @param libRoot - the lib's folder (holding `src/` and `dist/`).
 * @throws Error when the declarations do not compile ({@link workspaceDeclarations}).
 */
export function writeLibDeclarations(libRoot: string): void {
  const src = join(libRoot, 'src');
  const dist = join(libRoot, 'dist');
  const emitted = join(workspaceDeclarations(), relative(root, src));
  if (existsSync(emitted)) cpSync(emitted, dist, { recursive: true });
  for (const file of globSync('**/*.d.ts', { cwd: src })) cpSync(join(src, file), join(dist, file));
}
