import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts (`sample` is a picture drawn in code: no file needed). */
export const potraceTool = defineTool({
  path: '/potrace',
  name: 'Image to SVG tracer',
  description: 'Trace a bitmap image into an SVG vector drawing with potrace.',
  keywords: [
    'potrace',
    'trace',
    'vectorize',
    'vectorise',
    'bitmap',
    'raster',
    'svg',
    'png',
    'jpeg',
    'convert',
    'posterize',
    'colour',
    'color',
    'logo',
    'scan',
  ],
  icon: 'IconVectorBezier2',
  component: () => import('./PotraceTool.js'),
  createdAt: '2026-11-28',
  footer: 'Traced by [Potrace](https://potrace.sourceforge.net/) by Peter Selinger (GPL-2.0), compiled to WebAssembly by esm-potrace-wasm and loaded only in the tracing worker.',
  npmPackages: ['esm-potrace-wasm'],
  examples: [
    { label: 'Shapes (automatic threshold)', state: { sample: 'shapes' } },
    { label: 'Rings, posterized in 4 tones', state: { sample: 'gradient', steps: 4, color: '#1d3557' } },
    { label: 'Badge in its own colours', state: { sample: 'badge', mode: 'color', colors: 6 } },
    {
      label: 'Inverted, coloured, polygons',
      state: { sample: 'shapes', invert: true, alphaMax: '0', color: '#e63946', background: '#f1faee', turdSize: 10 },
    },
  ],
});
