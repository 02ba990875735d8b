import { msg } from '@lingui/core/macro';

// Generated from the registry by tool-messages.test.ts (HT_UPDATE_TOOL_MESSAGES=1); do not edit by hand.
/** Every tool's name, description and footer as translatable messages keyed by the tool's key. */
export const toolMessages = [
  msg({ id: "tools.base64-string-converter.title", message: "Base64 string encoder/decoder" }),
  msg({ id: "tools.base64-string-converter.description", message: "Encode text to Base64 and decode Base64 to text (UTF-8), with the URL-safe alphabet as an option." }),
  msg({ id: "tools.base64-file-converter.title", message: "Base64 file converter" }),
  msg({ id: "tools.base64-file-converter.description", message: "Convert a file to Base64 or a data URL, and Base64 or a data URL back to a downloadable file." }),
  msg({ id: "tools.url-encoder.title", message: "Encode/decode URL-formatted strings" }),
  msg({ id: "tools.url-encoder.description", message: "Encode text to URL-encoded format (also known as \"percent-encoded\"), or decode from it." }),
  msg({ id: "tools.hash-text.title", message: "Hash text" }),
  msg({ id: "tools.hash-text.description", message: "Hash a text with MD5, SHA-1, SHA-2 (224, 256, 384, 512), SHA-3 (224, 256, 384, 512) and RIPEMD-160 at once, in hex, Base64, Base64url or binary." }),
  msg({ id: "tools.file-hasher.title", message: "File Hasher" }),
  msg({ id: "tools.file-hasher.description", message: "Compute the MD5, SHA-1, SHA-2, SHA-3 or RIPEMD-160 checksum of a file of any size in your browser, and check it against an expected hash." }),
  msg({ id: "tools.uuid-generator.title", message: "UUIDs generator" }),
  msg({ id: "tools.uuid-generator.description", message: "Generate UUIDs (v1, v3, v4, v5, v7, Nil and Max) in bulk: random, time-ordered, or name-based from a namespace and a name." }),
  msg({ id: "tools.json-prettify.title", message: "JSON prettify and format" }),
  msg({ id: "tools.json-prettify.description", message: "Format JSON with the indentation you choose and sorted keys if you like; strict or JSON5 input, errors shown with line and column." }),
  msg({ id: "tools.http-status-codes.title", message: "HTTP status codes" }),
  msg({ id: "tools.http-status-codes.description", message: "Every registered HTTP status code with its name, meaning and defining RFC, grouped by class and searchable." }),
  msg({ id: "tools.ipv4-subnet-calculator.title", message: "IPv4 subnet calculator" }),
  msg({ id: "tools.ipv4-subnet-calculator.description", message: "Parse an IPv4 CIDR block or an address and netmask, and get its network address, netmask, wildcard mask, broadcast, host range, size, class and special use." }),
  msg({ id: "tools.token-generator.title", message: "Token generator" }),
  msg({ id: "tools.token-generator.description", message: "Generate random tokens, passwords or API keys from the characters you choose (upper case, lower case, digits, symbols), with their entropy in bits." }),
  msg({ id: "tools.case-converter.title", message: "Case converter" }),
  msg({ id: "tools.case-converter.description", message: "Convert text between camelCase, PascalCase, snake_case, CONSTANT_CASE, kebab-case, dot.case, path/case, Capital Case, Train-Case, Sentence case, lower, UPPER and mOcKiNg case." }),
  msg({ id: "tools.temperature-converter.title", message: "Temperature converter" }),
  msg({ id: "tools.temperature-converter.description", message: "Convert temperatures between Kelvin, Celsius, Fahrenheit, Rankine, Delisle, Newton, Réaumur and Rømer: type in any field, the others follow." }),
];
