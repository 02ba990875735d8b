import { defineTool } from '@handy-tools/ui/kit';

export const htmlPrettifierTool = defineTool({
  path: '/html-prettifier',
  name: 'HTML prettifier',
  description: 'Format HTML with Prettier, inline scripts and styles included: indentation, line width, white space.',
  keywords: ['html', 'prettifier', 'prettier', 'beautify', 'format', 'indent', 'unminify', 'vue', 'markup'],
  icon: 'IconBrandHtml5',
  component: () => import('./HtmlPrettifierTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['prettier'],
  bundleBudget: { kb: 300, reason: 'Prettier with its HTML, Babel, estree and postcss plugins, for inline scripts and styles' },
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'Minified page',
      state: {
        input:
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo</title><style>body{margin:0;font:16px/1.5 sans-serif}</style></head><body><nav><ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li></ul></nav><main><h1>Hello</h1><p>Some <b>bold</b> text.</p></main><script>document.querySelector("h1").addEventListener("click",()=>alert("hi"))</script></body></html>',
        parser: 'html',
      },
    },
    {
      label: 'Form, one attribute per line',
      state: {
        input:
          '<form action="/login" method="post"><label for="u">User</label><input id="u" name="user" type="text" required autocomplete="username"><button type="submit" class="btn btn-primary">Sign in</button></form>',
        parser: 'html',
        singleAttributePerLine: true,
        htmlWhitespaceSensitivity: 'ignore',
      },
    },
    {
      label: 'Vue component',
      state: {
        input:
          '<template><div class="greeting"><p>{{message}}</p></div></template><script>export default{data(){return{message:"Hello"}}}</script><style scoped>.greeting{color:green}</style>',
        parser: 'vue',
      },
    },
  ],
});
