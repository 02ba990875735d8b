// Types for the two CommonJS SPDX packages, which ship none.
declare module 'spdx-satisfies' {
  /** Whether the SPDX expression is satisfied by one of the approved licences (identifiers, `X+` ranges or `X WITH Y`). Throws on an invalid expression. */
  function satisfies(expression: string, approved: string[]): boolean;
  export default satisfies;
}

declare module 'spdx-expression-parse' {
  /** A node of a parsed SPDX expression. */
  export type SpdxNode =
    { license: string; plus?: true; exception?: string } | { left: SpdxNode; conjunction: 'and' | 'or'; right: SpdxNode };
  /** Parses an SPDX licence expression (SPDX spec Annex D); throws on invalid syntax or unknown identifiers. */
  function parse(expression: string): SpdxNode;
  export default parse;
}
