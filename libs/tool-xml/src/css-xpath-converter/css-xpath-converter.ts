import { ToolInputError } from '@handy-tools/ui/kit';
import { parse, type AttributeSelector, type Selector } from 'css-what';

/** Options of {@link cssToXpath}. */
export interface CssToXpathOptions {
  /** Where the path starts: `//` (anywhere in the document) or `.//` (under the context node). Default `//`. */
  prefix?: '//' | './/';
}

/**
 * Writes a string as an XPath 1.0 literal: in single or double quotes, or `concat()` when it
 * contains both (XPath 1.0 has no escape in literals, §3.7).
 */
export function xpathLiteral(s: string): string {
  if (!s.includes("'")) return `'${s}'`;
  if (!s.includes('"')) return `"${s}"`;
  return `concat(${s
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
}

const LOWER = (expr: string) => `translate(${expr}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')`;

function attributeCondition(sel: AttributeSelector): string {
  const attr = `@${sel.name}`;
  const insensitive = sel.ignoreCase === true;
  const value = insensitive ? sel.value.toLowerCase() : sel.value;
  const a = insensitive ? LOWER(attr) : attr;
  const v = xpathLiteral(value);
  switch (sel.action) {
    case 'exists':
      return attr;
    case 'equals':
      return `${a} = ${v}`;
    case 'element': // ~= (and .class): a whitespace-separated word; never an empty word or one with spaces
      if (value === '' || /\s/.test(value)) return 'false()';
      return `contains(concat(' ', normalize-space(${a}), ' '), ${xpathLiteral(` ${value} `)})`;
    case 'hyphen':
      return `(${a} = ${v} or starts-with(${a}, ${xpathLiteral(`${value}-`)}))`;
    case 'start':
      return value === '' ? 'false()' : `starts-with(${a}, ${v})`;
    case 'end':
      return value === '' ? 'false()' : `substring(${a}, string-length(${a}) - ${value.length - 1}) = ${v}`;
    case 'any':
      return value === '' ? 'false()' : `contains(${a}, ${v})`;
    case 'not':
      return `not(${a} = ${v})`;
    default:
      throw new ToolInputError(`CSS: the attribute selector operator "${String(sel.action)}" is not supported.`);
  }
}

/** Reads `an+b` (CSS Syntax §6: `odd`, `even`, `3`, `-n+3`, `2n+1`). */
function parseNth(data: string): { a: number; b: number } {
  const s = data.replace(/\s+/g, '').toLowerCase();
  if (s === 'odd') return { a: 2, b: 1 };
  if (s === 'even') return { a: 2, b: 0 };
  const m = /^([+-]?\d*)n([+-]\d+)?$/.exec(s);
  if (m) return { a: m[1] === '' || m[1] === '+' ? 1 : m[1] === '-' ? -1 : Number(m[1]), b: m[2] ? Number(m[2]) : 0 };
  if (/^[+-]?\d+$/.test(s)) return { a: 0, b: Number(s) };
  throw new ToolInputError(`CSS: "${data}" is not an an+b expression.`);
}

/** The condition "position p (1-based, an XPath expression) is a·n+b for some n ≥ 0". */
function nthCondition(position: string, { a, b }: { a: number; b: number }): string {
  if (a === 0) return `${position} = ${b}`;
  // p = a·n + b with n ≥ 0  ⇔  (p − b) mod a = 0 and (p − b) / a ≥ 0
  const diff = b === 0 ? position : b > 0 ? `${position} - ${b}` : `${position} + ${-b}`;
  const sign = a > 0 ? `${position} >= ${b}` : `${position} <= ${b}`;
  return `(${sign} and (${diff}) mod ${Math.abs(a)} = 0)`;
}

const UNSUPPORTED_PSEUDOS: Record<string, string> = {
  hover: 'depends on the pointer',
  focus: 'depends on the focus',
  active: 'depends on the pointer',
  visited: 'depends on the browser history',
  checked: 'depends on the form state',
  target: 'depends on the address',
};

interface Compound {
  /** The node test: a name or `*`. */
  test: string;
  conditions: string[];
}

function compound(tokens: Selector[], where: string): Compound {
  let test = '*';
  const conditions: string[] = [];
  for (const tok of tokens) {
    switch (tok.type) {
      case 'tag':
        test = tok.namespace && tok.namespace !== '*' ? `${tok.namespace}:${tok.name}` : tok.name;
        break;
      case 'universal':
        break;
      case 'attribute':
        conditions.push(attributeCondition(tok));
        break;
      case 'pseudo':
        conditions.push(pseudoCondition(tok.name, tok.data, () => test));
        break;
      case 'pseudo-element':
        throw new ToolInputError(`CSS: the pseudo-element ::${tok.name} selects no node, XPath cannot express it.`);
      default:
        throw new ToolInputError(`CSS: unexpected "${tok.type}" in ${where}.`);
    }
  }
  return { test, conditions };
}

/** `self::` test and conditions of a compound selector, as one condition (for :not, :is). */
function selfCondition(tokens: Selector[], where: string): string {
  if (tokens.some((t) => ['descendant', 'child', 'sibling', 'adjacent', 'parent', 'column-combinator'].includes(t.type)))
    throw new ToolInputError(`CSS: ${where} with a combinator (" ", >, +, ~) has no XPath 1.0 equivalent here; use a compound selector.`);
  const c = compound(tokens, where);
  const self = c.test === '*' ? 'self::*' : `self::${c.test}`;
  return c.conditions.length === 0 ? self : `${self}[${c.conditions.join(' and ')}]`;
}

function pseudoCondition(name: string, data: string | Selector[][] | null, test: () => string): string {
  const sibling = (axis: string) => `${axis}::${name.endsWith('of-type') ? test() : '*'}`;
  const needsType = () => {
    if (test() === '*') throw new ToolInputError(`CSS: :${name} needs an element name in XPath 1.0 (e.g. p:${name}).`);
  };
  switch (name) {
    case 'first-child':
      return 'not(preceding-sibling::*)';
    case 'last-child':
      return 'not(following-sibling::*)';
    case 'only-child':
      return 'not(preceding-sibling::*) and not(following-sibling::*)';
    case 'first-of-type':
      needsType();
      return `not(preceding-sibling::${test()})`;
    case 'last-of-type':
      needsType();
      return `not(following-sibling::${test()})`;
    case 'only-of-type':
      needsType();
      return `not(preceding-sibling::${test()}) and not(following-sibling::${test()})`;
    case 'nth-child':
    case 'nth-of-type':
    case 'nth-last-child':
    case 'nth-last-of-type': {
      if (typeof data !== 'string') throw new ToolInputError(`CSS: :${name} needs an argument such as 2n+1.`);
      if (name.endsWith('of-type')) needsType();
      const axis = name.startsWith('nth-last') ? 'following-sibling' : 'preceding-sibling';
      return nthCondition(`(count(${sibling(axis)}) + 1)`, parseNth(data));
    }
    case 'empty':
      return 'not(*) and not(text())';
    case 'root':
      return 'not(parent::*)';
    case 'not':
    case 'is':
    case 'where':
    case 'matches': {
      if (!Array.isArray(data)) throw new ToolInputError(`CSS: :${name} needs a selector list.`);
      const any = data.map((tokens) => selfCondition(tokens, `:${name}()`)).join(' or ');
      return name === 'not' ? `not(${any})` : `(${any})`;
    }
    case 'has': {
      if (!Array.isArray(data)) throw new ToolInputError('CSS: :has needs a relative selector list.');
      return `(${data.map((tokens) => relative(tokens)).join(' or ')})`;
    }
    case 'contains': // jQuery's, common in scrapers: the text contains a string
      if (typeof data !== 'string') throw new ToolInputError('CSS: :contains needs a string.');
      return `contains(., ${xpathLiteral(data.replace(/^(['"])(.*)\1$/, '$2'))})`;
    default:
      if (name in UNSUPPORTED_PSEUDOS) throw new ToolInputError(`CSS: :${name} ${UNSUPPORTED_PSEUDOS[name]}: it has no XPath equivalent.`);
      throw new ToolInputError(`CSS: the pseudo-class :${name} is not supported.`);
  }
}

/** How the next compound is reached: a location-path prefix before its name test, or an adjacent-sibling step. */
type Axis = { kind: 'name'; text: string } | { kind: 'adjacent'; text: string };

/** Steps of a complex selector, from the first compound on, joined by combinators. */
function steps(tokens: Selector[], start: Axis): string {
  let out = '';
  let axis = start;
  let current: Selector[] = [];
  const flush = () => {
    const c = compound(current, 'the selector');
    if (axis.kind === 'adjacent') out += `${axis.text}${c.test === '*' ? '' : `[self::${c.test}]`}`;
    else out += `${axis.text}${c.test}`;
    for (const cond of c.conditions) out += `[${cond}]`;
    current = [];
  };
  for (const tok of tokens) {
    if (tok.type === 'descendant' || tok.type === 'child' || tok.type === 'sibling' || tok.type === 'adjacent') {
      if (current.length === 0) throw new ToolInputError('CSS: a combinator (" ", >, +, ~) with nothing before it.');
      flush();
      axis =
        tok.type === 'descendant'
          ? { kind: 'name', text: '//' }
          : tok.type === 'child'
            ? { kind: 'name', text: '/' }
            : tok.type === 'sibling'
              ? { kind: 'name', text: '/following-sibling::' }
              : { kind: 'adjacent', text: '/following-sibling::*[1]' };
    } else if (tok.type === 'parent' || tok.type === 'column-combinator')
      throw new ToolInputError(`CSS: the "${tok.type === 'parent' ? '<' : '||'}" combinator is not standard CSS.`);
    else current.push(tok);
  }
  if (current.length === 0) throw new ToolInputError('CSS: the selector ends with a combinator.');
  flush();
  return out;
}

/** A relative selector inside :has() (`> a`, `+ b`, `~ c`, `d`) as an XPath condition on the context element. */
function relative(tokens: Selector[]): string {
  const first = tokens[0];
  const rest = tokens.slice(1);
  if (first?.type === 'child') return steps(rest, { kind: 'name', text: '' });
  if (first?.type === 'sibling') return steps(rest, { kind: 'name', text: 'following-sibling::' });
  if (first?.type === 'adjacent') return steps(rest, { kind: 'adjacent', text: 'following-sibling::*[1]' });
  if (first?.type === 'descendant') return steps(rest, { kind: 'name', text: './/' });
  return steps(tokens, { kind: 'name', text: './/' });
}

/**
 * Converts a CSS selector (Selectors Level 3 and the common Level 4 pseudo-classes) into an
 * equivalent XPath 1.0 expression, the way cssselect and Scrapy do: element names as written,
 * `.c` and `~=` as whitespace-separated words, `:nth-child(an+b)` by counting siblings, `:not`,
 * `:is`/`:where`, `:has`, jQuery's `:contains`, a selector list as a union (`|`). Parsed by css-what.
 *
 * @param css - the selector (list).
 * @param options - {@link CssToXpathOptions}.
 * @returns the XPath expression.
 * @throws ToolInputError for an empty or malformed selector (css-what's message) and for what XPath
 *   cannot express (pseudo-elements, :hover and other state, :first-of-type without a name).
 * @see https://www.w3.org/TR/selectors-3/, https://www.w3.org/TR/1999/REC-xpath-19991116/
 */
export function cssToXpath(css: string, options: CssToXpathOptions = {}): string {
  if (css.trim() === '') throw new ToolInputError('CSS: enter a selector.');
  let selectors: Selector[][];
  try {
    selectors = parse(css);
  } catch (e) {
    throw new ToolInputError(`CSS: ${e instanceof Error ? e.message : String(e)}.`, { cause: e });
  }
  const prefix = options.prefix ?? '//';
  return selectors.map((tokens) => steps(tokens, { kind: 'name', text: prefix })).join(' | ');
}

const CSS_IDENT = /^-?[_a-zA-Z\u00a0-\uffff][_a-zA-Z0-9\u00a0-\uffff-]*$/;
const cssString = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\a ')}"`;

/** A small reader over an XPath text that knows where it is, for messages with a column. */
class XPathReader {
  pos = 0;
  constructor(readonly text: string) {}
  skip() {
    while (this.pos < this.text.length && /\s/.test(this.text.charAt(this.pos))) this.pos++;
  }
  peek(s: string): boolean {
    this.skip();
    return this.text.startsWith(s, this.pos);
  }
  eat(s: string): boolean {
    if (!this.peek(s)) return false;
    this.pos += s.length;
    return true;
  }
  expect(s: string) {
    if (!this.eat(s)) this.fail(`"${s}" expected`);
  }
  match(re: RegExp): RegExpExecArray | null {
    this.skip();
    const m = re.exec(this.text.slice(this.pos));
    if (m) this.pos += m[0].length;
    return m;
  }
  done(): boolean {
    this.skip();
    return this.pos >= this.text.length;
  }
  fail(problem: string, at = this.pos): never {
    throw new ToolInputError(`XPath, column ${at + 1}: ${problem}.`, { column: at + 1, position: at });
  }
  literal(): string {
    const m = this.match(/^(?:'([^']*)'|"([^"]*)")/);
    if (!m) this.fail('a quoted string expected');
    // Exactly one of the two alternatives matched.
    return m[1] ?? m[2]!;
  }
}

const NAME = /^(?:\*|[A-Za-z_][\w.-]*(?::(?:[A-Za-z_][\w.-]*|\*))?)/;

/**
 * One predicate `[…]` of a step, as CSS (attribute selectors and pseudo-classes). A position
 * (`[2]`, `[last()]`) maps to :nth-of-type/:last-of-type only as the first predicate of a child step:
 * after another predicate, or on another axis, it counts a different set of nodes.
 */
function predicateToCss(r: XPathReader, test: string, positional: boolean): string {
  const start = r.pos;
  const position = r.match(/^(\d+|last\(\))(?=\s*\])/);
  if (position) {
    if (!positional) r.fail('this position counts nodes CSS cannot count (use it as the first predicate of a child step)', start);
    const typed = test !== '*';
    const n = position[1]!;
    if (n === 'last()') return typed ? ':last-of-type' : ':last-child';
    return typed ? `:nth-of-type(${n})` : `:nth-child(${n})`;
  }
  const parts: string[] = [];
  do parts.push(conditionToCss(r, start));
  while (r.eat('and'));
  if (r.peek('or')) r.fail('"or" inside a predicate has no CSS equivalent (use two selectors with "|")');
  return parts.join('');
}

function attrName(r: XPathReader): string {
  const m = r.match(/^@([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)/);
  if (!m) r.fail('an attribute (@name) expected');
  return m[1]!.replace(':', '|');
}

function conditionToCss(r: XPathReader, start: number): string {
  if (r.peek('position()') || r.peek('last()') || r.match(/^(?=\d)/))
    r.fail('positions are converted only as a whole predicate, [n] or [last()]');
  if (r.eat('not(')) {
    const inner = conditionToCss(r, start);
    r.expect(')');
    return `:not(${inner.startsWith(':not(') ? `*${inner}` : inner})`;
  }
  if (r.eat('contains(concat(')) {
    // contains(concat(' ', normalize-space(@class), ' '), ' x ') — the usual "has class x".
    const m = r.match(/^(['"]) \1\s*,\s*normalize-space\(\s*@class\s*\)\s*,\s*(['"]) \2\s*\)\s*,\s*(['"]) ([^'" ]+) \3\s*\)/);
    if (!m) r.fail("only the class test contains(concat(' ', normalize-space(@class), ' '), ' name ') is converted");
    const cls = m[4]!;
    return CSS_IDENT.test(cls) ? `.${cls}` : `[class~=${cssString(cls)}]`;
  }
  for (const [fn, op] of [
    ['contains(', '*='],
    ['starts-with(', '^='],
  ] as const) {
    if (r.eat(fn)) {
      if (r.peek('text()') || r.peek('.')) r.fail('CSS cannot select by text content');
      const name = attrName(r);
      r.expect(',');
      const value = r.literal();
      r.expect(')');
      return `[${name}${op}${cssString(value)}]`;
    }
  }
  if (r.peek('text()') || r.peek('.') || r.peek('normalize-space(') || r.peek('string(')) r.fail('CSS cannot select by text content');
  if (r.peek('@')) {
    const name = attrName(r);
    const op = r.match(/^(!=|=)/);
    if (!op) return `[${name}]`;
    const value = r.literal();
    // @a != 'v' holds only where the attribute exists (a node-set comparison, XPath 1.0 §3.4).
    if (op[1] === '!=') return `[${name}]:not([${name}=${cssString(value)}])`;
    if (name === 'id' && CSS_IDENT.test(value)) return `#${value}`;
    return `[${name}=${cssString(value)}]`;
  }
  if (r.peek('self::')) r.fail('self:: is only converted in following-sibling::*[1][self::name]');
  const m = r.match(NAME);
  if (m) {
    // [child] — CSS :has(> child)
    return `:has(> ${m[0].replace(':', '|')})`;
  }
  return r.fail('this predicate has no CSS equivalent', start);
}

/**
 * Converts the subset of XPath 1.0 that CSS can express into a CSS selector: child and descendant
 * steps (`/`, `//`, `descendant::`), `following-sibling::` (`~`) and `following-sibling::*[1][self::x]`
 * (`+`), names and `*`, predicates on attributes (`@a`, `=`, `!=`, `contains`, `starts-with`, the
 * class idiom), positions `[n]` and `[last()]` (`:nth-of-type`, `:last-of-type`, or `-child` on
 * `*`), `not()`, `and`, a child test (`:has(> x)`), and unions (`|` → `,`).
 *
 * @param xpath - the XPath expression.
 * @returns the CSS selector (list).
 * @throws ToolInputError with the column of the first part CSS cannot express: parent and
 *   ancestor steps (`..`), preceding siblings, text tests, `or`, functions other than these.
 * @see https://www.w3.org/TR/1999/REC-xpath-19991116/, https://www.w3.org/TR/selectors-4/
 */
export function xpathToCss(xpath: string): string {
  if (xpath.trim() === '') throw new ToolInputError('XPath: enter an expression.');
  const r = new XPathReader(xpath);
  const selectors: string[] = [];
  do {
    let css = '';
    let combinator = ' ';
    let first = true;
    if (r.eat('//') || r.eat('.//')) combinator = ' ';
    else if (r.eat('/')) combinator = 'root';
    else r.eat('./');
    for (;;) {
      const stepStart = r.pos;
      if (r.peek('..') || r.peek('parent::') || r.peek('ancestor')) r.fail('CSS cannot select a parent or an ancestor', r.pos);
      if (r.peek('preceding')) r.fail('CSS cannot select a preceding node', r.pos);
      let axis: 'child' | 'descendant' | 'sibling' = 'child';
      if (r.eat('child::')) axis = 'child';
      else if (r.eat('descendant::') || r.eat('descendant-or-self::')) axis = 'descendant';
      else if (r.eat('following-sibling::')) axis = 'sibling';
      else if (r.peek('attribute::') || r.peek('@')) r.fail('an attribute is not an element: CSS selects elements only');
      else if (r.match(/^[a-z-]+::/)) r.fail('this axis has no CSS equivalent', stepStart);
      if (r.peek('text()') || r.peek('node()') || r.peek('comment()')) r.fail('CSS selects elements only');
      const name = r.match(NAME) ?? r.fail('an element name or * expected');
      const test = name[0];
      let selector = test === '*' ? '*' : test.replace(':', '|');
      let sep: string;
      if (axis === 'sibling') {
        if (first) r.fail('following-sibling:: needs a step before it', stepStart);
        sep = ' ~ ';
        if (test === '*' && r.peek('[1]')) {
          r.eat('[1]');
          sep = ' + ';
          if (r.eat('[self::')) {
            const self = r.match(NAME) ?? r.fail('an element name expected');
            r.expect(']');
            selector = self[0].replace(':', '|');
          }
        }
      } else if (first) sep = combinator === 'root' ? '' : '';
      else sep = axis === 'descendant' || combinator === ' ' ? ' ' : ' > ';
      let positional = axis === 'child';
      while (r.eat('[')) {
        selector += predicateToCss(r, test, positional);
        positional = false;
        r.expect(']');
      }
      if (selector.startsWith('*') && selector.length > 1) selector = selector.slice(1);
      if (first && combinator === 'root') selector += ':root';
      css += (first ? '' : sep) + selector;
      first = false;
      if (r.eat('//')) combinator = ' ';
      else if (r.eat('/')) combinator = '>';
      else break;
    }
    selectors.push(css);
    if (!r.done() && !r.peek('|')) r.fail('this part has no CSS equivalent');
  } while (r.eat('|'));
  return selectors.join(', ');
}
