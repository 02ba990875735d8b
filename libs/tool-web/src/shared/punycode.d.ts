// Types for the `punycode.js` package (RFC 3492 Punycode and IDNA ToASCII/ToUnicode helpers), which ships none.
declare module 'punycode.js' {
  /** Converts a domain name with `xn--` labels to Unicode; other labels are kept. */
  export function toUnicode(domain: string): string;
  /** Converts a Unicode domain name to its `xn--` (ASCII) form; ASCII labels are kept. */
  export function toASCII(domain: string): string;
  const punycode: { toUnicode: typeof toUnicode; toASCII: typeof toASCII };
  export default punycode;
}
