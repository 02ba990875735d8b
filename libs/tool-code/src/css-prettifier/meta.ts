import { defineTool } from '@handy-tools/ui/kit';

export const cssPrettifierTool = defineTool({
  path: '/css-prettifier',
  name: 'CSS prettifier',
  description: 'Format CSS, SCSS and Less with Prettier: indentation, line width, quotes.',
  keywords: ['css', 'prettifier', 'prettier', 'beautify', 'format', 'unminify', 'scss', 'sass', 'less', 'stylesheet'],
  icon: 'IconBrandCss3',
  component: () => import('./CssPrettifierTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['prettier'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'Minified CSS',
      state: {
        input: '.btn,.btn-primary{color:#FFF;background:#0d6efd;padding:.375rem .75rem}@media (min-width:768px){.btn{font-size:1.25rem}}',
        parser: 'css',
      },
    },
    {
      label: 'SCSS with nesting',
      state: {
        input: '$accent:#0d6efd;.card{border:1px solid $accent;&:hover{color:darken($accent,10%)}.title{font-weight:600}}',
        parser: 'scss',
        tabWidth: 4,
      },
    },
    {
      label: 'Less mixin',
      state: { input: '@radius:4px;.rounded(@r:@radius){border-radius:@r}.box{.rounded(8px);color:red}', parser: 'less' },
    },
  ],
});
