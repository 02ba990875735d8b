import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import dts from 'vite-plugin-dts';
import type { PluginOption, UserConfig } from 'vite';

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
 * Resolution settings that make workspace libs resolve to their TypeScript sources, for the
 * browser build and for Node (SSR/Vitest) alike.
 */
export function sourceResolution(): Pick<UserConfig, 'resolve' | 'ssr'> {
  return {
    resolve: { conditions: [sourceCondition, 'module', 'browser', 'development|production'] },
    ssr: { resolve: { conditions: [sourceCondition, 'module', 'node', 'development|production'], externalConditions: [sourceCondition] } },
  };
}

/**
 * Library-mode build of a workspace package for publishing: one ES module per `exports` entry
 * (`dist/index.js`, `dist/<tool>/<tool>.js`, …) with type declarations, every dependency left
 * external. A lib's `vite.config.ts` is `export default libraryConfig(import.meta.url)`.
 *
 * @param configUrl - `import.meta.url` of the lib's vite.config.ts (its folder is the lib root).
 * @returns the Vite configuration.
 */
export function libraryConfig(configUrl: string): UserConfig {
  const libRoot = fileURLToPath(new URL('.', configUrl));
  const pkg = JSON.parse(readFileSync(`${libRoot}package.json`, 'utf8')) as {
    exports: Record<string, { [sourceCondition]?: string; import?: string }>;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const entry: Record<string, string> = {};
  for (const target of Object.values(pkg.exports)) {
    const source = target[sourceCondition];
    const built = target.import;
    if (source && built && /\.tsx?$/.test(source)) entry[built.replace(/^\.\/dist\//, '').replace(/\.js$/, '')] = `${libRoot}${source.replace(/^\.\//, '')}`;
  }
  const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {}), 'react/jsx-runtime'];
  return {
    root: libRoot,
    plugins: [...sharedPlugins(), dts({ entryRoot: `${libRoot}src`, tsconfigPath: `${workspaceRoot}tsconfig.json`, include: [`${libRoot}src`], exclude: ['**/*.test.ts', '**/*.test.tsx'] })],
    ...sourceResolution(),
    build: {
      outDir: `${libRoot}dist`,
      emptyOutDir: true,
      target: 'es2023',
      lib: { entry, formats: ['es'] },
      rollupOptions: { external: (id: string) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`)) },
    },
  };
}
