import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
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
