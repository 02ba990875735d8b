import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { mathFormatsConverterTool } from './meta.js';
import { mathFormatsConverterState } from './state.js';
import {
  asciimathToLatex,
  convertMath,
  convertTypst,
  latexToMathml,
  mathmlToAsciimath,
  mathmlToLatex,
  mathmlPreviewTree,
  mathmlToOmml,
  SOURCE_FORMATS,
  TARGET_FORMATS,
  type MathSourceFormat,
  type MathTargetFormat,
} from './math-formats-converter.js';

/** The MathML without temml's presentation attributes, to compare structure. */
const structure = (mathml: string) => mathml.replace(/\s+(?:class|style|stretchy|lspace|rspace|form|movablelimits|fence|separator|width|height|display|xmlns)="[^"]*"/g, '').replace(/<mspace><\/mspace>/g, '');

describe('LaTeX → MathML (temml)', () => {
  // MathML Core §3.3: a fraction is <mfrac> numerator denominator; a root <msqrt>/<mroot> base index;
  // a script <msup>/<msub>/<munderover> base script(s).
  it('writes the MathML Core elements of a fraction, roots and scripts', () => {
    const mathml = structure(latexToMathml('\\frac{a}{b} + \\sqrt{x} + \\sqrt[3]{y} + x^2'));
    expect(mathml).toContain('<mfrac><mi>a</mi><mi>b</mi></mfrac>');
    expect(mathml).toMatch(/<msqrt>(?:<mrow>)?<mi>x<\/mi>(?:<\/mrow>)?<\/msqrt>/);
    expect(mathml).toContain('<mroot><mi>y</mi><mn>3</mn></mroot>');
    expect(mathml).toMatch(/<msup><mi>x<\/mi><mn[^>]*>2<\/mn><\/msup>/);
    expect(latexToMathml('x', true)).toMatch(/^<math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML" display="block"/);
    expect(latexToMathml('x', false)).not.toContain('display="block"');
  });

  it('reports a LaTeX error with its line, column and position', () => {
    const error = expectToolInputError(() => latexToMathml('\\frac{a'));
    expect(error.message).toBe("LaTeX, line 1, column 8: Unexpected end of input in a macro argument, expected '}'.");
    expect(error.position).toBe(7);
    const unknown = expectToolInputError(() => latexToMathml('x^2 +\n\\foo'));
    expect(unknown.message).toBe('LaTeX, line 2, column 1: Unsupported function name: \\foo.');
    expect(unknown.line).toBe(2);
  });
});

describe('AsciiMath', () => {
  // The example of asciimath.org: sum_(i=1)^n i^3=((n(n+1))/2)^2 is Σ from i = 1 to n of i³ = (n(n+1)/2)².
  it('reads the asciimath.org example', () => {
    const latex = asciimathToLatex('sum_(i=1)^n i^3=((n(n+1))/2)^2');
    expect(latex.replace(/\s+/g, '')).toBe('\\sum_{i=1}^{n}i^{3}=\\left(\\frac{n\\left(n+1\\right)}{2}\\right)^{2}');
  });

  it('writes MathML as AsciiMath', () => {
    expect(mathmlToAsciimath('<math><mfrac><mi>a</mi><mi>b</mi></mfrac></math>')).toBe('a/b');
    expect(mathmlToAsciimath('<math><msqrt><mi>x</mi></msqrt><mo>+</mo><msup><mi>x</mi><mn>2</mn></msup></math>')).toBe('sqrt(x) + x^2');
    expect(convertMath('\\alpha \\leq \\beta \\neq \\infty', 'latex', 'asciimath').output).toBe('alpha <= beta != oo');
    expect(convertMath('\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}', 'latex', 'asciimath').output).toBe('([[a, b], [c, d]])');
    expect(convertMath('\\hat{x} + \\vec{v}', 'latex', 'asciimath').output).toBe('hat(x) + vec(v)');
  });

  // Round trip: AsciiMath → LaTeX → MathML → AsciiMath → LaTeX → MathML gives the same MathML.
  const atom = fc.constantFrom('x', 'y', '2', '10', 'alpha', 'pi', 'oo');
  const expr: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
    e: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      atom,
      fc.tuple(tie('e'), fc.constantFrom('+', '-', '=', '<=', '*'), tie('e')).map(([a, op, b]) => `${a} ${op} ${b}`),
      fc.tuple(tie('e'), tie('e')).map(([a, b]) => `(${a})/(${b})`),
      fc.tuple(atom, tie('e')).map(([a, b]) => `${a}^(${b})`),
      fc.tuple(atom, atom).map(([a, b]) => `${a}_${b}`),
      tie('e').map((a) => `sqrt(${a})`),
    ),
  })).e;
  it('round-trips through MathML', () => {
    fc.assert(
      fc.property(expr, (ascii) => {
        const first = convertMath(ascii, 'asciimath', 'mathml').output;
        const back = convertMath(first, 'mathml', 'asciimath').output;
        expect(structure(convertMath(back, 'asciimath', 'mathml').output)).toBe(structure(first));
      }),
      { numRuns: 60 },
    );
  });
});

describe('MathML → LaTeX, OMML; Typst', () => {
  it('reads MathML into LaTeX (mathml-to-latex)', () => {
    expect(mathmlToLatex('<math><mfrac><mi>a</mi><mi>b</mi></mfrac></math>')).toBe('\\frac{a}{b}');
    expect(mathmlToLatex('<math><msup><mi>e</mi><mrow><mi>i</mi><mi>π</mi></mrow></msup><mo>+</mo><mn>1</mn><mo>=</mo><mn>0</mn></math>')).toBe('e^{i \\pi} + 1 = 0');
  });

  it('reports malformed MathML with its line and column', () => {
    expect(expectToolInputError(() => mathmlToLatex('<math><mi>x</mi><mo>+</mi></math>')).message).toMatch(/^MathML, line 1, column \d+: Opening and ending tag mismatch/);
    const unclosed = expectToolInputError(() => mathmlToLatex('<math>\n<mfrac><mi>a</mi>\n<mi>b</mi></mfrac>'));
    expect(unclosed.line).toBe(3);
    expect(expectToolInputError(() => mathmlToLatex('<div>x</div>')).message).toMatch(/root element is <div>/);
  });

  // ECMA-376 Part 1 §22.1.2.36: a fraction is <m:f> with <m:num> and <m:den>.
  it('writes OMML fractions as m:f', () => {
    const omml = mathmlToOmml(latexToMathml('\\frac{a}{b}'));
    expect(omml).toMatch(/^<m:oMath xmlns:m="http:\/\/schemas\.openxmlformats\.org\/officeDocument\/2006\/math"/);
    expect(omml).toMatch(/<m:f>.*<m:num>.*<m:t[^>]*>a<\/m:t>.*<\/m:num><m:den>.*<m:t[^>]*>b<\/m:t>.*<\/m:den>/);
  });

  // Typst math reference: frac(a, b) or a/b is a fraction; sqrt(x) a square root.
  it('converts Typst math and LaTeX', () => {
    expect(convertTypst('frac(a, b) + sqrt(x)', 'latex').replace(/\s+/g, '')).toBe('\\frac{a}{b}+\\sqrt{x}');
    expect(convertTypst('\\frac{a}{b} + \\sqrt{x}', 'typst')).toMatch(/^(?:a\/b|frac\(a, b\)) \+ sqrt\(x\)$/);
  });
});

describe('mathmlPreviewTree', () => {
  it('keeps the MathML structure and drawing attributes', () => {
    expect(mathmlPreviewTree('<math display="block"><mfrac linethickness="0"><mi mathvariant="bold">a</mi><mn>2</mn></mfrac></math>')).toEqual({
      tag: 'math',
      attributes: { display: 'block' },
      children: [{ tag: 'mfrac', attributes: { linethickness: '0' }, children: [{ tag: 'mi', attributes: { mathvariant: 'bold' }, children: ['a'] }, { tag: 'mn', attributes: {}, children: ['2'] }] }],
    });
  });

  it('drops HTML, scripts, event handlers, links, styles and classes', () => {
    const tree = mathmlPreviewTree(
      '<math><mtext><img src="x" onerror="alert(1)"/>t</mtext><mi href="javascript:alert(1)" onclick="alert(1)" style="color:red" class="c">x</mi><script>alert(1)</script><mi mathcolor="red&quot;&gt;">y</mi></math>',
    );
    expect(JSON.stringify(tree)).not.toMatch(/img|onerror|onclick|href|style|class|script|alert/);
    expect(tree.children).toEqual([
      { tag: 'mtext', attributes: {}, children: ['t'] },
      { tag: 'mi', attributes: {}, children: ['x'] },
      { tag: 'mi', attributes: {}, children: ['y'] },
    ]);
  });

  it('previews every conversion (temml output included)', () => {
    expect(convertMath('\\sqrt{x}', 'latex', 'latex').preview.tag).toBe('math');
    expect(JSON.stringify(convertMath('\\sqrt{x}', 'latex', 'latex').preview)).toContain('"msqrt"');
  });
});

describe('convertMath', () => {
  it('returns the input unchanged when source and target are the same', () => {
    for (const f of ['latex', 'asciimath', 'typst'] as const) expect(convertMath('x^2', f, f).output).toBe('x^2');
  });

  it('sets block or inline display on MathML input', () => {
    expect(convertMath('<math display="block"><mi>x</mi></math>', 'mathml', 'mathml', { display: false }).output).toBe('<math display="inline"><mi>x</mi></math>');
  });

  it('rejects empty and too long input', () => {
    expect(expectToolInputError(() => convertMath('  ', 'latex', 'mathml')).message).toBe('Enter a formula to convert.');
    expectToolInputError(() => convertMath('x'.repeat(50_001), 'latex', 'mathml'));
  });

  it('has examples that are valid states and convert', () => {
    expectExamplesMatchState(mathFormatsConverterTool, mathFormatsConverterState);
    for (const example of mathFormatsConverterTool.examples ?? []) {
      const { input, from, to } = example.state as { input: string; from: MathSourceFormat; to: MathTargetFormat };
      expect(convertMath(input, from, to).output.length, example.label).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    for (const from of SOURCE_FORMATS) {
      for (const to of TARGET_FORMATS) fuzzToolFunction((s: string) => convertMath(s, from, to), undefined, 12);
    }
    fuzzToolFunction((s: string) => mathmlToAsciimath(`<math>${s}</math>`), undefined, 40);
  });
});
