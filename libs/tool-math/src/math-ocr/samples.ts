// Sample formulas for the examples: rendered from LaTeX by temml as MathML and drawn by Chromium
// (40 px, black on white), one PNG each.
import euler from './samples/euler-identity.png?url';
import gaussian from './samples/gaussian-integral.png?url';
import quadratic from './samples/quadratic-formula.png?url';
import type { MATH_OCR_SAMPLES } from './state.js';

/** URL of each sample image, and the LaTeX it was drawn from. */
export const SAMPLE_IMAGES: Record<(typeof MATH_OCR_SAMPLES)[number], { url: string; latex: string }> = {
  'quadratic-formula': { url: quadratic, latex: 'x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}' },
  'gaussian-integral': { url: gaussian, latex: '\\int_{-\\infty}^{\\infty} e^{-x^2} \\, dx = \\sqrt{\\pi}' },
  'euler-identity': { url: euler, latex: 'e^{i\\pi} + 1 = 0' },
};
