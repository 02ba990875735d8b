import { DOMParser } from '@xmldom/xmldom';
import * as asciimathModule from 'asciimath2tex';
import { MathMLToLaTeX } from 'mathml-to-latex';
import { mml2omml } from 'mathml2omml';
import temml from 'temml';
import { tex2typst, typst2tex } from 'tex2typst';
import { ToolInputError } from '@handy-tools/ui/kit';
import { mathmlTreeToAsciimath, type MathNode } from './mathml-to-asciimath.js';

// asciimath2tex is published as CommonJS: Node's ESM loader exposes it as the default export.
type AsciiMathParserClass = new () => { parse(text: string): string };
const AsciiMathParser = ((asciimathModule as unknown as { default?: AsciiMathParserClass }).default ?? asciimathModule) as unknown as AsciiMathParserClass;

/** Formats the converter reads. */
export const SOURCE_FORMATS = ['latex', 'asciimath', 'mathml', 'typst'] as const;
/** Formats the converter writes. */
export const TARGET_FORMATS = ['latex', 'asciimath', 'mathml', 'omml', 'typst'] as const;
/** A format that can be read. */
export type MathSourceFormat = (typeof SOURCE_FORMATS)[number];
/** A format that can be written: LaTeX math, AsciiMath, MathML (Core), Office Math Markup (OMML, Word), Typst math. */
export type MathTargetFormat = (typeof TARGET_FORMATS)[number];

/** At most this many characters are converted. */
export const MAX_MATH_CHARS = 50_000;

/** The result of {@link convertMath}. */
export interface MathConversion {
  /** The formula in the target format. */
  output: string;
  /** The formula as MathML (a `<math>` element): what the preview shows. */
  mathml: string;
  /** The formula as LaTeX: the pivot of most conversions. */
  latex: string;
  /** The formula's sanitized MathML tree, to draw a preview ({@link mathmlPreviewTree}). */
  preview: MathPreviewNode;
}

/** Options of {@link convertMath}. */
export interface MathConversionOptions {
  /** Display (block) math rather than inline (`display="block"` in MathML, `\displaystyle` rendering). */
  display: boolean;
}

/** 1-based line and column of a 0-based offset in a text. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * Converts LaTeX math to MathML Core with temml (https://temml.org: LaTeX to MathML, the functions
 * of KaTeX's LaTeX subset and more).
 *
 * @param latex - LaTeX math mode content, without `$` delimiters (e.g. `\frac{a}{b}`).
 * @param display - block display (`display="block"`) or inline.
 * @returns a `<math>` element as XML text (with the MathML namespace).
 * @throws ToolInputError with the line, column and 0-based position of a LaTeX error (an unknown
 *   command, a missing brace…).
 */
export function latexToMathml(latex: string, display = true): string {
  try {
    return temml.renderToString(latex, { displayMode: display, xml: true, throwOnError: true, trust: false });
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const position = (error as { position?: unknown }).position;
    const message = error.message.replace(/\s+at (?:position \d+|end of input):[\s\S]*$/, '').trim();
    if (typeof position === 'number') {
      const { line, column } = lineColumn(latex, position);
      throw new ToolInputError(`LaTeX, line ${line}, column ${column}: ${message}.`, { line, column, position, cause: error });
    }
    throw new ToolInputError(`LaTeX: ${message}.`, { cause: error });
  }
}

/**
 * Converts AsciiMath (http://asciimath.org/) to LaTeX with asciimath2tex (the grammar of
 * ASCIIMathML.js, as MathJax reads it).
 *
 * @param asciimath - e.g. `sum_(i=1)^n i^3=((n(n+1))/2)^2`.
 * @returns LaTeX, e.g. `\sum_{i = 1}^{n} i^{3} = …`. AsciiMath accepts any text, so this does not fail
 *   on odd input: an unmatched bracket is written as `\left( … \right.`.
 */
export function asciimathToLatex(asciimath: string): string {
  try {
    return new AsciiMathParser().parse(asciimath);
  } catch (error) {
    throw new ToolInputError(`AsciiMath: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Parses MathML text into an XML document, reporting a malformed one with its line and column. */
function parseMathml(mathml: string): MathNode {
  let root: MathNode | null = null;
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(mathml.trim(), 'application/xml');
    root = (doc.documentElement as unknown as MathNode | null) ?? null;
  } catch (error) {
    const locator = (error as { locator?: { lineNumber?: number; columnNumber?: number } }).locator;
    const raw = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    // xmldom: 'Reporting fatalError "…" caused Error: <the message>'.
    const message = (/caused (?:\w*Error: )?(.*)$/.exec(raw)?.[1] ?? raw).replace(/^\[xmldom \w+\]\s*/, '').trim();
    if (locator?.lineNumber) {
      throw new ToolInputError(`MathML, line ${locator.lineNumber}, column ${locator.columnNumber ?? 1}: ${message}`, { line: locator.lineNumber, column: locator.columnNumber, cause: error });
    }
    throw new ToolInputError(`MathML: ${message}`, { cause: error });
  }
  if (!root) throw new ToolInputError('MathML: the text has no element; write a <math> element.');
  const name = (root.localName ?? root.nodeName).replace(/^.*:/, '');
  if (name !== 'math') throw new ToolInputError(`MathML: the root element is <${root.nodeName}>; write a <math> element (xmlns="http://www.w3.org/1998/Math/MathML").`);
  return root;
}

/**
 * Converts MathML to LaTeX with mathml-to-latex.
 *
 * @param mathml - a `<math>` element as XML text.
 * @returns LaTeX math.
 * @throws ToolInputError when the MathML is not well-formed XML (with line and column) or has no `<math>` root.
 */
export function mathmlToLatex(mathml: string): string {
  parseMathml(mathml);
  try {
    return MathMLToLaTeX.convert(mathml.trim());
  } catch (error) {
    throw new ToolInputError(`MathML: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * Converts MathML to AsciiMath (our own tree walk: see mathml-to-asciimath.ts).
 *
 * @param mathml - a `<math>` element as XML text.
 * @returns AsciiMath text.
 * @throws ToolInputError when the MathML is not well-formed XML or has no `<math>` root.
 */
export function mathmlToAsciimath(mathml: string): string {
  return mathmlTreeToAsciimath(parseMathml(mathml));
}

/**
 * Converts MathML to Office Math Markup Language (OMML, ECMA-376 Part 1 §22.1), the format Word
 * pastes as an equation, with mathml2omml.
 *
 * @param mathml - a `<math>` element as XML text.
 * @returns an `<m:oMath>` element as XML text.
 * @throws ToolInputError when the MathML is malformed.
 */
export function mathmlToOmml(mathml: string): string {
  parseMathml(mathml);
  try {
    return mml2omml(mathml.trim());
  } catch (error) {
    throw new ToolInputError(`OMML: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * Converts between Typst math and LaTeX with tex2typst.
 *
 * @param text - Typst math (`frac(a, b)`) or LaTeX (`\frac{a}{b}`).
 * @param to - the target format.
 * @returns the converted text.
 * @throws ToolInputError when the input cannot be read (the library's message).
 */
export function convertTypst(text: string, to: 'typst' | 'latex'): string {
  try {
    return to === 'typst' ? tex2typst(text) : typst2tex(text);
  } catch (error) {
    const from = to === 'typst' ? 'LaTeX' : 'Typst';
    throw new ToolInputError(`${from}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Puts `display="block"` or `"inline"` on a MathML text's root element. */
function withDisplay(mathml: string, display: boolean): string {
  return mathml.replace(/^(\s*<(?:\w+:)?math\b)([^>]*?)(\/?)>/, (_m, start: string, attributes: string, slash: string) => {
    const kept = attributes.replace(/\s+display\s*=\s*(?:"[^"]*"|'[^']*')/, '');
    return `${start}${kept} display="${display ? 'block' : 'inline'}"${slash}>`;
  });
}

/**
 * Converts a formula between LaTeX, AsciiMath, MathML, OMML and Typst. LaTeX is the pivot: AsciiMath
 * and Typst are read into LaTeX, LaTeX is written as MathML by temml, MathML as OMML by mathml2omml
 * and as AsciiMath by a tree walk; MathML is read with mathml-to-latex.
 *
 * @param input - the formula in `from` format (at most {@link MAX_MATH_CHARS} characters).
 * @param from - the source format.
 * @param to - the target format.
 * @param options - `display`: block or inline MathML.
 * @returns the output, and the formula as MathML, as LaTeX and as a sanitized tree for a preview.
 * @throws ToolInputError for empty or too long input, or input the source format's reader rejects
 *   (LaTeX and MathML errors carry their line and column).
 * @see https://www.w3.org/TR/mathml-core/ — MathML Core; http://asciimath.org/ — AsciiMath;
 *   ECMA-376 Part 1 §22.1 — OMML; https://typst.app/docs/reference/math/ — Typst math.
 */
export function convertMath(input: string, from: MathSourceFormat, to: MathTargetFormat, options: MathConversionOptions = { display: true }): MathConversion {
  if (input.trim() === '') throw new ToolInputError('Enter a formula to convert.');
  if (input.length > MAX_MATH_CHARS) throw new ToolInputError(`The formula is ${input.length.toLocaleString('en-US')} characters long: at most ${MAX_MATH_CHARS.toLocaleString('en-US')} are converted.`);
  if (!(SOURCE_FORMATS as readonly string[]).includes(from)) throw new ToolInputError(`Unknown source format "${String(from)}".`);
  if (!(TARGET_FORMATS as readonly string[]).includes(to)) throw new ToolInputError(`Unknown target format "${String(to)}".`);

  let latex: string;
  let mathml: string;
  if (from === 'mathml') {
    latex = mathmlToLatex(input);
    mathml = withDisplay(input.trim(), options.display);
  } else {
    latex = from === 'latex' ? input : from === 'asciimath' ? asciimathToLatex(input) : convertTypst(input, 'latex');
    mathml = latexToMathml(latex, options.display);
  }

  let output: string;
  switch (to) {
    case 'latex':
      output = from === 'latex' ? input : latex;
      break;
    case 'mathml':
      output = mathml;
      break;
    case 'asciimath':
      output = from === 'asciimath' ? input : mathmlToAsciimath(mathml);
      break;
    case 'omml':
      output = mathmlToOmml(mathml);
      break;
    case 'typst':
      output = from === 'typst' ? input : convertTypst(latex, 'typst');
      break;
  }
  return { output, mathml, latex, preview: mathmlPreviewTree(mathml) };
}

/** A sanitized MathML element for a preview: a MathML element name, its allowed attributes, its content. */
export interface MathPreviewNode {
  tag: string;
  attributes: Record<string, string>;
  children: (MathPreviewNode | string)[];
}

/** MathML Core elements (https://www.w3.org/TR/mathml-core/ §3) and the presentation ones browsers draw. */
const PREVIEW_ELEMENTS = new Set([
  'math', 'mrow', 'mi', 'mn', 'mo', 'mtext', 'ms', 'mspace', 'msqrt', 'mroot', 'mfrac', 'msup', 'msub', 'msubsup', 'munder', 'mover', 'munderover',
  'mmultiscripts', 'mprescripts', 'none', 'mtable', 'mtr', 'mtd', 'mstyle', 'mpadded', 'mphantom', 'menclose', 'merror', 'semantics', 'annotation',
]);
/** MathML attributes that only change how a formula looks: no URL, script, style or class. */
const PREVIEW_ATTRIBUTES = new Set([
  'display', 'displaystyle', 'scriptlevel', 'mathvariant', 'mathsize', 'mathcolor', 'mathbackground', 'dir', 'form', 'fence', 'separator', 'stretchy', 'symmetric',
  'largeop', 'movablelimits', 'lspace', 'rspace', 'minsize', 'maxsize', 'accent', 'accentunder', 'linethickness', 'width', 'height', 'depth', 'voffset',
  'columnalign', 'rowalign', 'columnspan', 'rowspan', 'columnlines', 'rowlines', 'frame', 'notation', 'encoding', 'align',
]);
/** Attribute values must be plain lengths, names or colours: nothing that could hold markup or a URL. */
const SAFE_VALUE = /^[\w\s.,#%+\-()]*$/;

/**
 * Builds a sanitized tree of a MathML formula for a preview, without HTML parsing: only MathML
 * Core elements and presentation attributes with plain values are kept (an `<img>` in an
 * `<mtext>`, event handlers, `href`, `style` and `class` are dropped with their content), so the
 * tree can be rendered as elements (React) rather than inserted as HTML.
 *
 * @param mathml - a `<math>` element as XML text (temml's output or the visitor's MathML).
 * @returns the `<math>` element's tree.
 * @throws ToolInputError when the MathML is malformed or has no `<math>` root.
 */
export function mathmlPreviewTree(mathml: string): MathPreviewNode {
  const walk = (node: MathNode): MathPreviewNode | null => {
    const tag = (node.localName ?? node.nodeName).replace(/^.*:/, '');
    if (!PREVIEW_ELEMENTS.has(tag)) return null;
    const attributes: Record<string, string> = {};
    const attrs = (node as unknown as { attributes?: ArrayLike<{ name: string; value: string }> }).attributes;
    for (const attr of Array.from(attrs ?? [])) {
      const name = attr.name.toLowerCase();
      if (PREVIEW_ATTRIBUTES.has(name) && SAFE_VALUE.test(attr.value)) attributes[name] = attr.value;
    }
    const children: (MathPreviewNode | string)[] = [];
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3 || child.nodeType === 4) {
        const text = child.textContent ?? '';
        if (text.trim() !== '') children.push(text);
      } else if (child.nodeType === 1) {
        const kept = walk(child);
        if (kept) children.push(kept);
      }
    }
    return { tag, attributes, children };
  };
  return walk(parseMathml(mathml)) ?? { tag: 'math', attributes: {}, children: [] };
}
