// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/token-generator": { description: "Generate random tokens, passwords or API keys, one or many at once, from the characters you choose (upper case, lower case, digits, symbols, minus any you exclude), with their entropy in bits.", keywords: ["token","random","string","password","secret","api key","alphanumeric","symbols","generator","entropy"] },
  "/pin-code-generator": { description: "Generate random PIN codes of 3 to 512 digits, optionally with unique digits and without runs or sequences (111, 123, 321), with the exact entropy of the allowed PIN space.", keywords: ["pin","code","digits","random","numeric","password","generator","entropy","secure"] },
  "/otp-generator": { description: "Generate and check time-based (TOTP, RFC 6238) and counter-based (HOTP, RFC 4226) one-time passwords: previous, current and next codes, the time step in decimal and hex, a secret in Base32 or hex, and the otpauth:// URI with its QR code for authenticator apps.", keywords: ["otp","totp","hotp","2fa","mfa","two factor","authenticator","google authenticator","one time password","otpauth","qr code","rfc 6238","rfc 4226","hex secret","base32"] },
  "/jwt-parser": { description: "Decode a JSON Web Token: header and payload as JSON, registered claims explained (expiry, not-before, issued-at as dates), and the signature verified with a secret (HS256/384/512) or a public key (RS, PS, ES, EdDSA).", keywords: ["jwt","json web token","jws","decode","parse","verify","signature","claims","hs256","rs256","es256","eddsa","jwk","bearer","token"] },
  "/bip39-generator": { description: "Generate a BIP39 mnemonic (12 to 24 words, in English or another official word list), convert it to and from its entropy in hex, check its checksum, and derive the seed with an optional passphrase.", keywords: ["bip39","bip-39","mnemonic","seed","phrase","passphrase","wallet","bitcoin","crypto","entropy","checksum","word list"] },
  "/passphrase-generator": { description: "Generate Diceware-style passphrases from the EFF large wordlist (7776 words), with your separator, capitalisation, optional digits or symbols and ending text, and their exact entropy in bits.", keywords: ["passphrase","diceware","eff","wordlist","password","words","memorable","xkcd","random","generator","entropy"] },
  "/password-strength-analyser": { description: "Estimate how hard a password is to guess with zxcvbn: a 0–4 score, the number of guesses, crack times for online and offline attacks, and the patterns (common words, l33t, keyboard walks, repeats, sequences, dates) that weaken it, beside the brute-force view (length, character-set size, entropy in bits, time at 10¹⁰ guesses per second). Offline: nothing is sent.", keywords: ["password","strength","zxcvbn","entropy","crack time","guesses","secure","weak","checker","meter","analyser","analyzer","brute force","character set"] },
  "/jwt-generator": { description: "Build and sign a JSON Web Token from header and payload JSON: HS256/384/512 with a secret, RS, PS, ES (P-256/384/521), ES256K (secp256k1) and EdDSA with a private key in PEM or JWK (converted from one to the other) or a key pair generated in your browser. Set iat/exp in one click, or load an existing token to edit it.", keywords: ["jwt","json web token","jws","sign","generate","create","encode","hs256","rs256","es256","es256k","secp256k1","eddsa","ed25519","claims","exp","iat","pem","jwk"] },
  "/encryption": { description: "Encrypt and decrypt text with AES (CBC or GCM), TripleDES, Rabbit or RC4 and a passphrase, compatible with OpenSSL enc (-md md5 or -pbkdf2) and CryptoJS; AES-CBC also with a raw key and IV.", keywords: ["encrypt","decrypt","cipher","cypher","aes","aes-256","cbc","gcm","tripledes","3des","rabbit","rc4","openssl","cryptojs","passphrase","salted"] },
  "/ansible-vault-crypt-decrypt": { description: "Encrypt and decrypt Ansible Vault data (formats 1.1 and 1.2 with a vault ID, AES256) compatible with ansible-vault, in the browser: PBKDF2-SHA256, AES-256-CTR and HMAC-SHA256 on WebCrypto.", keywords: ["ansible","vault","ansible-vault","encrypt","decrypt","encrypt_string","vault id","aes256","secret","yaml","devops"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/token-generator": () => import('./token-generator/meta.js').then((m) => m.tokenGenerator),
  "/pin-code-generator": () => import('./pin-code-generator/meta.js').then((m) => m.pinCodeGenerator),
  "/otp-generator": () => import('./otp-generator/meta.js').then((m) => m.otpGenerator),
  "/jwt-parser": () => import('./jwt-parser/meta.js').then((m) => m.jwtParser),
  "/bip39-generator": () => import('./bip39-generator/meta.js').then((m) => m.bip39Generator),
  "/passphrase-generator": () => import('./passphrase-generator/meta.js').then((m) => m.passphraseGenerator),
  "/password-strength-analyser": () => import('./password-strength-analyser/meta.js').then((m) => m.passwordStrengthAnalyser),
  "/jwt-generator": () => import('./jwt-generator/meta.js').then((m) => m.jwtGenerator),
  "/encryption": () => import('./encryption/meta.js').then((m) => m.encryption),
  "/ansible-vault-crypt-decrypt": () => import('./ansible-vault-crypt-decrypt/meta.js').then((m) => m.ansibleVaultCryptDecrypt),
};
