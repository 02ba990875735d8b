// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/base64-string-converter": { description: "Encode text to Base64 and decode Base64 to text (UTF-8), with the URL-safe alphabet as an option.", keywords: ["base64","converter","encode","decode","string","text","utf-8","url-safe","base64url","rfc 4648","atob","btoa"] },
  "/base64-file-converter": { description: "Convert a file to Base64 or a data URL, and Base64 or a data URL back to a downloadable file.", keywords: ["base64","file","converter","data url","data uri","download","upload","image","mime","rfc 2397"] },
  "/url-encoder": { description: "Encode text to URL-encoded format (also known as \"percent-encoded\"), or decode from it.", keywords: ["url","uri","encode","decode","percent","percent-encoding","encodeURIComponent","decodeURIComponent","encodeURI","rfc 3986","rfc 5987","rfc 8187","content-disposition","filename*","query string"] },
  "/html-entities": { description: "Escape text to HTML character references (named, decimal or hexadecimal) and unescape them back, with notices for malformed references.", keywords: ["html","entities","entity","escape","unescape","encode","decode","character reference","named","numeric","amp","nbsp","xss"] },
  "/punycode-converter": { description: "Convert internationalised domain names between Unicode and ASCII (IDNA, UTS #46, xn-- labels), label by label, with the reason when a label is invalid.", keywords: ["punycode","idn","idna","uts46","tr46","domain","xn--","unicode","ascii","rfc 3492","internationalized","homograph","email","e-mail","smtputf8"] },
  "/gzip-converter": { description: "Compress text or files with gzip, zlib or raw DEFLATE (as Base64 or hex), and decompress them back, with header detection and checksum verification.", keywords: ["gzip","gunzip","deflate","inflate","zlib","compress","decompress","base64","hex","rfc 1950","rfc 1951","rfc 1952","crc32","adler32"] },
  "/hex-converter": { description: "Convert text to the hexadecimal of its UTF-8 bytes and back, with a choice of separators and letter case.", keywords: ["hex","hexadecimal","base16","encode","decode","bytes","utf-8","rfc 4648","0x","converter"] },
  "/text-to-binary": { description: "Convert text to the binary of its UTF-8 bytes (one 8-bit octet per byte) and back.", keywords: ["text","binary","bits","octet","utf-8","ascii","bytes","converter","encode","decode"] },
  "/text-to-nato-alphabet": { description: "Spell text with the ICAO/NATO spelling alphabet (Alfa, Bravo, Charlie…), e.g. to read it out over the phone or radio.", keywords: ["nato","icao","phonetic","spelling","alphabet","alfa","bravo","radio","radiotelephony","spell","niner","itu","din 5009","buchstabiertafel","wabun"] },
  "/morse-converter": { description: "Convert text to International Morse code (ITU-R M.1677-1) and back: letters, figures and punctuation.", keywords: ["morse","code","itu","telegraph","cw","dot","dash","sos","encode","decode","converter"] },
  "/mime-converter": { description: "Encode and decode RFC 2047 encoded-words (=?UTF-8?B?…?=, =?ISO-8859-1?Q?…?=) as in mail subjects and names, in any charset the browser knows.", keywords: ["mime","rfc 2047","encoded word","email","mail","subject","header","base64","quoted printable","charset","utf-8","iso-8859-1"] },
  "/hex-file-converter": { description: "Dump any file as hex (xxd, hexdump -C or plain hex), and turn hex or a dump back into a downloadable file.", keywords: ["hex","hexdump","xxd","dump","file","binary","bytes","converter","download","od","0x","c array"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/base64-string-converter": () => import('./base64-string-converter/meta.js').then((m) => m.base64StringConverter),
  "/base64-file-converter": () => import('./base64-file-converter/meta.js').then((m) => m.base64FileConverter),
  "/url-encoder": () => import('./url-encoder/meta.js').then((m) => m.urlEncoder),
  "/html-entities": () => import('./html-entities/meta.js').then((m) => m.htmlEntities),
  "/punycode-converter": () => import('./punycode-converter/meta.js').then((m) => m.punycodeConverter),
  "/gzip-converter": () => import('./gzip-converter/meta.js').then((m) => m.gzipConverter),
  "/hex-converter": () => import('./hex-converter/meta.js').then((m) => m.hexConverter),
  "/text-to-binary": () => import('./text-to-binary/meta.js').then((m) => m.textToBinary),
  "/text-to-nato-alphabet": () => import('./text-to-nato-alphabet/meta.js').then((m) => m.textToNatoAlphabet),
  "/morse-converter": () => import('./morse-converter/meta.js').then((m) => m.morseConverter),
  "/mime-converter": () => import('./mime-converter/meta.js').then((m) => m.mimeConverter),
  "/hex-file-converter": () => import('./hex-file-converter/meta.js').then((m) => m.hexFileConverter),
};
