import { defineTool } from '@handy-tools/ui/kit';

export const keycodeInfoTool = defineTool({
  path: '/keycode-info',
  name: 'Keycode info',
  description: 'Press a key to see its key, code, keyCode, which, location and modifiers, as a page receives them.',
  keywords: ['keycode', 'key', 'code', 'keyboard', 'event', 'keydown', 'which', 'location', 'modifiers', 'shortcut', 'javascript'],
  icon: 'IconKeyboard',
  component: () => import('./KeycodeInfoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'Shift + A',
      state: {
        last: { key: 'A', code: 'KeyA', keyCode: 65, which: 65, location: 0, modifiers: ['Shift'], repeat: false, isComposing: false },
      },
    },
    {
      label: 'Numpad Enter',
      state: {
        last: { key: 'Enter', code: 'NumpadEnter', keyCode: 13, which: 13, location: 3, modifiers: [], repeat: false, isComposing: false },
      },
    },
    {
      label: 'Right Ctrl',
      state: {
        last: {
          key: 'Control',
          code: 'ControlRight',
          keyCode: 17,
          which: 17,
          location: 2,
          modifiers: ['Control'],
          repeat: false,
          isComposing: false,
        },
      },
    },
  ],
});
