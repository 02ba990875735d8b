import { defineTool } from '@handy-tools/ui/kit';

const SAMPLE_SVG = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with an editor: comments, metadata and default values that svgo removes. -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="64" height="64" viewBox="0 0 64.000 64.000">
  <metadata>Handy Tools sample</metadata>
  <g fill="none" stroke="none">
    <circle cx="32.0000" cy="32.0000" r="30.0000" fill="#0ea5e9" fill-opacity="1"/>
    <path d="M 20.000 33.000 L 28.000 41.000 L 45.000 24.000" stroke="#ffffff" stroke-width="6.000" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
  </g>
</svg>
`;

export const imageToCssTool = defineTool({
  path: '/image-to-css',
  name: 'Image to CSS',
  description: 'Turn an image into a data URI, a CSS background or an img tag; SVG is optimised first.',
  keywords: ['image', 'css', 'data uri', 'data url', 'base64', 'svg', 'svgo', 'background-image', 'img', 'picture', 'inline', 'embed'],
  icon: 'IconPhotoCode',
  component: () => import('./ImageToCssTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['svgo'],
  bundleBudget: { kb: 260, reason: 'svgo (its browser build, ~185 KB gzip), loaded only in the worker; the page chunk is ~14 KB' },
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'SVG icon, optimised', state: { mode: 'svg', svg: SAMPLE_SVG, alt: 'Done' } },
    { label: 'SVG as base64', state: { mode: 'svg', svg: SAMPLE_SVG, alt: 'Done', svgEncoding: 'base64' } },
    { label: 'Sample PNG', state: { mode: 'file', sample: true, alt: 'Colour gradient' } },
  ],
});
