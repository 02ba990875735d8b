import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

/** Absolute path of the workspace root. */
export const workspaceRoot = fileURLToPath(new URL('.', import.meta.url));

/** Export condition that resolves workspace libs to their TypeScript sources. */
export const sourceCondition = '@handy-tools/source';

/** Plugins every Vite/Vitest config of the workspace uses: Lingui macros, then React. */
export function sharedPlugins(): PluginOption[] {
  return [
    lingui({ macroTransform: true, configPath: `${workspaceRoot}lingui.config.ts` }),
    react(),
  ];
}
