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

/** A language's reserved words, which cannot be a part of a package or namespace name. */
export interface ReservedWords {
  /** The language's name in messages, e.g. "Java". */
  language: string;
  words: ReadonlySet<string>;
}

/** Java's keywords and literals (JLS 17 §3.9 and §3.10: `_` since Java 9, `true`, `false`, `null`). */
export const JAVA_RESERVED: ReservedWords = {
  language: 'Java',
  words: new Set(
    'abstract assert boolean break byte case catch char class const continue default do double else enum extends final finally float for goto if implements import instanceof int interface long native new package private protected public return short static strictfp super switch synchronized this throw throws transient try void volatile while _ true false null'.split(' '),
  ),
};

/** Go's 25 keywords (The Go Programming Language Specification, "Keywords"). */
export const GO_RESERVED: ReservedWords = {
  language: 'Go',
  words: new Set('break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var'.split(' ')),
};

/** C#'s reserved keywords (C# language reference, "Keywords"; contextual keywords are allowed in names). */
export const CSHARP_RESERVED: ReservedWords = {
  language: 'C#',
  words: new Set(
    'abstract as base bool break byte case catch char checked class const continue decimal default delegate do double else enum event explicit extern false finally fixed float for foreach goto if implicit in int interface internal is lock long namespace new null object operator out override params private protected public readonly ref return sbyte sealed short sizeof stackalloc static string struct switch this throw true try typeof uint ulong unchecked unsafe ushort using virtual void volatile while'.split(' '),
  ),
};

/**
 * Checks a package or namespace name: one identifier (`dotted: false`, Go) or identifiers joined
 * by dots (`dotted: true`, Java packages, C# namespaces), at most 200 characters, none of them a
 * reserved word of the language (the compiler would refuse `package com.example.class;`).
 *
 * @param name - the name typed by the user.
 * @param what - how the field is called in messages, e.g. "package name".
 * @param dotted - whether dots are allowed.
 * @param reserved - the language's reserved words ({@link JAVA_RESERVED}, {@link GO_RESERVED},
 *   {@link CSHARP_RESERVED}).
 * @returns the name.
 * @throws ToolInputError when it is empty or malformed, or a part of it is a reserved word.
 */
export function checkPackageName(name: string, what: string, dotted: boolean, reserved: ReservedWords): string {
  if (!(dotted ? DOTTED : IDENTIFIER).test(name) || name.length > 200) {
    throw new ToolInputError(
      dotted
        ? `The ${what} must be identifiers (a letter or _ followed by letters, digits or _) joined by dots, e.g. com.example.model.`
        : `The ${what} must be a letter or _ followed by letters, digits or _, e.g. models.`,
    );
  }
  const word = name.split('.').find((part) => reserved.words.has(part));
  if (word !== undefined) throw new ToolInputError(`The ${what} cannot use "${word}": it is a reserved word in ${reserved.language}.`);
  return name;
}
