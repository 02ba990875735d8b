/** A character a spelling or code table has no entry for, and where it occurs. */
export interface UnknownChar {
  /** The character (one code point). */
  char: string;
  /** 1-based positions (in code points) where it occurs in the input, in order. */
  positions: number[];
}

/**
 * Collects unknown characters, one entry per distinct character, in order of first appearance.
 * Create one per conversion, call `add` for each character the table lacks, then read `list`.
 */
export class UnknownChars {
  private readonly byChar = new Map<string, UnknownChar>();

  /**
   * Records one occurrence.
   *
   * @param char - the character.
   * @param position - its 1-based position in code points.
   */
  add(char: string, position: number): void {
    const entry = this.byChar.get(char);
    if (entry) entry.positions.push(position);
    else this.byChar.set(char, { char, positions: [position] });
  }

  /** The distinct unknown characters, in order of first appearance. */
  get list(): UnknownChar[] {
    return [...this.byChar.values()];
  }
}
