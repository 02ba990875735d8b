import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonEditorState`: `input` and `mode` (`tree`, `text`, `table`). */
export const tool = defineTool({
  path: '/json-editor',
  name: 'JSON Editor',
  description: 'View and edit JSON as a tree, as text or as a table: validation with line and column, expand and collapse, search and replace, sort and transform, open and download files.',
  keywords: ['json', 'editor', 'tree', 'viewer', 'table', 'validate', 'search', 'jsoneditor', 'expand', 'collapse'],
  icon: 'IconJson',
  component: () => import('./JsonEditorTool.js'),
  createdAt: '2026-11-23',
  npmPackages: ['vanilla-jsoneditor', 'jsonc-parser'],
  bundleBudget: { kb: 340, reason: 'vanilla-jsoneditor: its own Svelte runtime, CodeMirror 6, Ajv, JSON repair and three query languages (measured 323 KB gzip)' },
  examples: [
    { label: 'Tree of an API response', state: { mode: 'tree', input: '{"id":1,"name":"Leanne Graham","username":"Bret","email":"Sincere@april.biz","address":{"street":"Kulas Light","suite":"Apt. 556","city":"Gwenborough","zipcode":"92998-3874","geo":{"lat":"-37.3159","lng":"81.1496"}},"phone":"1-770-736-8031 x56442","website":"hildegard.org","company":{"name":"Romaguera-Crona","catchPhrase":"Multi-layered client-server neural-net","bs":"harness real-time e-markets"}}' } },
    { label: 'Table of records', state: { mode: 'table', input: '[{"id":1,"name":"Ada Lovelace","born":1815,"field":"mathematics"},{"id":2,"name":"Grace Hopper","born":1906,"field":"computer science"},{"id":3,"name":"Katherine Johnson","born":1918,"field":"mathematics"}]' } },
    { label: 'Text (RFC 8259 example)', state: { mode: 'text', input: '{\n  "Image": {\n    "Width": 800,\n    "Height": 600,\n    "Title": "View from 15th Floor",\n    "Thumbnail": {\n      "Url": "http://www.example.com/image/481989943",\n      "Height": 125,\n      "Width": 100\n    },\n    "Animated": false,\n    "IDs": [116, 943, 234, 38793]\n  }\n}' } },
  ],
});
