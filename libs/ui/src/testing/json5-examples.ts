// The "Short Example" of the JSON5 specification (https://spec.json5.org/, v1.0.0, §1.2): a test
// vector for every tool that reads JSON5. Its first feature that strict JSON lacks is the comment
// on line 2, column 3.

/** JSON5 spec §1.2 Short Example, as the spec writes it. */
export const JSON5_SHORT_EXAMPLE = `{
  // comments
  unquoted: 'and you can quote me on that',
  singleQuotes: 'I can use "double quotes" here',
  lineBreaks: "Look, Mom! \\
No \\\\n's!",
  hexadecimal: 0xdecaf,
  leadingDecimalPoint: .8675309, andTrailing: 8675309.,
  positiveSign: +1,
  trailingComma: 'in objects', andIn: ['arrays',],
  "backwardsCompatible": "with JSON",
}`;
