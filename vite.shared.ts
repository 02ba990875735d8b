import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { globSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { posix, relative } from 'node:path';
import { writeLibDeclarations } from './tools/scripts/lib-declarations.ts';
import type { Plugin, PluginOption, UserConfig } from 'vite';

/** Absolute path of the workspace root. */
export const workspaceRoot = fileURLToPath(new URL('.', import.meta.url));

/** Export condition that resolves workspace libs to their TypeScript sources. */
export const sourceCondition = '@handy-tools/source';

/** Plugins every Vite/Vitest config of the workspace uses: Lingui macros, then React. */
export function sharedPlugins(): PluginOption[] {
  return [
    // Messages keep their English text in production too, so a string not yet in the catalogs
    // shows in English rather than as a hashed id.
    lingui({ macroTransform: { macro: { descriptorFields: 'message' } }, configPath: `${workspaceRoot}lingui.config.ts` }),
    react(),
  ];
}

/**
 * The class name a CSS module's class gets in the app's build: `_` and 6 characters of the
 * SHA-256 (base64url) of the stylesheet's path from the workspace root and the class's name.
 * Short, since the prerendered pages repeat them (the home page's ~250 cards and ~250 menu
 * links: Vite's default `_card_1ifzl_12` made a quarter of its HTML), and the same on every
 * machine and in the browser and prerender builds alike (both use {@link shortCssClassNames}).
 *
 * @param name - the class's name in the module, e.g. `card`.
 * @param filename - the stylesheet's absolute path (a `?query` is ignored).
 * @returns e.g. `_Xk3f9Q`.
 */
export function shortCssClassName(name: string, filename: string): string {
  const file = relative(workspaceRoot, filename.replace(/\?.*$/, '')).replaceAll('\\', '/');
  return `_${createHash('sha256').update(`${file}:${name}`).digest('base64url').slice(0, 6)}`;
}

/**
 * Vite plugin: CSS modules' classes get {@link shortCssClassName}s in builds; the dev server and
 * Vitest keep Vite's readable default. Two classes that would get the same name stop the build.
 */
export function shortCssClassNames(): Plugin {
  const owners = new Map<string, string>();
  const generateScopedName = (name: string, filename: string) => {
    const short = shortCssClassName(name, filename);
    const owner = `${filename.replace(/\?.*$/, '')}:${name}`;
    const known = owners.get(short);
    if (known !== undefined && known !== owner) throw new Error(`CSS modules: ${owner} and ${known} would both be .${short}`);
    owners.set(short, owner);
    return short;
  };
  return {
    name: 'handy-tools-short-css-class-names',
    config: (_config, { command }) => (command === 'build' ? { css: { modules: { generateScopedName } } } : undefined),
  };
}

/**
 * Resolution settings that make workspace libs resolve to their TypeScript sources, for the
 * browser build and for Node (SSR/Vitest) alike.
 */
export function sourceResolution(): Pick<UserConfig, 'resolve' | 'ssr'> {
  return {
    // `onnxruntime-web-use-extern-wasm`: ONNX Runtime Web's build that takes its WASM from the URLs
    // it is given (the math OCR ships its own), without a second, unused 27 MB binary in the build.
    resolve: { conditions: [sourceCondition, 'module', 'browser', 'onnxruntime-web-use-extern-wasm', 'development|production'] },
    ssr: { resolve: { conditions: [sourceCondition, 'module', 'node', 'development|production'], externalConditions: [sourceCondition] } },
  };
}

/**
 * Library-mode build of a workspace package for publishing. What a consumer gets (see each
 * package's README):
 * - one ES module per source module (`preserveModules`), so `dist/` mirrors `src/`: the file of an
 *   `exports` entry is `./dist/<its source path>.js`, and a relative `new URL('./x.worker.js',
 *   import.meta.url)` in the sources still points at the worker's own built file;
 * - every bare import left external (react, react-dom, react/jsx-runtime, @lingui/*, every
 *   dependency): a dist never holds another package's code. An import of a package the
 *   package.json does not declare fails the build;
 * - workers as plain entries (`src/**\/*.worker.ts`), referenced by a literal relative
 *   `new Worker(new URL('./x.worker.js', import.meta.url), { type: 'module' })`, which Vite,
 *   webpack 5, Rspack and Parcel bundle for the consumer;
 * - CSS: `stylesheet` (the UI kit) bundles every style into one `dist/<name>.css` that the
 *   package exports and its README names, so every JS entry still imports in plain Node;
 *   `per-module` (tool families) emits each module's CSS beside it (`X.module.css` as `X.css`:
 *   its class names are already hashed) and has that module import it, so a tool's styles arrive
 *   with its lazily loaded component.
 *
 * A lib's `vite.config.ts` is `export default libraryConfig(import.meta.url)`.
 *
 * @param configUrl - `import.meta.url` of the lib's vite.config.ts (its folder is the lib root).
 * @param options - `css`: how the package ships its styles (default `per-module`).
 * @returns the Vite configuration.
 * @throws Error (at build time) when a bare import is not declared in the package.json.
 */
export function libraryConfig(configUrl: string, options: { css?: 'stylesheet' | 'per-module' } = {}): UserConfig {
  const libRoot = fileURLToPath(new URL('.', configUrl));
  const srcRoot = `${libRoot}src`;
  const pkg = JSON.parse(readFileSync(`${libRoot}package.json`, 'utf8')) as LibraryPackageJson;
  const entry: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    const source = target[sourceCondition];
    if (!source || !/\.tsx?$/.test(source) || !target.import) continue;
    const built = builtPathOf(source);
    if (target.import !== built) throw new Error(`${pkg.name}: exports["${subpath}"].import is ${target.import}; the build writes ${built}`);
    entry[built.slice('./dist/'.length, -'.js'.length)] = `${libRoot}${source.slice(2)}`;
  }
  for (const worker of globSync('**/*.worker.ts', { cwd: srcRoot })) entry[worker.replace(/\.ts$/, '')] = `${srcRoot}/${worker}`;
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
  const undeclared = new Set<string>();
  const css = options.css ?? 'per-module';
  return {
    root: libRoot,
    plugins: [
      ...sharedPlugins(),
      libraryWorkerUrls(),
      libraryAssetUrls(),
      ...(css === 'per-module' ? [libraryCssImports()] : []),
      {
        name: 'handy-tools:undeclared-imports',
        buildEnd() {
          if (undeclared.size > 0) this.error(`${pkg.name} imports ${[...undeclared].join(', ')}: add them to dependencies or peerDependencies`);
        },
      },
      {
        // Type declarations beside the built modules (`dist/a/b.d.ts`), from one compiler run for
        // every lib (tools/scripts/lib-declarations.ts).
        name: 'handy-tools:declarations',
        apply: 'build',
        closeBundle() {
          writeLibDeclarations(libRoot);
        },
      },
    ],
    ...sourceResolution(),
    // Files emitted for `?url` imports (libraryAssetUrls) are found from the module that uses them.
    experimental: { renderBuiltUrl: (_fileName, { hostType }) => (hostType === 'js' ? { relative: true } : undefined) },
    build: {
      outDir: `${libRoot}dist`,
      emptyOutDir: true,
      target: 'es2023',
      minify: false,
      cssCodeSplit: css === 'per-module',
      lib: { entry, formats: ['es'], cssFileName: pkg.name.split('/').pop() },
      rollupOptions: {
        external: (id: string) => {
          const name = bareModuleName(id);
          if (name === null) return false;
          if (!declared.has(name) && !builtinModules.includes(name.replace(/^node:/, ''))) undeclared.add(name);
          return true;
        },
        output: { preserveModules: true, preserveModulesRoot: srcRoot, entryFileNames: '[name].js' },
      },
    },
  };
}

interface LibraryPackageJson {
  name: string;
  exports: Record<string, { [sourceCondition]?: string; import?: string }>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** `./src/a/b.tsx` → `./dist/a/b.js`: where the library build writes a source module. */
export function builtPathOf(source: string): string {
  return source.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, '.js');
}

/**
 * The package an import specifier names (`react/jsx-runtime` → `react`, `@lingui/react/macro` →
 * `@lingui/react`), or null for relative, absolute, virtual and already-resolved file ids.
 */
export function bareModuleName(id: string): string | null {
  if (/^(\.|\/|\0|[A-Za-z]:[\\/]|virtual:|data:)/.test(id) || id.includes('?')) return null;
  const parts = id.split('/');
  return id.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

const WORKER_URL_MARKER = '__handyToolsWorkerUrl__';

/**
 * Keeps `new Worker(new URL('./x.worker.js', import.meta.url), …)` as written, instead of Vite's
 * rewrite to a hashed asset URL behind `@vite-ignore` (which no consumer bundler follows): the
 * string is wrapped in a marker before Vite's worker plugin sees it and unwrapped in the output.
 * With `preserveModules` the relative path is still right, and the worker is an entry of its own.
 */
function libraryWorkerUrls(): Plugin {
  const pattern = /new\s+URL\(\s*(['"])(\.{1,2}\/[^'"]+\.worker\.js)\1\s*,\s*import\.meta\.url\s*\)/g;
  return {
    name: 'handy-tools:library-worker-urls',
    enforce: 'pre',
    transform(code) {
      if (!code.includes('.worker.js')) return null;
      const out = code.replace(pattern, (_m, _q, url: string) => `new URL(${WORKER_URL_MARKER}(${JSON.stringify(url)}), import.meta.url)`);
      return out === code ? null : { code: out, map: null };
    },
    renderChunk(code) {
      if (!code.includes(WORKER_URL_MARKER)) return null;
      return { code: code.replace(new RegExp(`${WORKER_URL_MARKER}\\(("[^"]+")\\)`, 'g'), '$1'), map: null };
    },
  };
}

/**
 * Ships the files a library imports with `?url` (a WASM binary, a sample image) beside its built
 * modules, and makes each such import `new URL('<relative path>', import.meta.url).href` in the
 * importing module — which Vite, webpack 5 and Rollup in a consumer's build follow and emit again.
 * (Vite's library mode would inline every such file as a base64 data URL, whatever its size: 19 MB
 * of JavaScript for a 14 MB WASM binary.) Only the default-import form is supported.
 */
function libraryAssetUrls(): Plugin {
  const pattern = /^import\s+([\w$]+)\s+from\s+(['"])([^'"]+)\?url\2;?$/gm;
  return {
    name: 'handy-tools:library-asset-urls',
    enforce: 'pre',
    transform(code, id) {
      if (!code.includes('?url')) return null;
      const out = code.replace(pattern, (_m, name: string, _q, specifier: string) => {
        // Node's resolution (package exports included), not Rollup's: that would mark a package's
        // file as an external import of the package.
        const file = createRequire(id).resolve(specifier);
        const ref = this.emitFile({ type: 'asset', fileName: `assets/${posix.basename(file)}`, source: readFileSync(file) });
        return `const ${name} = import.meta.ROLLUP_FILE_URL_${ref};`;
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * Makes each built module import the CSS Vite extracted from it (`import "./X.module.css"` at the
 * top), so the styles of a tool arrive with the component that uses them in any bundler.
 */
function libraryCssImports(): Plugin {
  return {
    name: 'handy-tools:library-css-imports',
    enforce: 'post',
    generateBundle(_options, bundle) {
      // `X.module.css` holds class names already hashed here; under that name the consumer's
      // bundler would treat it as a CSS module again and rename them. Ship it as `X.css`.
      const renamed = new Map<string, string>();
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.module.css')) continue;
        const fileName = asset.fileName.replace(/\.module\.css$/, '.css');
        renamed.set(asset.fileName, fileName);
        delete bundle[asset.fileName];
        this.emitFile({ type: 'asset', fileName, source: asset.source });
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = [...((chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])];
        if (css.length === 0) continue;
        const from = posix.dirname(chunk.fileName);
        chunk.code = css.map((file) => `import ${JSON.stringify(relativeImport(from, renamed.get(file) ?? file))};\n`).join('') + chunk.code;
      }
    },
  };
}

function relativeImport(fromDir: string, file: string): string {
  const path = posix.relative(fromDir, file);
  return path.startsWith('.') ? path : `./${path}`;
}
