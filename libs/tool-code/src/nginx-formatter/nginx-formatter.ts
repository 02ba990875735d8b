import { ToolInputError } from '@handy-tools/ui/kit';

/** How the words of a directive are spaced: one space, as typed, or values aligned in runs of directives. */
export const NGINX_SPACING = ['single', 'keep', 'align'] as const;
/** One of {@link NGINX_SPACING}. */
export type NginxSpacing = (typeof NGINX_SPACING)[number];

/** What happens to blank lines between directives: kept as typed, collapsed to one, or removed. */
export const NGINX_BLANK_LINES = ['collapse', 'keep', 'remove'] as const;
/** One of {@link NGINX_BLANK_LINES}. */
export type NginxBlankLines = (typeof NGINX_BLANK_LINES)[number];

/** Options of {@link formatNginxConfig} (defaults in brackets). */
export interface NginxFormatOptions {
  /** Spaces per level (1–8) or `'tab'` [4, as nginx's own nginx.conf]. */
  indent?: number | 'tab';
  /** Spacing between a directive's words ['single']. */
  spacing?: NginxSpacing;
  /** Blank lines between directives ['collapse': at most one, none just inside braces]. */
  blankLines?: NginxBlankLines;
}

type TokenKind = 'word' | 'string' | 'comment' | ';' | '{' | '}';

/** A token of nginx's configuration syntax, with its 1-based position. */
interface Token {
  kind: TokenKind;
  /** The source text, quotes and escapes included. */
  text: string;
  line: number;
  column: number;
  /** 0-based offsets in the input: [start, end). */
  start: number;
  end: number;
  /** Line of the token's last character (a quoted string may span lines). */
  endLine: number;
  /** No whitespace between this token and the previous one (`"a")`). */
  glued: boolean;
}

/** A directive: a name, its arguments and, for a block, its statements (or the raw Lua of a `*_by_lua_block`). */
interface Directive {
  kind: 'directive';
  name: Token;
  /** Arguments, and comments that sit between them. */
  args: Token[];
  /** The statements of a block directive. */
  block?: Statement[];
  /** The source of a `*_by_lua_block { … }` (without its braces). */
  lua?: string;
  /** Comment after `;` or `{` on the same line. */
  comment?: Token;
  /** Comment after the block's `}` on the same line. */
  closeComment?: Token;
  /** The closing `}` (for blank lines before it). */
  close?: Token;
  blankBefore: number;
  endLine: number;
}

interface CommentStatement {
  kind: 'comment';
  token: Token;
  blankBefore: number;
  endLine: number;
}

type Statement = Directive | CommentStatement;

const SPACE = new Set([' ', '\t', '\r', '\n']);

/** The position of `offset` as 1-based line and column. */
function locate(input: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = input.indexOf('\n'); i !== -1 && i < offset; i = input.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Splits nginx configuration into tokens, with the rules of nginx's `ngx_conf_read_token()`
 * (src/core/ngx_conf_file.c): whitespace separates words; `;`, `{` and `}` at the start of a
 * word are punctuation, `;` and `{` also end a word (`}` does not); `#` at the start of a word
 * begins a comment to the end of the line; `"…"` and `'…'` at the start of a word are strings
 * with `\` escapes and must be followed by whitespace, `;`, `{` or `)`; `\` escapes the next
 * character of a word; `${` inside a word does not open a block.
 */
class Lexer {
  private pos = 0;
  private line = 1;
  private lineStart = 0;
  private previousEnd = -1;

  constructor(private readonly input: string) {}

  /** The raw text from the current position to the `}` closing a Lua block (Lua strings and comments skipped). */
  readLua(open: Token): { source: string; close: Token } {
    const s = this.input;
    let depth = 1;
    const start = this.pos;
    while (this.pos < s.length) {
      const ch = s[this.pos]!;
      if (ch === '\n') this.newline(this.pos);
      if (ch === '-' && s[this.pos + 1] === '-') {
        const long = /^--\[(=*)\[/.exec(s.slice(this.pos, this.pos + 64));
        if (long) this.skipTo(`]${long[1]}]`, this.pos + long[0].length, open);
        else this.skipLine();
        continue;
      }
      if (ch === '[') {
        const long = /^\[(=*)\[/.exec(s.slice(this.pos, this.pos + 64));
        if (long) {
          this.skipTo(`]${long[1]}]`, this.pos + long[0].length, open);
          continue;
        }
      }
      if (ch === '"' || ch === "'") {
        this.pos += 1;
        while (this.pos < s.length && s[this.pos] !== ch && s[this.pos] !== '\n') this.pos += s[this.pos] === '\\' ? 2 : 1;
        this.pos += 1;
        continue;
      }
      if (ch === '{') depth += 1;
      if (ch === '}') {
        depth -= 1;
        if (depth === 0) {
          const source = s.slice(start, this.pos);
          const close = this.make('}', this.pos, this.pos + 1, this.line);
          this.pos += 1;
          this.previousEnd = this.pos;
          return { source, close };
        }
      }
      this.pos += 1;
    }
    throw new ToolInputError(`The Lua block opened at line ${open.line}, column ${open.column} is not closed with "}".`, {
      line: open.line,
      column: open.column,
    });
  }

  private skipTo(end: string, from: number, open: Token): void {
    const at = this.input.indexOf(end, from);
    if (at === -1)
      throw new ToolInputError(
        `The Lua block opened at line ${open.line}, column ${open.column} is not closed: a long string or comment in it never ends.`,
        { line: open.line, column: open.column },
      );
    for (let i = this.input.indexOf('\n', this.pos); i !== -1 && i < at; i = this.input.indexOf('\n', i + 1)) this.newline(i);
    this.pos = at + end.length;
  }

  private skipLine(): void {
    const nl = this.input.indexOf('\n', this.pos);
    this.pos = nl === -1 ? this.input.length : nl;
  }

  private newline(at: number): void {
    this.line += 1;
    this.lineStart = at + 1;
  }

  private make(kind: TokenKind, start: number, end: number, startLine: number, startLineStart = this.lineStart): Token {
    return {
      kind,
      text: this.input.slice(start, end),
      line: startLine,
      column: start - startLineStart + 1,
      start,
      end,
      endLine: this.line,
      glued: start === this.previousEnd,
    };
  }

  private fail(message: string, offset: number): never {
    const { line, column } = locate(this.input, offset);
    throw new ToolInputError(message.replace('{at}', `line ${line}, column ${column}`), { line, column, position: offset });
  }

  /** The next token, or null at the end of the input. */
  next(): Token | null {
    const s = this.input;
    while (this.pos < s.length && SPACE.has(s[this.pos]!)) {
      if (s[this.pos] === '\n') this.newline(this.pos);
      this.pos += 1;
    }
    if (this.pos >= s.length) return null;
    const start = this.pos;
    const startLine = this.line;
    const startLineStart = this.lineStart;
    const ch = s[start]!;
    let token: Token;
    if (ch === ';' || ch === '{' || ch === '}') {
      this.pos += 1;
      token = this.make(ch, start, this.pos, startLine);
    } else if (ch === '#') {
      const nl = s.indexOf('\n', start);
      this.pos = nl === -1 ? s.length : nl;
      token = this.make('comment', start, s[this.pos - 1] === '\r' ? this.pos - 1 : this.pos, startLine);
    } else if (ch === '"' || ch === "'") {
      this.pos += 1;
      while (this.pos < s.length && s[this.pos] !== ch) {
        if (s[this.pos] === '\\') this.pos += 1;
        if (s[this.pos] === '\n') this.newline(this.pos);
        this.pos += 1;
      }
      if (this.pos >= s.length) this.fail(`The quoted string opened at {at} is not closed with ${ch}.`, start);
      this.pos += 1;
      token = this.make('string', start, this.pos, startLine, startLineStart);
      const after = s[this.pos];
      if (after !== undefined && !SPACE.has(after) && after !== ';' && after !== '{' && after !== ')')
        this.fail(`Unexpected "${after}" right after the quoted string at {at}: put a space before it.`, this.pos);
    } else {
      let variable = false;
      while (this.pos < s.length) {
        const c = s[this.pos]!;
        if (c === '{' && variable) {
          variable = false;
          this.pos += 1;
          continue;
        }
        variable = false;
        if (c === '\\') {
          if (s[this.pos + 1] === '\n') this.newline(this.pos + 1);
          this.pos += 2;
          continue;
        }
        if (c === '$') variable = true;
        else if (SPACE.has(c) || c === ';' || c === '{') break;
        this.pos += 1;
      }
      this.pos = Math.min(this.pos, s.length);
      token = this.make('word', start, this.pos, startLine, startLineStart);
    }
    this.previousEnd = this.pos;
    return token;
  }
}

/**
 * Parses nginx configuration into statements (directives, blocks, comments), checking what
 * nginx's own reader checks: braces balanced, every directive ended by `;` or a block, strings closed.
 */
function parse(input: string): Statement[] {
  const lexer = new Lexer(input);
  const root: Statement[] = [];
  const stack: { statements: Statement[]; directive: Directive | null }[] = [{ statements: root, directive: null }];
  let current: Directive | null = null;
  /** Where the previous statement (or an opening brace) ended: attaches same-line comments, counts blank lines. */
  let last: { line: number; attach: ((c: Token) => void) | null } = { line: 0, attach: null };
  const blankBefore = (line: number) => (last.line === 0 ? 0 : Math.max(0, line - last.line - 1));

  for (let token = lexer.next(); token; token = lexer.next()) {
    const top = stack.at(-1)!;
    if (token.kind === 'comment') {
      if (current) current.args.push(token);
      else if (last.attach && token.line === last.line) {
        last.attach(token);
        last = { line: token.line, attach: null };
      } else {
        top.statements.push({ kind: 'comment', token, blankBefore: blankBefore(token.line), endLine: token.line });
        last = { line: token.line, attach: null };
      }
      continue;
    }
    if (token.kind === 'word' || token.kind === 'string') {
      if (current) current.args.push(token);
      else {
        current = { kind: 'directive', name: token, args: [], blankBefore: blankBefore(token.line), endLine: token.endLine };
        top.statements.push(current);
      }
      continue;
    }
    if (token.kind === ';') {
      if (!current)
        throw new ToolInputError(`Unexpected ";" at line ${token.line}, column ${token.column}: there is no directive before it.`, {
          line: token.line,
          column: token.column,
          position: token.start,
        });
      const directive: Directive = current;
      directive.endLine = token.line;
      last = { line: token.line, attach: (c) => (directive.comment = c) };
      current = null;
      continue;
    }
    if (token.kind === '{') {
      if (!current)
        throw new ToolInputError(
          `Unexpected "{" at line ${token.line}, column ${token.column}: a block needs a name (server, location /…).`,
          { line: token.line, column: token.column, position: token.start },
        );
      const directive: Directive = current;
      current = null;
      if (/_by_lua_block$/.test(directive.name.text)) {
        const { source, close } = lexer.readLua(token);
        directive.lua = source;
        directive.close = close;
        directive.endLine = close.line;
        last = { line: close.line, attach: (c) => (directive.closeComment = c) };
        continue;
      }
      directive.block = [];
      stack.push({ statements: directive.block, directive });
      last = { line: token.line, attach: (c) => (directive.comment = c) };
      continue;
    }
    // "}"
    if (current) {
      const words = [current.name, ...current.args.filter((a) => a.kind !== 'comment')].map((a) => a.text).join(' ');
      throw new ToolInputError(
        `Unexpected "}" at line ${token.line}, column ${token.column}: "${words.slice(0, 60)}" needs a ";" before it.`,
        { line: token.line, column: token.column, position: token.start },
      );
    }
    if (stack.length === 1)
      throw new ToolInputError(`Unexpected "}" at line ${token.line}, column ${token.column}: no block is open.`, {
        line: token.line,
        column: token.column,
        position: token.start,
      });
    const closed = stack.pop()!.directive!;
    closed.close = token;
    closed.endLine = token.line;
    last = { line: token.line, attach: (c) => (closed.closeComment = c) };
  }
  if (current) {
    throw new ToolInputError(
      `Unexpected end of file: the directive "${current.name.text.slice(0, 60)}" at line ${current.name.line} needs a ";" or a block.`,
      { line: current.name.line, column: current.name.column, position: current.name.start },
    );
  }
  if (stack.length > 1) {
    const open = stack.at(-1)!.directive!;
    throw new ToolInputError(
      `Unexpected end of file: the block "${open.name.text.slice(0, 60)}" opened at line ${open.name.line} is not closed with "}".`,
      { line: open.name.line, column: open.name.column, position: open.name.start },
    );
  }
  return root;
}

/**
 * Formats nginx configuration: one directive per line, blocks indented, comments kept (on
 * their own line, or after the directive they follow on its line), line breaks inside a
 * directive's arguments kept (continuation lines aligned under the first argument), quoted
 * strings, `${var}`, regular expressions and `*_by_lua_block { }` bodies left as written (Lua is
 * re-indented as a whole). Formatting formatted output changes nothing.
 *
 * @param input - an nginx configuration file (nginx.conf, a `conf.d/*.conf` or a snippet).
 * @param options - see {@link NginxFormatOptions}.
 * @returns the formatted configuration, lines ending with LF and one final LF ('' for blank input).
 * @throws ToolInputError for what nginx itself would refuse to read: an unbalanced brace, a
 *   directive without `;`, an unclosed string (message with line and column, also in `line`/`column`).
 * @see https://nginx.org/en/docs/beginners_guide.html#conf_structure and src/core/ngx_conf_file.c
 */
export function formatNginxConfig(input: string, options: NginxFormatOptions = {}): string {
  const { indent = 4, spacing = 'single', blankLines = 'collapse' } = options;
  if (indent !== 'tab' && (!Number.isInteger(indent) || indent < 1 || indent > 8))
    throw new ToolInputError('Indent must be a whole number of spaces from 1 to 8, or a tab.');
  if (input.trim() === '') return '';
  const source = input.replace(/^\uFEFF/, '');
  const statements = parse(source);
  const unit = indent === 'tab' ? '\t' : ' '.repeat(indent);
  const out: string[] = [];

  const blanks = (count: number, first: boolean): number => {
    if (blankLines === 'remove') return 0;
    if (blankLines === 'keep') return count;
    return first ? 0 : Math.min(count, 1);
  };

  const writeDirective = (d: Directive, pad: string, nameWidth: number) => {
    const parts: string[] = [];
    let text = pad + d.name.text;
    let previous = d.name;
    // A continuation line keeps its offset from the directive's name (hand alignment survives re-indenting).
    const continuation = (arg: Token) => pad + (arg.column > d.name.column ? ' '.repeat(arg.column - d.name.column) : unit);
    d.args.forEach((arg, index) => {
      if (arg.line > previous.endLine || previous.kind === 'comment') {
        parts.push(text.trimEnd());
        text = continuation(arg) + arg.text;
      } else {
        let separator = ' ';
        if (arg.glued) separator = '';
        else if (spacing === 'keep') separator = source.slice(previous.end, arg.start);
        else if (spacing === 'align' && index === 0) separator = ' '.repeat(Math.max(1, nameWidth - d.name.text.length + 1));
        text += separator + arg.text;
      }
      previous = arg;
    });
    const isBlock = d.block !== undefined || d.lua !== undefined;
    if (previous.kind === 'comment') {
      parts.push(text.trimEnd());
      text = isBlock ? `${pad}{` : `${pad}${unit};`;
    } else text += isBlock ? ' {' : ';';
    if (d.comment) text += ` ${d.comment.text.trimEnd()}`;
    parts.push(text);
    out.push(...parts);
    if (d.lua !== undefined) {
      const lines = d.lua.replace(/\r\n?/g, '\n').split('\n');
      while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
      while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
      const margin = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)![0].length));
      for (const line of lines) out.push(line.trim() === '' ? '' : pad + unit + line.slice(margin).trimEnd());
    } else if (d.block) {
      writeStatements(d.block, pad + unit);
      // Blank lines just before "}" are kept only as typed ('keep').
      if (blankLines === 'keep' && d.close && d.block.length > 0)
        for (let i = d.block.at(-1)!.endLine + 1; i < d.close.line; i++) out.push('');
    }
    if (d.block || d.lua !== undefined) out.push(`${pad}}${d.closeComment ? ` ${d.closeComment.text.trimEnd()}` : ''}`);
  };

  /** Width of the names in each run of one-line simple directives (for `align`). */
  const alignWidths = (list: Statement[]): number[] => {
    const widths = new Array<number>(list.length).fill(0);
    let runStart = 0;
    const close = (end: number) => {
      const width = Math.max(0, ...list.slice(runStart, end).map((s) => (s.kind === 'directive' ? s.name.text.length : 0)));
      for (let i = runStart; i < end; i++) widths[i] = width;
    };
    list.forEach((s, i) => {
      const simple = s.kind === 'directive' && !s.block && s.lua === undefined && s.args.length > 0;
      if (!simple || (i > 0 && blanks(s.blankBefore, false) > 0)) {
        close(i);
        runStart = simple ? i : i + 1;
      }
    });
    close(list.length);
    return widths;
  };

  const writeStatements = (list: Statement[], pad: string) => {
    const widths = spacing === 'align' ? alignWidths(list) : [];
    list.forEach((statement, index) => {
      const count = blanks(statement.blankBefore, index === 0);
      if (out.length > 0) for (let i = 0; i < count; i++) out.push('');
      if (statement.kind === 'comment') out.push(pad + statement.token.text.trimEnd());
      else writeDirective(statement, pad, widths[index] ?? 0);
    });
  };

  writeStatements(statements, '');
  return `${out.join('\n')}\n`;
}
