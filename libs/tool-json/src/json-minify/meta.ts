import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonMinifyState`: `input`, `json5`. */
export const jsonMinify = defineTool({
  path: '/json-minify',
  name: 'JSON minify',
  description: 'Minify JSON to one line without whitespace, keeping every value exactly; shows the bytes saved. Strict or JSON5 input, large files too.',
  keywords: ['json', 'minify', 'compact', 'compress', 'uglify', 'whitespace', 'one line', 'json5', 'size'],
  icon: 'IconArrowsMinimize',
  component: () => import('./JsonMinifyTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['jsonc-parser', 'json5'],
  examples: [
    {
      label: 'RFC 8259 object',
      state: {
        input: '{\n  "Image": {\n    "Width":  800,\n    "Height": 600,\n    "Title":  "View from 15th Floor",\n    "IDs": [116, 943, 234, 38793]\n  }\n}',
        json5: true,
      },
    },
    { label: 'JSON5 config', state: { input: "// settings\n{\n  name: 'demo',\n  ports: [8080, 8443,],\n}", json5: true } },
  ],
});
