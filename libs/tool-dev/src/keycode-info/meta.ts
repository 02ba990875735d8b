import { defineTool } from '@handy-tools/ui/kit';

export const keycodeInfoTool = defineTool({
  path: '/keycode-info',
  name: 'Keycode info',
  description: 'Press a key to see its key, code, keyCode, which, location and modifiers.',
  keywords: ['keycode', 'info'],
  icon: 'IconTool',
  component: () => import('./KeycodeInfoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
