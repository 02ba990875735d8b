// The names of the byte encodings a field can take, apart from their parser (parse-bytes.ts), so
// that a tool's state and view can list them without loading the parser.

/** How a user writes bytes in a field: UTF-8 text, hexadecimal or Base64. */
export const BYTE_INPUT_ENCODINGS = ['text', 'hex', 'base64'] as const;

/** One of {@link BYTE_INPUT_ENCODINGS}. */
export type ByteInputEncoding = (typeof BYTE_INPUT_ENCODINGS)[number];
