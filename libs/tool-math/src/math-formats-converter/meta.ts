import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `mathFormatsConverterState`. */
export const mathFormatsConverterTool = defineTool({
  path: '/math-formats-converter',
  name: 'Math formats converter',
  description: 'Convert math formulas between LaTeX, MathML, AsciiMath, Typst and Word (OMML), with a live preview.',
  keywords: ['math', 'formats', 'converter', 'latex', 'tex', 'mathml', 'asciimath', 'typst', 'omml', 'word', 'equation', 'formula', 'preview'],
  icon: 'IconMathSymbols',
  component: () => import('./MathFormatsConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['temml', 'asciimath2tex', 'mathml-to-latex', 'mathml2omml', 'tex2typst', '@xmldom/xmldom'],
  examples: [
    { label: 'Quadratic formula: LaTeX → MathML', state: { input: 'x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}', from: 'latex', to: 'mathml' } },
    { label: 'Sum of cubes: AsciiMath → LaTeX', state: { input: 'sum_(i=1)^n i^3=((n(n+1))/2)^2', from: 'asciimath', to: 'latex' } },
    { label: 'Matrix: LaTeX → AsciiMath', state: { input: 'A = \\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}', from: 'latex', to: 'asciimath' } },
    { label: 'MathML → LaTeX', state: { input: '<math><msup><mi>e</mi><mrow><mi>i</mi><mi>π</mi></mrow></msup><mo>+</mo><mn>1</mn><mo>=</mo><mn>0</mn></math>', from: 'mathml', to: 'latex' } },
    { label: 'LaTeX → Word (OMML)', state: { input: '\\int_0^\\infty e^{-x^2} dx = \\frac{\\sqrt{\\pi}}{2}', from: 'latex', to: 'omml' } },
    { label: 'Typst → LaTeX', state: { input: 'sum_(k=0)^n binom(n, k) = 2^n', from: 'typst', to: 'latex' } },
  ],
});
