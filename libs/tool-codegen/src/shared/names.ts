import { ToolInputError } from '@handy-tools/ui/kit';

/** The default name of the top-level type. */
export const DEFAULT_TYPE_NAME = 'Root';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const DOTTED = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/**
 * Checks the name of the top-level type: an ASCII identifier (letters, digits, `_`, not starting
 * with a digit) of at most 64 characters. The generator may still adjust it to the language's
 * conventions (e.g. `root` → `Root`) or avoid a reserved word.
 *
 * @param name - the name typed by the user.
 * @returns the name.
 * @throws ToolInputError when it is empty or not an identifier.
 */
export function checkTypeName(name: string): string {
  if (!IDENTIFIER.test(name) || name.length > 64) {
    throw new ToolInputError('The type name must be a letter or _ followed by letters, digits or _ (at most 64 characters), e.g. Root.');
  }
  return name;
}

/**
 * Checks a package or namespace name: one identifier (`dotted: false`, Go) or identifiers joined
 * by dots (`dotted: true`, Java packages, C# namespaces), at most 200 characters.
 *
 * @param name - the name typed by the user.
 * @param what - how the field is called in messages, e.g. "package name".
 * @param dotted - whether dots are allowed.
 * @returns the name.
 * @throws ToolInputError when it is empty or malformed.
 */
export function checkPackageName(name: string, what: string, dotted: boolean): string {
  if (!(dotted ? DOTTED : IDENTIFIER).test(name) || name.length > 200) {
    throw new ToolInputError(
      dotted
        ? `The ${what} must be identifiers (a letter or _ followed by letters, digits or _) joined by dots, e.g. com.example.model.`
        : `The ${what} must be a letter or _ followed by letters, digits or _, e.g. models.`,
    );
  }
  return name;
}
