// Types for the parts of the `qrcode` package's internals (CommonJS modules without published types)
// that the QR block reads: the data capacity of a version and error-correction level (ISO/IEC 18004 Table 7).

declare module 'qrcode/lib/core/version.js' {
  const version: {
    /** Data capacity of a version at an error-correction level, for a mode (bits for MIXED, characters otherwise). */
    getCapacity(version: number, errorCorrectionLevel: unknown, mode?: unknown): number;
  };
  export default version;
}

declare module 'qrcode/lib/core/mode.js' {
  interface QrMode {
    id: string;
    bit: number;
    ccBits: [number, number, number];
  }
  const mode: { NUMERIC: QrMode; ALPHANUMERIC: QrMode; BYTE: QrMode; KANJI: QrMode; MIXED: { bit: number } };
  export default mode;
}

declare module 'qrcode/lib/core/error-correction-level.js' {
  const level: { L: { bit: number }; M: { bit: number }; Q: { bit: number }; H: { bit: number } };
  export default level;
}
