/** A message compiled for Lingui's runtime: literal strings and `[argumentName]` placeholders. */
export type CompiledSimpleMessage = (string | [string])[];

/**
 * Compiles an ICU MessageFormat message that uses only simple arguments (`{name}`, `{0}`) and
 * ICU quoting (`''` is an apostrophe; `'{'` … `'}'` quotes braces), into the form Lingui's runtime
 * interpolates — the same output as `compileMessage` of `@lingui/message-utils`, for a fraction
 * of its size. Handy Tools' messages carry their English text (the macros keep `message`), so
 * English needs no catalog download, only this compiler (`i18n.setMessagesCompiler`).
 *
 * Formatted arguments (`{n, plural, …}`, `{d, date}`, `{s, select, …}`) are not supported: no
 * Handy Tools message uses them, and a test compares this compiler with Lingui's on every
 * message of every catalog, so one that does fails there first. Text that is not valid ICU
 * (a lone brace, an unclosed quote) is shown as written, as `compileMessage` does.
 *
 * @param message - the message text (ICU MessageFormat, simple arguments only).
 * @returns literal strings (adjacent ones merged) and `[name]` argument placeholders; `[message]`
 *   when the text is not valid ICU or uses a formatted argument.
 * @see https://unicode-org.github.io/icu/userguide/format_parse/messages/ (quoting rules)
 */
export function compileSimpleMessage(message: string): CompiledSimpleMessage {
  try {
    return compile(message);
  } catch {
    return [message]; // not valid ICU: shown as written, as compileMessage does
  }
}

function compile(message: string): CompiledSimpleMessage {
  const out: CompiledSimpleMessage = [];
  let text = '';
  const flush = () => {
    if (text) out.push(text);
    text = '';
  };
  for (let i = 0; i < message.length; i++) {
    const c = message[i]!;
    if (c === "'") {
      if (message[i + 1] === "'") {
        text += "'";
        i++;
      } else if (message[i + 1] === '{' || message[i + 1] === '}') {
        // Quoted literal up to the next lone apostrophe ('' inside stays an apostrophe); an
        // unclosed one keeps its opening apostrophe, as @messageformat/parser does.
        const before = text.length;
        let j = i + 1;
        for (; j < message.length; j++) {
          if (message[j] === "'" && message[j + 1] === "'") {
            text += "'";
            j++;
          } else if (message[j] === "'") break;
          else text += message[j];
        }
        if (j >= message.length) text = `${text.slice(0, before)}'${text.slice(before)}`;
        i = j;
      } else text += c;
    } else if (c === '{') {
      const end = message.indexOf('}', i);
      const name = end < 0 ? '' : message.slice(i + 1, end).trim();
      if (!/^[\p{L}\p{N}_$.-]+$/u.test(name)) throw new Error('Not a simple argument');
      flush();
      out.push([name]);
      i = end;
    } else if (c === '}') throw new Error('Unbalanced brace');
    else text += c;
  }
  flush();
  return out;
}
