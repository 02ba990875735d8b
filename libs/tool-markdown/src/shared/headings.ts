import GithubSlugger from 'github-slugger';
import { Lexer, type Token, type Tokens } from 'marked';

/** A heading of a Markdown document, as GitHub renders it. */
export interface MarkdownHeading {
  /** Level 1–6 (`#` … `######`, or 1 and 2 for setext `===` / `---` underlines). */
  level: number;
  /** The heading's plain text: what it shows, without Markdown syntax or HTML tags. */
  text: string;
  /** The anchor GitHub gives it (without `#`): github-slugger's rules, duplicates numbered -1, -2… */
  slug: string;
}

/** The plain text of inline tokens: what the rendered heading reads (GitHub slugs are made from it). */
export function inlineText(tokens: readonly Token[] | undefined): string {
  if (!tokens) return '';
  let out = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'html':
      case 'tag':
        break; // raw inline HTML tags have no text of their own
      case 'image':
        out += (token as Tokens.Image).text;
        break;
      case 'br':
        out += ' ';
        break;
      case 'codespan':
        out += decodeEntities((token as Tokens.Codespan).text);
        break;
      case 'escape':
      case 'text':
        out += 'tokens' in token && token.tokens ? inlineText(token.tokens) : decodeEntities((token as Tokens.Text).text);
        break;
      default:
        out += 'tokens' in token && token.tokens ? inlineText(token.tokens) : decodeEntities((token as { text?: string }).text ?? '');
    }
  }
  return out;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the few entities marked escapes into token text, and numeric character references. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * Lists the headings of a Markdown document with the anchors GitHub gives them. Headings are found
 * by marked's GFM lexer (ATX and setext headings; never lines inside fenced or indented code, HTML
 * blocks or front matter-like text that is not a heading), top-level and inside block quotes and
 * list items, in document order. Anchors follow github-slugger (lower case, punctuation removed,
 * spaces → `-`, a repeated anchor gets `-1`, `-2`…).
 *
 * @param markdown - GFM source.
 * @returns the headings in order; an empty array when there is none.
 * @see https://github.github.com/gfm/#atx-headings
 * @see https://github.com/Flet/github-slugger
 */
export function markdownHeadings(markdown: string): MarkdownHeading[] {
  const tokens = new Lexer({ gfm: true }).lex(markdown);
  const slugger = new GithubSlugger();
  const headings: MarkdownHeading[] = [];
  const walk = (list: readonly Token[]) => {
    for (const token of list) {
      if (token.type === 'heading') {
        const heading = token as Tokens.Heading;
        const text = inlineText(heading.tokens).trim();
        headings.push({ level: heading.depth, text, slug: slugger.slug(text) });
      } else if (token.type === 'blockquote') {
        walk((token as Tokens.Blockquote).tokens);
      } else if (token.type === 'list') {
        for (const item of (token as Tokens.List).items) walk(item.tokens);
      }
    }
  };
  walk(tokens);
  return headings;
}
