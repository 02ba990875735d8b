import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `mathEvaluatorState`. */
export const mathEvaluatorTool = defineTool({
  path: '/math-evaluator',
  name: 'Math evaluator',
  description: 'Evaluate math expressions with functions, constants, units and matrices.',
  keywords: ['math', 'evaluator', 'calculator', 'expression', 'mathjs', 'units', 'matrix', 'complex', 'bignumber', 'fraction', 'variables'],
  icon: 'IconMathFunction',
  component: () => import('./MathEvaluatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['mathjs'],
  examples: [
    { label: 'Variables and functions', state: { expressions: 'r = 3 cm\narea = pi * r^2\narea to mm^2\nf(x) = x^2 + 2x + 1\nf(4)' } },
    { label: 'Units', state: { expressions: '5 cm + 2 inch\n60 km/h to m/s\n150 lb to kg\nsin(30 deg)' } },
    { label: 'Matrices', state: { expressions: 'A = [1, 2; 3, 4]\ndet(A)\ninv(A)\nA * [5; 6]' } },
    { label: 'Exact decimals', state: { expressions: '0.1 + 0.2\n1 / 3\n2^100', numberType: 'BigNumber', precision: 0 } },
    { label: 'Fractions', state: { expressions: '1/3 + 1/6\n(2/3)^3', numberType: 'Fraction' } },
  ],
});
