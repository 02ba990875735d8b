// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconArrowsShuffle, IconClockShield, IconDialpad, IconKey, IconListDetails } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/token-generator": { icon: IconArrowsShuffle, description: "Generate random tokens, passwords or API keys from the characters you choose (upper case, lower case, digits, symbols), with their entropy in bits.", keywords: ["token","random","string","password","secret","api key","alphanumeric","symbols","generator","entropy"] },
  "/pin-code-generator": { icon: IconDialpad, description: "Generate random PIN codes of 3 to 32 digits, optionally with unique digits and without runs or sequences (111, 123, 321), with the exact entropy of the allowed PIN space.", keywords: ["pin","code","digits","random","numeric","password","generator","entropy","secure"] },
  "/otp-generator": { icon: IconClockShield, description: "Generate and check time-based (TOTP, RFC 6238) and counter-based (HOTP, RFC 4226) one-time passwords, with the otpauth:// URI and its QR code for authenticator apps.", keywords: ["otp","totp","hotp","2fa","mfa","two factor","authenticator","google authenticator","one time password","otpauth","qr code","rfc 6238","rfc 4226"] },
  "/jwt-parser": { icon: IconKey, description: "Decode a JSON Web Token: header and payload as JSON, registered claims explained (expiry, not-before, issued-at as dates), and the signature verified with a secret (HS256/384/512) or a public key (RS, PS, ES, EdDSA).", keywords: ["jwt","json web token","jws","decode","parse","verify","signature","claims","hs256","rs256","es256","eddsa","jwk","bearer","token"] },
  "/bip39-generator": { icon: IconListDetails, description: "Generate a BIP39 mnemonic (12 to 24 words, in English or another official word list), convert it to and from its entropy in hex, check its checksum, and derive the seed with an optional passphrase.", keywords: ["bip39","bip-39","mnemonic","seed","phrase","passphrase","wallet","bitcoin","crypto","entropy","checksum","word list"] },
};
