// node-forge's MD5 module alone (the package's types only describe the whole library).
declare module 'node-forge/lib/md5.js' {
  interface ForgeMd5Digest {
    update(bytes: string, encoding?: 'raw' | 'utf8'): ForgeMd5Digest;
    digest(): { getBytes(): string; toHex(): string };
  }
  const md5: { create(): ForgeMd5Digest };
  export default md5;
}
