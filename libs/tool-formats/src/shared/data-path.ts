/** One step of a path into a data value: an object key or an array index. */
export type PathStep = string | number;

/**
 * Writes a path into a data value the way people read it: `server.ports[2]`,
 * `["a b"].x`, `[0].name`; the empty path is `the top level`.
 *
 * @param path - keys (strings) and array indexes (numbers) from the top level down.
 * @returns the path as text, for error messages.
 */
export function formatPath(path: readonly PathStep[]): string {
  if (path.length === 0) return 'the top level';
  let text = '';
  for (const step of path) {
    if (typeof step === 'number') text += `[${step}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(step)) text += text === '' ? step : `.${step}`;
    else text += `[${JSON.stringify(step)}]`;
  }
  return text;
}

/** Collects at most a few notes for users and counts the rest. */
export class Notes {
  private readonly list: string[] = [];
  private readonly seen = new Set<string>();
  private more = 0;
  constructor(private readonly max = 5) {}
  /** Adds a note (duplicates are dropped). */
  add(note: string): void {
    if (this.seen.has(note)) return;
    this.seen.add(note);
    if (this.list.length < this.max) this.list.push(note);
    else this.more++;
  }
  /** The notes, with a last line counting those left out. */
  done(): string[] {
    return this.more > 0 ? [...this.list, `…and ${this.more} more notes like these.`] : [...this.list];
  }
}
