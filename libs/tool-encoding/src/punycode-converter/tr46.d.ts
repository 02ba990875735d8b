// Types of the `tr46` package (UTS #46 processing), which ships none. API: node_modules/tr46/README.md.
declare module 'tr46' {
  /** Options shared by {@link toASCII} and {@link toUnicode}; every flag defaults to false. */
  export interface Tr46Options {
    checkBidi?: boolean;
    checkHyphens?: boolean;
    checkJoiners?: boolean;
    ignoreInvalidPunycode?: boolean;
    transitionalProcessing?: boolean;
    useSTD3ASCIIRules?: boolean;
  }
  /** UTS #46 ToASCII: the ASCII domain name, or null when it is invalid. */
  export function toASCII(domainName: string, options?: Tr46Options & { verifyDNSLength?: boolean }): string | null;
  /** UTS #46 ToUnicode: the Unicode domain name and whether any label is invalid. */
  export function toUnicode(domainName: string, options?: Tr46Options): { domain: string; error: boolean };
}
