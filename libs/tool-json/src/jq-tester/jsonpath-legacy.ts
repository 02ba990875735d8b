/** A construct of the JSONPath dialects before RFC 9535 that the RFC does not have, and what to write instead. */
export interface LegacyJsonPathHint {
  /** 0-based offset of the construct in the query. */
  position: number;
  /** What it is and what RFC 9535 offers instead, in English, ending with a period. */
  message: string;
  /** The query rewritten with the RFC 9535 equivalent, when there is one. */
  suggestion: string | null;
}

/** The query with the insides of its string literals blanked, so patterns match code only. */
function codeOnly(query: string): string {
  let out = '';
  let quote = '';
  for (let i = 0; i < query.length; i++) {
    const c = query.charAt(i);
    if (!quote) {
      if (c === '"' || c === "'") quote = c;
      out += c;
    } else if (c === '\\' && i + 1 < query.length) {
      out += '  ';
      i++;
    } else if (c === quote) {
      quote = '';
      out += c;
    } else out += ' ';
  }
  return out;
}

/** A relative or root path made of dotted names and bracketed selectors, e.g. `@.a['b'][0]`. */
const PATH = String.raw`[@$](?:\.{1,2}[A-Za-z_]\w*|\.{1,2}\*|\.\.(?=\[)|\[[^\][]*\])*`;

/**
 * Recognises, in a JSONPath query, the constructs of the JSONPath dialects before RFC 9535
 * (Goessner's 2007 article and the libraries that followed it) that RFC 9535 has no equivalent
 * syntax for, and says what to write instead:
 *
 * - script expressions `[(…)]`, e.g. `$..book[(@.length-1)]` → `$..book[-1]` (negative indexes
 *   count from the end, RFC 9535 §2.3.3);
 * - `.length` read as JavaScript's property, e.g. `[?(@.title.length > 10)]` → the function
 *   `length(@.title)` (§2.4.4), since `.length` selects a member named "length";
 * - the regular-expression operator `=~ /re/` → `match(@.x, "re")` or `search(@.x, "re")` (§2.4.6, §2.4.7);
 * - JavaScript's `===` and `!==` → `==` and `!=` (which compare without conversion, §2.3.5.2.2);
 * - arithmetic in filters (`@.price * 2 > 10`): RFC 9535 has none;
 * - JavaScript method calls in filters (`.match(`, `.indexOf(`, `.includes(`, `.startsWith(`…).
 *
 * Filters in parentheses, `$..book[?(@.price<10)]`, are valid RFC 9535 and get no hint.
 *
 * @param query - the JSONPath query.
 * @returns the first such construct, or null.
 * @see https://www.rfc-editor.org/rfc/rfc9535, https://goessner.net/articles/JsonPath/
 */
export function legacyJsonPathHint(query: string): LegacyJsonPathHint | null {
  const code = codeOnly(query);
  const script = /\[\s*\(/.exec(code);
  if (script) {
    const open = script.index + script[0].length - 1;
    // The script runs to the matching ')' before a ']'.
    let depth = 0;
    let close = -1;
    for (let i = open; i < code.length; i++) {
      if (code.charAt(i) === '(') depth++;
      else if (code.charAt(i) === ')' && --depth === 0) {
        close = i;
        break;
      }
    }
    const inner = close > 0 ? query.slice(open + 1, close) : '';
    const fromEnd = /^\s*@\.length\s*-\s*(\d+)\s*$/.exec(inner);
    const end = close > 0 ? code.indexOf(']', close) : -1;
    const suggestion = fromEnd && end > 0 && Number(fromEnd[1]) > 0 ? `${query.slice(0, script.index)}[-${Number(fromEnd[1])}]${query.slice(end + 1)}` : null;
    return {
      position: script.index,
      message:
        'RFC 9535 JSONPath has no script expressions [(…)] (older JSONPath ran them as JavaScript): ' +
        (suggestion
          ? `a negative index counts from the end instead, so write ${suggestion}.`
          : 'use an index ([-1] is the last element), a slice ([-2:] the last two) or a filter ([?@.price < 10]).'),
      suggestion,
    };
  }
  const regex = new RegExp(String.raw`(${PATH})\s*=~\s*\/((?:[^/\\]|\\.)*)\/[a-z]*`).exec(code);
  if (regex) {
    const path = query.slice(regex.index, regex.index + regex[1]!.length);
    const source = query.slice(regex.index + regex[0].indexOf('/') + 1, regex.index + regex[0].lastIndexOf('/'));
    const call = `search(${path}, ${JSON.stringify(source)})`;
    const suggestion = query.slice(0, regex.index) + call + query.slice(regex.index + regex[0].length);
    return {
      position: regex.index,
      message: `RFC 9535 JSONPath has no =~ operator: use the functions search() (the regular expression matches anywhere) or match() (it matches the whole string), e.g. ${suggestion}.`,
      suggestion,
    };
  }
  const strictEquality = /(===|!==)/.exec(code);
  if (strictEquality) {
    const op = strictEquality[1]!;
    const suggestion = query.slice(0, strictEquality.index) + op.slice(0, 2) + query.slice(strictEquality.index + 3);
    return {
      position: strictEquality.index,
      message: `RFC 9535 JSONPath has no JavaScript ${op} operator: its ${op.slice(0, 2)} already compares without conversion, so write ${suggestion}.`,
      suggestion,
    };
  }
  const arithmetic = new RegExp(String.raw`(${PATH}|\d)\s*([-+*/%])\s*(?:[@$]|\d|\()`).exec(code);
  if (arithmetic && /\[\s*\?/.test(code.slice(0, arithmetic.index))) {
    return {
      position: arithmetic.index + arithmetic[1]!.length + arithmetic[0].slice(arithmetic[1]!.length).indexOf(arithmetic[2]!),
      message: `RFC 9535 JSONPath has no script expressions, so no arithmetic (${arithmetic[2]}) in filters: compare the values themselves, e.g. [?@.price < 10], or compute with jq (switch the language to jq).`,
      suggestion: null,
    };
  }
  const method = /\.(match|indexOf|includes|startsWith|endsWith|test|toLowerCase|toUpperCase|contains)\s*\(/.exec(code);
  if (method) {
    return {
      position: method.index,
      message: `RFC 9535 JSONPath filters cannot call JavaScript methods such as .${method[1]}(): compare values with == != < <= > >=, and test strings with the functions search(@.x, "regex") or match(@.x, "regex").`,
      suggestion: null,
    };
  }
  const length = new RegExp(String.raw`(${PATH})\.length\b`).exec(code);
  if (length) {
    const path = query.slice(length.index, length.index + length[1]!.length);
    const inFilter = /\[\s*\?/.test(code.slice(0, length.index));
    const suggestion = inFilter ? query.slice(0, length.index) + `length(${path})` + query.slice(length.index + length[0].length) : null;
    return {
      position: length.index,
      message:
        `In RFC 9535 JSONPath, .length selects a member named "length", not the length of ${path}: ` +
        (suggestion ? `use the function length() in a filter, e.g. ${suggestion}.` : 'a query returns nodes; use the function length() inside a filter, e.g. $..book[?length(@.title) > 10], and see "Nodes found" for how many.'),
      suggestion,
    };
  }
  return null;
}
