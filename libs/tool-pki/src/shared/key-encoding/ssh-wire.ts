import { ToolInputError } from '@handy-tools/ui/kit';
import { concatBytes, utf8 } from './bytes.js';

/**
 * Writes the SSH binary encoding of RFC 4251 §5: `uint32` (big-endian), `string` (uint32 length
 * then bytes) and `mpint` (two's complement, big-endian, minimal length).
 */
export class SshWriter {
  private readonly parts: Uint8Array[] = [];

  /** Appends a uint32, big-endian. @throws ToolInputError outside 0…2³²−1. */
  uint32(value: number): this {
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw new ToolInputError(`${value} does not fit an SSH uint32.`);
    const b = new Uint8Array(4);
    new DataView(b.buffer).setUint32(0, value);
    this.parts.push(b);
    return this;
  }

  /** Appends raw bytes, without a length. */
  raw(bytes: Uint8Array): this {
    this.parts.push(bytes);
    return this;
  }

  /** Appends an SSH `string`: uint32 length then the bytes (a text is written as UTF-8). */
  string(value: Uint8Array | string): this {
    const bytes = typeof value === 'string' ? utf8(value) : value;
    return this.uint32(bytes.length).raw(bytes);
  }

  /**
   * Appends a non-negative `mpint` (RFC 4251 §5) given its unsigned big-endian magnitude: leading
   * zero bytes are dropped, one zero byte is added when the top bit is set, zero is empty.
   */
  mpint(unsigned: Uint8Array): this {
    let start = 0;
    while (start < unsigned.length && unsigned[start] === 0) start++;
    const body = unsigned.subarray(start);
    return this.string(body.length && (body[0] ?? 0) & 0x80 ? concatBytes(new Uint8Array([0]), body) : body);
  }

  /** The bytes written so far. */
  finish(): Uint8Array<ArrayBuffer> {
    return concatBytes(...this.parts);
  }
}

/** Reads the SSH binary encoding of RFC 4251 §5; every read checks the bounds. */
export class SshReader {
  private at = 0;

  /**
   * @param bytes - the encoded data.
   * @param what - what the data is, for error messages (e.g. "the public key").
   */
  constructor(
    private readonly bytes: Uint8Array,
    private readonly what: string,
  ) {}

  /** Bytes not read yet. */
  get remaining(): number {
    return this.bytes.length - this.at;
  }

  /** Reads `n` raw bytes. @throws ToolInputError when the data ends first. */
  raw(n: number): Uint8Array<ArrayBuffer> {
    if (n > this.remaining) throw new ToolInputError(`${this.what} is truncated: ${n} bytes needed at byte ${this.at}, ${this.remaining} left.`);
    const out = this.bytes.slice(this.at, this.at + n);
    this.at += n;
    return out;
  }

  /** Reads a uint32, big-endian. */
  uint32(): number {
    const b = this.raw(4);
    return new DataView(b.buffer, b.byteOffset, 4).getUint32(0);
  }

  /** Reads an SSH `string` as bytes. */
  string(): Uint8Array<ArrayBuffer> {
    return this.raw(this.uint32());
  }

  /** Reads an SSH `string` as UTF-8 text. @throws ToolInputError when it is not UTF-8. */
  text(): string {
    const bytes = this.string();
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new ToolInputError(`${this.what} holds a name that is not UTF-8 text.`);
    }
  }

  /**
   * Reads a non-negative `mpint` and returns its unsigned big-endian magnitude (no leading zero).
   *
   * @throws ToolInputError for a negative number.
   */
  mpint(): Uint8Array<ArrayBuffer> {
    const b = this.string();
    if (b.length && (b[0] ?? 0) & 0x80) throw new ToolInputError(`${this.what} holds a negative number where a positive one is expected.`);
    let start = 0;
    while (start < b.length && b[start] === 0) start++;
    return b.slice(start);
  }

  /** Checks that everything was read. @throws ToolInputError when bytes are left over. */
  end(): void {
    if (this.remaining) throw new ToolInputError(`${this.what} has ${this.remaining} unexpected bytes at its end.`);
  }
}
