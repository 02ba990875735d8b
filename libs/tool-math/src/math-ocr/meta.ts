import { defineTool } from '@handy-tools/ui/kit';

export const mathOcrTool = defineTool({
  path: '/math-ocr',
  name: 'Math OCR',
  description: 'Read a formula from an image and write it as LaTeX, with a model downloaded on first use.',
  keywords: ['math', 'ocr', 'latex', 'formula', 'equation', 'image', 'texify', 'handwriting', 'scan'],
  icon: 'IconMathFunction',
  component: () => import('./MathOcrTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['@huggingface/transformers', 'onnxruntime-web', 'temml'],
  // The hub and the storage its downloads redirect to (MODEL_HOSTS in math-ocr.ts; a test checks they agree).
  network: ['huggingface.co', 'cdn-lfs.hf.co', 'cdn-lfs-us-1.hf.co', 'cas-bridge.xethub.hf.co'],
  footer:
    'The model is [texify](https://github.com/VikParuchuri/texify) by Vik Paruchuri, converted to ONNX as [Xenova/texify](https://huggingface.co/Xenova/texify), run by [transformers.js](https://huggingface.co/docs/transformers.js) and ONNX Runtime Web.',
  // One-click sample images of formulas (keys are fields of ./state.ts).
  examples: [
    { label: 'Quadratic formula', state: { sample: 'quadratic-formula' } },
    { label: 'Gaussian integral', state: { sample: 'gaussian-integral' } },
    { label: "Euler's identity", state: { sample: 'euler-identity' } },
  ],
});
