import { defineTool } from '@handy-tools/ui/kit';

export const javascriptPrettifierTool = defineTool({
  path: '/javascript-prettifier',
  name: 'JavaScript prettifier',
  description: 'Format JavaScript and TypeScript with Prettier: line width, tabs or spaces, quotes, semicolons.',
  keywords: ['javascript', 'prettifier', 'prettier', 'beautify', 'format', 'unminify', 'typescript', 'jsx', 'flow', 'json', 'js'],
  icon: 'IconBrandJavascript',
  component: () => import('./JavascriptPrettifierTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['prettier'],
  bundleBudget: {
    kb: 420,
    reason: 'Prettier with its Babel and estree plugins (~175 KB); the TypeScript parser (~215 KB) loads only when chosen',
  },
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'Minified JavaScript',
      state: {
        input:
          'function debounce(n,t){let e;return function(...o){clearTimeout(e),e=setTimeout(()=>n.apply(this,o),t)}}export default debounce;',
        parser: 'babel',
      },
    },
    {
      label: 'TypeScript, no semicolons',
      state: {
        input: 'interface User{id:number;name:string}\nexport const greet=(u:User):string=>`Hello, ${u.name}`;',
        parser: 'typescript',
        semi: false,
        singleQuote: true,
      },
    },
    {
      label: 'JSX with tabs',
      state: {
        input: 'const App=()=><ul className="list">{items.map(i=><li key={i.id}>{i.label}</li>)}</ul>',
        parser: 'babel',
        useTabs: true,
      },
    },
  ],
});
