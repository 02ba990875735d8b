// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/hash-text": { description: "Hash a text with MD5, SHA-1, SHA-2, SHA-3, Keccak, BLAKE2, BLAKE3, SM3, Whirlpool, RIPEMD-160, MD4, CRC-32, Adler-32 and xxHash at once, in hex, Base64, Base64url or binary; derive keys with Argon2 or PBKDF2.", keywords: ["hash","digest","checksum","crypto","md5","md4","sha1","sha-1","sha224","sha256","sha-256","sha384","sha512","sha3","sha-3","keccak","keccak256","blake2","blake2b","blake2s","blake3","sm3","whirlpool","ripemd160","ripemd","crc32","adler32","xxhash","xxh3","xxh64","argon2","argon2id","pbkdf2","kdf","password hash","hex","base64","base64url","binary"] },
  "/file-hasher": { description: "Compute the MD5, SHA-1, SHA-2, SHA-3, Keccak, BLAKE2, BLAKE3, SM3, Whirlpool, RIPEMD-160, MD4, CRC-32, Adler-32 or xxHash checksum of a file of any size in your browser, and check it against an expected hash.", keywords: ["file","hash","checksum","digest","verify","integrity","md5","sha1","sha256","sha512","sha3","keccak","blake2","blake2b","blake3","sm3","whirlpool","ripemd160","md4","crc32","adler32","xxhash","xxh3","md5sum","sha256sum","b2sum","b3sum","download","iso"] },
  "/hmac-generator": { description: "Compute an HMAC (RFC 2104) of a message with a secret key, using MD5, SHA-1, SHA-2, SHA-3, RIPEMD-160 or Keccak; key and message as text, hex or Base64; output in hex, Base64, Base64url or binary.", keywords: ["hmac","mac","message authentication code","signature","webhook","key","md5","sha1","sha256","sha512","sha3","keccak","ripemd160","base64url","binary","rfc 2104","rfc 4231"] },
  "/crc-calculator": { description: "Compute CRC-1 (parity), CRC-8, CRC-16 (ARC, CCITT-FALSE, Modbus, Kermit, XModem), CRC-24, CRC-32, CRC-32C, CRC-32/MPEG-2 and JAMCRC of a text, hex bytes or a file, all at once, in hex, binary, Base64 or Base64url and decimal; find them by catalogue name or alias.", keywords: ["crc","checksum","crc1","parity","crc8","crc16","crc24","crc32","crc32c","crc-16/arc","crc-16/ccitt-false","crc-16/ibm-3740","crc-32/iso-hdlc","crc-32/zip","pkzip","castagnoli","modbus","kermit","xmodem","ccitt","jamcrc","mpeg-2","reveng","cyclic redundancy check","file"] },
  "/wpa-psk-generator": { description: "Derive the WPA/WPA2-Personal pre-shared key (PBKDF2-HMAC-SHA1, 4096 iterations) from a Wi-Fi passphrase and SSID, with a wpa_supplicant.conf block.", keywords: ["wpa","wpa2","psk","pre-shared key","wifi","wi-fi","wlan","ssid","passphrase","pbkdf2","wpa_supplicant","wpa_passphrase","802.11i"] },
  "/basic-auth-generator": { description: "Build an HTTP \"Authorization: Basic\" header (RFC 7617, UTF-8) from a username and password, or decode one back.", keywords: ["basic auth","authorization","header","http","base64","credentials","username","password","rfc 7617","curl","decode"] },
  "/bcrypt": { description: "Hash a password with bcrypt at a chosen cost, or check a password against a bcrypt hash ($2a$, $2b$, $2y$) and see its parts.", keywords: ["bcrypt","password","hash","blowfish","cost","salt","$2a$","$2b$","$2y$","compare","verify","crypt"] },
  "/htpasswd-generator": { description: "Create Apache .htpasswd lines (bcrypt $2y$, APR1-MD5 $apr1$, SHA-1 {SHA}, DES crypt) for one or several users, and check a password against an htpasswd line.", keywords: ["htpasswd","htaccess","apache","nginx","basic auth","password","bcrypt","apr1","md5","$apr1$","$2y$","{SHA}","crypt","auth_basic_user_file"] },
  "/sip-auth": { description: "Check a SIP (or HTTP) Digest Authorization / Proxy-Authorization header, or answer a WWW-Authenticate / Proxy-Authenticate challenge, pasted alone or in a whole SIP message: HA1, HA2 and the response for MD5, MD5-sess, SHA-256 and SHA-512-256, qop auth / auth-int — computed in your browser, nothing is sent.", keywords: ["sip","digest","authorization","proxy-authorization","www-authenticate","proxy-authenticate","challenge","401","407","sip message","register","invite","md5","sha-256","ha1","ha2","nonce","response","rfc 3261","rfc 2617","rfc 7616","rfc 8760","voip"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/hash-text": () => import('./hash-text/meta.js').then((m) => m.hashTextTool),
  "/file-hasher": () => import('./file-hasher/meta.js').then((m) => m.fileHasherTool),
  "/hmac-generator": () => import('./hmac-generator/meta.js').then((m) => m.hmacGeneratorTool),
  "/crc-calculator": () => import('./crc-calculator/meta.js').then((m) => m.crcCalculatorTool),
  "/wpa-psk-generator": () => import('./wpa-psk-generator/meta.js').then((m) => m.wpaPskGeneratorTool),
  "/basic-auth-generator": () => import('./basic-auth-generator/meta.js').then((m) => m.basicAuthGeneratorTool),
  "/bcrypt": () => import('./bcrypt/meta.js').then((m) => m.bcryptTool),
  "/htpasswd-generator": () => import('./htpasswd-generator/meta.js').then((m) => m.htpasswdGeneratorTool),
  "/sip-auth": () => import('./sip-auth/meta.js').then((m) => m.sipAuthTool),
};
