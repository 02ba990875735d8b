import { ToolInputError } from '@handy-tools/ui/kit';

/** One command of a shell script: its words and the 1-based line it starts on. */
export interface ShellCommand {
  words: string[];
  line: number;
}

/**
 * Splits shell text into commands and words the way a POSIX shell would, without running anything:
 * `'…'` and `"…"` quotes, backslash escapes, `\` line continuations, `#` comments; commands end at a
 * newline, `;`, `&&` or `||`. Variables (`$HOME`) and substitutions are kept as written.
 *
 * @param text - the shell text.
 * @returns the commands, empty ones left out.
 * @throws ToolInputError for an unterminated quote (with its line and column).
 * @see POSIX Shell Command Language, 2.2 Quoting and 2.3 Token Recognition.
 */
export function splitShellCommands(text: string): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let words: string[] = [];
  let word = '';
  let inWord = false;
  let line = 1;
  let startLine = 1;
  const endWord = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push({ words, line: startLine });
    words = [];
  };
  const where = (i: number) => {
    const before = text.slice(0, i);
    const l = before.split('\n').length;
    return { line: l, column: i - before.lastIndexOf('\n') };
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (words.length === 0 && !inWord && c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') startLine = line;
    if (c === '\\') {
      const next = text[i + 1];
      if (next === '\n' || (next === '\r' && text[i + 2] === '\n')) {
        i += next === '\r' ? 2 : 1;
        line++;
        continue;
      }
      if (next === undefined) break;
      word += next;
      inWord = true;
      i++;
      continue;
    }
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) {
        const at = where(i);
        throw new ToolInputError(`Line ${at.line}, column ${at.column}: this single quote is never closed.`, { ...at, position: i });
      }
      const part = text.slice(i + 1, end);
      line += part.split('\n').length - 1;
      word += part;
      inWord = true;
      i = end;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      let part = '';
      for (; j < text.length && text[j] !== '"'; j++) {
        const d = text[j] as string;
        if (d === '\\' && j + 1 < text.length && '$`"\\\n'.includes(text[j + 1] as string)) {
          if (text[j + 1] !== '\n') part += text[j + 1];
          else line++;
          j++;
        } else {
          if (d === '\n') line++;
          part += d;
        }
      }
      if (j >= text.length) {
        const at = where(i);
        throw new ToolInputError(`Line ${at.line}, column ${at.column}: this double quote is never closed.`, { ...at, position: i });
      }
      word += part;
      inWord = true;
      i = j;
      continue;
    }
    if (c === '#' && !inWord) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
      continue;
    }
    if (c === '\n') {
      endCommand();
      line++;
      continue;
    }
    if (c === ';' || (c === '&' && text[i + 1] === '&') || (c === '|' && text[i + 1] === '|')) {
      endCommand();
      if (c !== ';') i++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      endWord();
      continue;
    }
    word += c;
    inWord = true;
  }
  endCommand();
  return commands;
}

/**
 * Quotes a word for a POSIX shell only when it needs it (single quotes; `'` written as `'\''`).
 *
 * @param word - any text.
 * @returns the word as the shell must be given it.
 */
export function shellQuote(word: string): string {
  if (word !== '' && /^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
