import { defineTool } from '@handy-tools/ui/kit';

export const lengthConverterTool = defineTool({
  path: '/length-converter',
  name: 'Length converter',
  description: 'Convert lengths between metres, kilometres, inches, feet, yards, miles, nautical miles and more: type in any field, the others follow.',
  keywords: ['length', 'converter'],
  icon: 'IconTool',
  component: () => import('./LengthConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
