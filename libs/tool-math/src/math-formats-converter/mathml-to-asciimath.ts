// MathML → AsciiMath: no maintained library does it, so this walks the MathML tree (as produced by
// temml from LaTeX, or typed by a visitor) and writes AsciiMath (http://asciimath.org/, the symbols
// table of ASCIIMathML.js). Elements it does not know give their content, in order.

/** The part of a DOM node the walker reads (xmldom's and the browser's nodes both fit). */
export interface MathNode {
  nodeType: number;
  nodeName: string;
  localName?: string | null;
  textContent: string | null;
  childNodes: ArrayLike<MathNode>;
  getAttribute?(name: string): string | null;
}

/** Characters written with an AsciiMath name (ASCIIMathML.js symbols table). */
const SYMBOLS: Record<string, string> = {
  α: 'alpha', β: 'beta', γ: 'gamma', Γ: 'Gamma', δ: 'delta', Δ: 'Delta', ε: 'epsilon', ϵ: 'epsilon', ɛ: 'varepsilon', ζ: 'zeta', η: 'eta', θ: 'theta', Θ: 'Theta', ϑ: 'vartheta',
  ι: 'iota', κ: 'kappa', λ: 'lambda', Λ: 'Lambda', μ: 'mu', ν: 'nu', ξ: 'xi', Ξ: 'Xi', π: 'pi', Π: 'Pi', ρ: 'rho', σ: 'sigma', Σ: 'Sigma', τ: 'tau', υ: 'upsilon', φ: 'phi', Φ: 'Phi', ϕ: 'phi',
  χ: 'chi', ψ: 'psi', Ψ: 'Psi', ω: 'omega', Ω: 'Omega',
  '∑': 'sum', '∏': 'prod', '∫': 'int', '∬': 'iint', '∮': 'oint', '∞': 'oo', '∂': 'del', '∇': 'grad', '±': '+-', '∓': '-+', '×': 'xx', '·': '*', '⋅': '*', '∗': '**', '÷': '-:', '∘': '@',
  '⊕': 'o+', '⊗': 'ox', '⊙': 'o.', '≤': '<=', '≥': '>=', '≠': '!=', '≈': '~~', '≡': '-=', '≅': '~=', '∼': '~', '∝': 'prop', '≺': '-<', '≻': '>-', '≪': '<<', '≫': '>>',
  '∈': 'in', '∉': '!in', '⊂': 'sub', '⊃': 'sup', '⊆': 'sube', '⊇': 'supe', '∪': 'uu', '∩': 'nn', '⋃': 'uuu', '⋂': 'nnn', '∅': 'O/', '∀': 'AA', '∃': 'EE', '∄': '!EE', '¬': 'neg', '∧': '^^', '∨': 'vv',
  '⋀': '^^^', '⋁': 'vvv', '⇒': '=>', '⇔': '<=>', '→': '->', '←': 'larr', '↔': 'harr', '↦': '|->', '⟶': '->', '⟹': '=>', '⟺': '<=>', '↑': 'uarr', '↓': 'darr', '⊢': '|--', '⊨': '|==', '⊤': 'TT', '⊥': '_|_',
  ℕ: 'NN', ℤ: 'ZZ', ℚ: 'QQ', ℝ: 'RR', ℂ: 'CC', '…': '...', '⋯': 'cdots', '⋮': 'vdots', '⋱': 'ddots', '∠': '/_', '△': '/_\\', '′': "'", '″': "''", ℵ: 'aleph', '⌊': '|__', '⌋': '__|', '⌈': '|~', '⌉': '~|',
  '⟨': '(:', '⟩': ':)', '〈': '(:', '〉': ':)', '∣': '|', '‖': '||', '−': '-', '∖': '\\\\', '□': 'square', '◊': 'diamond', ℏ: 'h',
};
/** Invisible operators (function application, invisible times, separator, plus). */
const INVISIBLE = /[\u2061-\u2064\u200b]/g;
/** Over-accents and their AsciiMath functions. */
const OVER: Record<string, string> = { '^': 'hat', ˆ: 'hat', '̂': 'hat', '¯': 'bar', '‾': 'bar', '̅': 'bar', '→': 'vec', '⃗': 'vec', '˙': 'dot', '̇': 'dot', '¨': 'ddot', '̈': 'ddot', '~': 'tilde', '˜': 'tilde', '̃': 'tilde', '⏞': 'obrace', '⌢': 'overarc' };
/** Under-accents. */
const UNDER: Record<string, string> = { '_': 'ul', '̲': 'ul', '⏟': 'ubrace' };

const elements = (node: MathNode): MathNode[] => Array.from(node.childNodes).filter((c) => c.nodeType === 1);
const nameOf = (node: MathNode) => (node.localName ?? node.nodeName).replace(/^.*:/, '').toLowerCase();
const text = (node: MathNode) => (node.textContent ?? '').replace(INVISIBLE, '').trim();
/** A token made of letters or digits only needs no parentheses as an argument. */
const simple = (s: string) => /^(?:[A-Za-z]|\d+(?:\.\d+)?|[A-Za-z]+)$/.test(s) || s in REVERSE_NAMES;
const REVERSE_NAMES: Record<string, true> = Object.fromEntries(Object.values(SYMBOLS).map((v) => [v, true]));
const group = (s: string) => (s === '' ? '{}' : simple(s) ? s : `(${s})`);
/** The argument of a function-like symbol (sqrt, hat, overset): always in parentheses. */
const paren = (s: string) => `(${s})`;

function token(s: string): string {
  let out = '';
  for (const ch of s.replace(INVISIBLE, '')) {
    const name = SYMBOLS[ch];
    out += name === undefined ? ch : out && /[A-Za-z0-9]$/.test(out) && /^[A-Za-z]/.test(name) ? ` ${name}` : name;
  }
  return out;
}

function joinParts(parts: string[]): string {
  return parts
    .filter((p) => p !== '')
    .join(' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\s+,/g, ',');
}

function children(node: MathNode): string {
  return joinParts(elements(node).map(convert));
}

function convert(node: MathNode): string {
  const kids = elements(node);
  const arg = (i: number) => (kids[i] ? convert(kids[i]) : '');
  switch (nameOf(node)) {
    case 'mi':
    case 'mn':
      return token(text(node));
    case 'mo': {
      const t = text(node);
      return t === '' ? '' : token(t);
    }
    case 'mtext': {
      const t = (node.textContent ?? '').replace(INVISIBLE, '');
      return t.trim() === '' ? '' : `"${t.replace(/"/g, "'")}"`;
    }
    case 'ms':
      return `"${text(node).replace(/"/g, "'")}"`;
    case 'mspace':
      return '';
    case 'mfrac':
      return `${group(arg(0))}/${group(arg(1))}`;
    case 'msqrt':
      return `sqrt${paren(children(node))}`;
    case 'mroot':
      return `root${paren(arg(1))}${paren(arg(0))}`;
    case 'msup':
      return `${arg(0)}^${group(arg(1))}`;
    case 'msub':
      return `${arg(0)}_${group(arg(1))}`;
    case 'msubsup':
    case 'munderover':
      return `${arg(0)}_${group(arg(1))}^${group(arg(2))}`;
    case 'mover': {
      const accent = kids[1] ? OVER[text(kids[1])] : undefined;
      if (accent) return `${accent}${paren(arg(0))}`;
      const base = kids[0] ? text(kids[0]) : '';
      if (base === '∑' || base === '∏' || base === 'lim' || base === '∫') return `${arg(0)}^${group(arg(1))}`;
      return `overset${paren(arg(1))}${paren(arg(0))}`;
    }
    case 'munder': {
      const accent = kids[1] ? UNDER[text(kids[1])] : undefined;
      if (accent) return `${accent}${paren(arg(0))}`;
      const base = kids[0] ? text(kids[0]) : '';
      if (['∑', '∏', 'lim', 'max', 'min', 'sup', 'inf', '⋃', '⋂'].includes(base)) return `${arg(0)}_${group(arg(1))}`;
      return `underset${paren(arg(1))}${paren(arg(0))}`;
    }
    case 'mtable':
      return `[${kids.map((row) => `[${elements(row).map((cell) => children(cell)).join(', ')}]`).join(', ')}]`;
    case 'mtr':
    case 'mlabeledtr':
      return elements(node).map((cell) => children(cell)).join(', ');
    case 'mfenced': {
      const open = node.getAttribute?.('open') ?? '(';
      const close = node.getAttribute?.('close') ?? ')';
      const sep = (node.getAttribute?.('separators') ?? ',').trim().charAt(0) || ',';
      return `${token(open)}${kids.map(convert).join(`${sep} `)}${token(close)}`;
    }
    case 'semantics':
      return arg(0);
    case 'annotation':
    case 'annotation-xml':
    case 'mphantom':
    case 'none':
    case 'mprescripts':
      return '';
    default:
      // math, mrow, mstyle, mpadded, menclose, merror, mtd, mmultiscripts…: their content in order.
      return children(node);
  }
}

/**
 * Writes a MathML tree as AsciiMath.
 *
 * @param root - a `<math>` element (or any MathML element) of an XML or HTML DOM.
 * @returns the AsciiMath text, e.g. `<mfrac><mi>a</mi><mi>b</mi></mfrac>` → `a/b`, `x²` → `x^2`,
 *   `√x` → `sqrt(x)`… written with parentheses where an argument is more than one symbol.
 */
export function mathmlTreeToAsciimath(root: MathNode): string {
  return convert(root).replace(/\s{2,}/g, ' ').trim();
}
