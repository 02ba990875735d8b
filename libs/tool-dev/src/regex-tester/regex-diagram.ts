import { ToolInputError } from '@handy-tools/ui/kit';
import * as regjsparserModule from 'regjsparser';

/** regjsparser is CommonJS: its `parse` is a named export under Vite, the default's property under Node. */
const parseRegExpSyntax: typeof regjsparserModule.parse =
  (regjsparserModule as { parse?: typeof regjsparserModule.parse }).parse ??
  (regjsparserModule as unknown as { default: { parse: typeof regjsparserModule.parse } }).default.parse;

/** A drawing primitive of the railroad diagram, in SVG user units (px). */
export type DiagramPrim =
  | { kind: 'path'; d: string }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; style: 'literal' | 'class' | 'special' | 'group' | 'look' }
  | { kind: 'text'; x: number; y: number; text: string; style: 'box' | 'label' }
  | { kind: 'circle'; x: number; y: number };

/** A railroad diagram: its size and primitives. */
export interface RegexDiagram {
  width: number;
  height: number;
  prims: DiagramPrim[];
}

/** The words a diagram uses (translated by the UI). `%n`, `%name`, `%set`, `%min`, `%max` are filled in. */
export interface DiagramLabels {
  group: string;
  namedGroup: string;
  followedBy: string;
  notFollowedBy: string;
  precededBy: string;
  notPrecededBy: string;
  anyCharacter: string;
  start: string;
  end: string;
  wordBoundary: string;
  notWordBoundary: string;
  digit: string;
  notDigit: string;
  word: string;
  notWord: string;
  space: string;
  notSpace: string;
  oneOf: string;
  noneOf: string;
  backReference: string;
  times: string;
  atLeast: string;
  between: string;
  lazy: string;
}

/** English labels. */
export const DIAGRAM_LABELS_EN: DiagramLabels = {
  group: 'group #%n',
  namedGroup: 'group #%n <%name>',
  followedBy: 'followed by',
  notFollowedBy: 'not followed by',
  precededBy: 'preceded by',
  notPrecededBy: 'not preceded by',
  anyCharacter: 'any character',
  start: 'start',
  end: 'end',
  wordBoundary: 'word boundary',
  notWordBoundary: 'not a word boundary',
  digit: 'digit',
  notDigit: 'not a digit',
  word: 'word character',
  notWord: 'not a word character',
  space: 'white space',
  notSpace: 'not white space',
  oneOf: 'one of %set',
  noneOf: 'none of %set',
  backReference: 'back-reference %n',
  times: '%min times',
  atLeast: '%min+ times',
  between: '%min–%max times',
  lazy: '(lazy)',
};

const BOX_H = 26;
const CHAR_W = 7.25;
const GAP = 12;
const ARC = 8;
const LABEL_H = 16;
const MAX_NODES = 2000;
/** Longest pattern drawn, in UTF-16 code units. */
const MAX_PATTERN = 5000;

interface Layout {
  w: number;
  /** Height above the rail. */
  up: number;
  /** Height below the rail. */
  down: number;
  draw(x: number, y: number, out: DiagramPrim[]): void;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/%(name|set|min|max|n)/g, (m, key: string) => String(values[key] ?? m));
const textWidth = (text: string) => [...text].length * CHAR_W;
const line = (x1: number, y: number, x2: number): DiagramPrim => ({ kind: 'path', d: `M${x1} ${y}H${x2}` });

function terminal(text: string, style: 'literal' | 'class' | 'special'): Layout {
  const shown = [...text].length > 60 ? `${[...text].slice(0, 59).join('')}…` : text;
  const w = Math.max(30, textWidth(shown) + 18);
  return {
    w,
    up: BOX_H / 2,
    down: BOX_H / 2,
    draw(x, y, out) {
      out.push({ kind: 'rect', x, y: y - BOX_H / 2, w, h: BOX_H, style });
      out.push({ kind: 'text', x: x + w / 2, y: y + 4, text: shown, style: 'box' });
    },
  };
}

function sequence(items: Layout[]): Layout {
  if (items.length === 0) return { w: GAP, up: 0, down: 0, draw: (x, y, out) => out.push(line(x, y, x + GAP)) };
  const w = items.reduce((sum, item) => sum + item.w, 0) + GAP * (items.length - 1);
  return {
    w,
    up: Math.max(...items.map((i) => i.up)),
    down: Math.max(...items.map((i) => i.down)),
    draw(x, y, out) {
      let cx = x;
      items.forEach((item, index) => {
        item.draw(cx, y, out);
        cx += item.w;
        if (index < items.length - 1) {
          out.push(line(cx, y, cx + GAP));
          cx += GAP;
        }
      });
    },
  };
}

function choice(items: Layout[]): Layout {
  const inner = Math.max(...items.map((i) => i.w));
  const offsets: number[] = [0];
  for (let i = 1; i < items.length; i++) offsets.push((offsets[i - 1] ?? 0) + (items[i - 1]?.down ?? 0) + GAP + (items[i]?.up ?? 0));
  const last = items.length - 1;
  return {
    w: inner + 4 * ARC,
    up: items[0]?.up ?? 0,
    down: (offsets[last] ?? 0) + (items[last]?.down ?? 0),
    draw(x, y, out) {
      const right = x + inner + 4 * ARC;
      items.forEach((item, i) => {
        const yi = y + (offsets[i] ?? 0);
        const left = x + 2 * ARC;
        if (i === 0) out.push(line(x, y, left));
        else
          out.push({
            kind: 'path',
            d: `M${x} ${y}Q${x + ARC} ${y} ${x + ARC} ${y + ARC}V${yi - ARC}Q${x + ARC} ${yi} ${left} ${yi}M${right - 2 * ARC} ${yi}Q${right - ARC} ${yi} ${right - ARC} ${yi - ARC}V${y + ARC}Q${right - ARC} ${y} ${right} ${y}`,
          });
        item.draw(left, yi, out);
        out.push(line(left + item.w, yi, right - 2 * ARC));
        if (i === 0) out.push(line(right - 2 * ARC, y, right));
      });
    },
  };
}

function quantified(child: Layout, min: number, max: number | undefined, greedy: boolean, labels: DiagramLabels): Layout {
  const skip = min === 0;
  const loop = max === undefined || max > 1;
  let label = '';
  if (loop) {
    if (max === undefined) label = min > 1 ? fill(labels.atLeast, { min }) : '';
    else label = min === max ? fill(labels.times, { min }) : fill(labels.between, { min, max });
    if (!greedy) label = `${label} ${labels.lazy}`.trim();
  }
  const labelW = label ? textWidth(label) + 4 : 0;
  const w = Math.max(child.w + 4 * ARC, labelW);
  const up = child.up + (skip ? ARC + 4 : 0);
  const down = child.down + (loop ? ARC + 4 : 0) + (label ? LABEL_H : 0);
  return {
    w,
    up,
    down,
    draw(x, y, out) {
      const left = x + (w - child.w) / 2;
      out.push(line(x, y, left));
      child.draw(left, y, out);
      out.push(line(left + child.w, y, x + w));
      if (skip) {
        const yb = y - child.up - 4;
        out.push({
          kind: 'path',
          d: `M${x} ${y}Q${x + ARC} ${y} ${x + ARC} ${y - ARC}V${yb + ARC}Q${x + ARC} ${yb} ${x + 2 * ARC} ${yb}H${x + w - 2 * ARC}Q${x + w - ARC} ${yb} ${x + w - ARC} ${yb + ARC}V${y - ARC}Q${x + w - ARC} ${y} ${x + w} ${y}`,
        });
      }
      if (loop) {
        const yl = y + child.down + 4;
        out.push({
          kind: 'path',
          d: `M${x + w - 2 * ARC} ${y}Q${x + w - ARC} ${y} ${x + w - ARC} ${y + ARC}V${yl - ARC}Q${x + w - ARC} ${yl} ${x + w - 2 * ARC} ${yl}H${x + 2 * ARC}Q${x + ARC} ${yl} ${x + ARC} ${yl - ARC}V${y + ARC}Q${x + ARC} ${y} ${x + 2 * ARC} ${y}`,
        });
        if (label) out.push({ kind: 'text', x: x + w / 2, y: yl + LABEL_H - 2, text: label, style: 'label' });
      }
    },
  };
}

function boxed(child: Layout, label: string, style: 'group' | 'look'): Layout {
  const pad = 8;
  const w = Math.max(child.w + 2 * pad, textWidth(label) + 8);
  return {
    w,
    up: child.up + pad + LABEL_H,
    down: child.down + pad,
    draw(x, y, out) {
      out.push({ kind: 'rect', x, y: y - child.up - pad, w, h: child.up + child.down + 2 * pad, style });
      out.push({ kind: 'text', x: x + w / 2, y: y - child.up - pad - 4, text: label, style: 'label' });
      const left = x + (w - child.w) / 2;
      out.push(line(x, y, left));
      child.draw(left, y, out);
      out.push(line(left + child.w, y, x + w));
    },
  };
}

interface Node {
  type: string;
  raw?: string;
  body?: Node[] | Node;
  behavior?: string;
  name?: { value: string };
  kind?: string;
  value?: string;
  negative?: boolean;
  min?: number;
  max?: number;
  greedy?: boolean;
  codePoint?: number;
  matchIndex?: number;
}

/**
 * Lays out a regular expression as a railroad diagram (sequences left to right, alternatives
 * stacked, optional parts bypassed above, repetitions looped below, groups and lookarounds boxed),
 * from regjsparser's syntax tree. Pure: no DOM; the UI draws the primitives as SVG.
 *
 * @param pattern - the pattern.
 * @param flags - the flags (`u`/`v` change the syntax).
 * @param labels - the words to use (default English).
 * @returns the diagram's size (px) and primitives.
 * @throws ToolInputError when regjsparser cannot read the pattern, or it is too big to draw (over 5,000 characters or 2,000 nodes).
 * @see https://github.com/jviereck/regjsparser
 */
export function regexDiagram(pattern: string, flags: string, labels: DiagramLabels = DIAGRAM_LABELS_EN): RegexDiagram {
  if (pattern.length > MAX_PATTERN) throw new ToolInputError(`This pattern is too long to draw (over ${MAX_PATTERN} characters).`);
  let tree: Node;
  try {
    tree = parseRegExpSyntax(pattern, flags.replace(/[^imsuv]/g, ''), {
      lookbehind: true,
      namedGroups: true,
      unicodePropertyEscape: true,
      unicodeSet: true,
      modifiers: true,
    }) as unknown as Node;
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw new ToolInputError(`Cannot draw this pattern: ${message}.`, { cause: error });
  }
  let groupNumber = 0;
  let nodes = 0;
  const children = (node: Node): Node[] => (Array.isArray(node.body) ? node.body : node.body ? [node.body] : []);
  const layout = (node: Node): Layout => {
    if (++nodes > MAX_NODES) throw new ToolInputError(`This pattern is too big to draw (over ${MAX_NODES} parts).`);
    switch (node.type) {
      case 'alternative': {
        const items: Layout[] = [];
        let literal = '';
        const flush = () => {
          if (literal) items.push(terminal(`"${literal}"`, 'literal'));
          literal = '';
        };
        for (const child of children(node)) {
          if (child.type === 'value' && child.codePoint !== undefined && child.codePoint >= 0x20 && child.codePoint !== 0x7f) {
            literal += String.fromCodePoint(child.codePoint);
          } else {
            flush();
            items.push(layout(child));
          }
        }
        flush();
        return sequence(items);
      }
      case 'disjunction':
        return choice(children(node).map(layout));
      case 'group': {
        // Groups are numbered by their opening parenthesis: take the number before the body's groups.
        const n = node.behavior === 'normal' ? ++groupNumber : 0;
        const kids = children(node);
        const body = kids.length === 1 && kids[0] ? layout(kids[0]) : sequence(kids.map(layout));
        switch (node.behavior) {
          case 'normal': {
            return boxed(body, node.name ? fill(labels.namedGroup, { n, name: node.name.value }) : fill(labels.group, { n }), 'group');
          }
          case 'lookahead':
            return boxed(body, labels.followedBy, 'look');
          case 'negativeLookahead':
            return boxed(body, labels.notFollowedBy, 'look');
          case 'lookbehind':
            return boxed(body, labels.precededBy, 'look');
          case 'negativeLookbehind':
            return boxed(body, labels.notPrecededBy, 'look');
          default:
            return body;
        }
      }
      case 'quantifier': {
        const kid = children(node)[0];
        return quantified(kid ? layout(kid) : sequence([]), node.min ?? 0, node.max, node.greedy !== false, labels);
      }
      case 'characterClass': {
        const raw = node.raw ?? '';
        const set = raw.replace(/^\[\^?/, '').replace(/\]$/, '');
        return terminal(fill(node.negative ? labels.noneOf : labels.oneOf, { set }), 'class');
      }
      case 'characterClassEscape': {
        const names: Record<string, string> = {
          d: labels.digit,
          D: labels.notDigit,
          w: labels.word,
          W: labels.notWord,
          s: labels.space,
          S: labels.notSpace,
        };
        return terminal(names[node.value ?? ''] ?? node.raw ?? '', 'class');
      }
      case 'dot':
        return terminal(labels.anyCharacter, 'class');
      case 'anchor': {
        const names: Record<string, string> = {
          start: labels.start,
          end: labels.end,
          boundary: labels.wordBoundary,
          'not-boundary': labels.notWordBoundary,
        };
        return terminal(names[node.kind ?? ''] ?? node.raw ?? '', 'special');
      }
      case 'reference':
        return terminal(fill(labels.backReference, { n: node.name ? `<${node.name.value}>` : `#${node.matchIndex ?? ''}` }), 'special');
      case 'value':
        return terminal(
          node.codePoint !== undefined && node.codePoint >= 0x20 && node.codePoint !== 0x7f
            ? `"${String.fromCodePoint(node.codePoint)}"`
            : (node.raw ?? ''),
          'literal',
        );
      default:
        return terminal(node.raw ?? node.type, 'class');
    }
  };
  const root = layout(tree);
  const margin = 12;
  const startX = margin + 6;
  const prims: DiagramPrim[] = [];
  const y = margin + root.up;
  prims.push({ kind: 'circle', x: margin, y });
  prims.push(line(startX, y, startX + GAP));
  root.draw(startX + GAP, y, prims);
  const endX = startX + GAP + root.w;
  prims.push(line(endX, y, endX + GAP));
  prims.push({ kind: 'circle', x: endX + GAP + 6, y });
  return { width: endX + GAP + 12 + margin, height: root.up + root.down + 2 * margin, prims };
}
