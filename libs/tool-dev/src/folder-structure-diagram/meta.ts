import { defineTool } from '@handy-tools/ui/kit';

export const folderStructureDiagramTool = defineTool({
  path: '/folder-structure-diagram',
  name: 'Folder structure diagram',
  description: 'Turn an indented list or file paths into a tree diagram (├── └──), and a tree back into paths.',
  keywords: ['folder', 'directory', 'tree', 'structure', 'diagram', 'ascii', 'paths', 'indented', 'readme', 'project layout'],
  icon: 'IconFolderOpen',
  component: () => import('./FolderStructureDiagramTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'Indented list',
      state: {
        structure: 'my-app\n  src\n    index.html\n    main.ts\n    main.scss\n  build\n    main.js\n    main.css\n  README.md',
        rootName: '',
      },
    },
    {
      label: 'Paths, folders first',
      state: {
        structure: 'src/app/main.ts\nsrc/app/util.ts\nsrc/index.ts\npackage.json\ndocs/',
        rootName: '.',
        sort: 'folders-first',
        trailingSlash: true,
      },
    },
    {
      label: 'Read a tree',
      state: {
        tree: '.\n├── README.md\n├── package.json\n└── src\n    ├── index.ts\n    └── lib\n        └── util.ts\n\n2 directories, 4 files',
      },
    },
  ],
});
