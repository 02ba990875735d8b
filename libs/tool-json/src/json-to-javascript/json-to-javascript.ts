import { ToolInputError } from '@handy-tools/ui/kit';
import { jsonToObject, type JsonToObjectOptions, type JsObjectLiteral } from '../json-to-object/json-to-object.js';
import { isBindingIdentifier } from '../shared/js-literal.js';

/** How the value is introduced: a bare expression, a declaration, or a module export. */
export type JsDeclaration = 'none' | 'const' | 'let' | 'export-const' | 'export-default' | 'module-exports';

/** Options of {@link jsonToJavascript}. */
export interface JsonToJavascriptOptions extends JsonToObjectOptions {
  /** Default `'const'`. */
  declaration?: JsDeclaration;
  /** The variable's name for `const`, `let` and `export-const` (default `data`). */
  name?: string;
  /** End the statement with `;` (ignored for `none`). Default `true`. */
  semicolon?: boolean;
}

/**
 * Checks a variable name for `const`/`let`/`export const`.
 *
 * @param name - the name as typed.
 * @returns nothing.
 * @throws ToolInputError when it is not a BindingIdentifier valid in a module (ECMA-262 §13.1):
 *   empty, not an IdentifierName, or a reserved word such as `class` or `let`.
 */
export function checkVariableName(name: string): void {
  if (name === '') throw new ToolInputError('Enter a variable name.');
  if (!isBindingIdentifier(name)) {
    throw new ToolInputError(
      `"${name.length > 40 ? `${name.slice(0, 40)}…` : name}" is not a valid variable name: use letters, digits, $ or _, not starting with a digit, and not a reserved word.`,
    );
  }
}

/**
 * Converts a strict JSON text into a JavaScript statement: the literal of `jsonToObject`
 * introduced by `const <name> =`, `let <name> =`, `export const <name> =`, `export default` or
 * `module.exports =`, optionally ending with `;` — or the bare expression (`none`).
 *
 * @param input - the JSON text (RFC 8259).
 * @param options - {@link JsonToJavascriptOptions}: `declaration`, `name`, `semicolon`, and
 *   `quote`, `indent`, `trailingCommas` of the literal.
 * @returns the JavaScript source (ending with a line break), warnings and notices (JSON5 input).
 * @throws ToolInputError for invalid JSON (`Line L, column C: …`), an invalid variable name
 *   ({@link checkVariableName}) or indent.
 * @see https://tc39.es/ecma262/#sec-let-and-const-declarations, https://tc39.es/ecma262/#sec-exports
 */
export function jsonToJavascript(input: string, options: JsonToJavascriptOptions = {}): JsObjectLiteral {
  const declaration = options.declaration ?? 'const';
  const name = options.name ?? 'data';
  if (declaration === 'const' || declaration === 'let' || declaration === 'export-const') checkVariableName(name);
  const { output, warnings, notices } = jsonToObject(input, options);
  const literal = output.slice(0, -1); // without the final line break of the file
  const prefix = {
    none: '',
    const: `const ${name} = `,
    let: `let ${name} = `,
    'export-const': `export const ${name} = `,
    'export-default': 'export default ',
    'module-exports': 'module.exports = ',
  }[declaration];
  const end = declaration !== 'none' && options.semicolon !== false ? ';' : '';
  return { output: `${prefix}${literal}${end}\n`, warnings, notices };
}
