import { defineTool } from '@handy-tools/ui/kit';
import { DOTNET_TRACE, JAVA_TRACE, NODE_TRACE, PYTHON_TRACE } from './samples.js';

/** Example states; keys are fields of ./state.ts. The traces are in ./samples.ts with their sources. */
export const stacktracePrettierTool = defineTool({
  path: '/stacktrace-prettier',
  name: 'Stack trace prettifier',
  description: 'Turn JavaScript, Java, .NET or Python stack traces into a readable table, app frames apart from library frames.',
  keywords: [
    'stack',
    'trace',
    'stacktrace',
    'traceback',
    'exception',
    'error',
    'javascript',
    'node',
    'java',
    'dotnet',
    'c#',
    'python',
    'prettify',
    'debug',
  ],
  icon: 'IconBug',
  component: () => import('./StacktracePrettierTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['stacktrace-parser'],
  examples: [
    { label: 'Node.js', state: { input: NODE_TRACE } },
    { label: 'Java (causes)', state: { input: JAVA_TRACE } },
    { label: '.NET (inner exception)', state: { input: DOTNET_TRACE } },
    { label: 'Python (chained)', state: { input: PYTHON_TRACE } },
  ],
});
