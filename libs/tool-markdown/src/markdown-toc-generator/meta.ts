import { defineTool } from '@handy-tools/ui/kit';

const SAMPLE = `# Project

<!-- toc -->

## Getting started

### Install

\`\`\`sh
## not a heading: inside a code block
npm install
\`\`\`

### What's new in v2.0?

Usage
-----

## Getting started
`;

export const markdownTocGeneratorTool = defineTool({
  path: '/markdown-toc-generator',
  name: 'Markdown table of contents',
  description: 'Generate a table of contents with GitHub-compatible anchors from the headings of a Markdown document.',
  keywords: ['markdown', 'toc', 'table of contents', 'headings', 'anchors', 'github', 'slug', 'readme'],
  icon: 'IconListTree',
  component: () => import('./MarkdownTocGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['marked', 'github-slugger'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'README with duplicates and code', state: { input: SAMPLE } },
    { label: 'Insert between <!-- toc --> markers', state: { input: SAMPLE, minLevel: 2, output: 'document' } },
    { label: 'Numbered, levels 2–3', state: { input: SAMPLE, minLevel: 2, maxLevel: 3, listStyle: '1.' } },
  ],
});
