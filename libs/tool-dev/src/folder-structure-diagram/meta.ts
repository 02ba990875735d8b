import { defineTool } from '@handy-tools/ui/kit';

export const folderStructureDiagramTool = defineTool({
  path: '/folder-structure-diagram',
  name: 'Folder structure diagram',
  description: 'Turn an indented list or paths into a tree diagram (├── └──) and back.',
  keywords: ['folder', 'structure', 'diagram'],
  icon: 'IconTool',
  component: () => import('./FolderStructureDiagramTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
