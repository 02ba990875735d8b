// Types of the `unix-crypt-td-js` package (traditional DES-based crypt(3)), which ships none.
// API: node_modules/unix-crypt-td-js/README.markdown.
declare module 'unix-crypt-td-js' {
  /**
   * crypt(3) of Seventh Edition Unix: the key is the first 8 bytes of `password` (7 low bits
   * each), the salt 2 characters of `./0-9A-Za-z`.
   *
   * @returns the 13-character hash (salt + 11 characters), or its bytes when `returnBytes`.
   */
  function unixCryptTD(password: string | readonly number[], salt: string | readonly number[], returnBytes?: false): string;
  function unixCryptTD(password: string | readonly number[], salt: string | readonly number[], returnBytes: true): number[];
  export default unixCryptTD;
}
