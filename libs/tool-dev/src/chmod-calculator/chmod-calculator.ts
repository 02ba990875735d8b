import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * Unix permission bits, as in `<sys/stat.h>` (POSIX): a mode is a number from 0 to 0o7777.
 * Owner (user) bits are 0o700, group 0o070, others 0o007; setuid 0o4000, setgid 0o2000,
 * sticky (restricted deletion) 0o1000.
 */
export const S_ISUID = 0o4000;
/** Set-group-ID bit (see {@link S_ISUID}). */
export const S_ISGID = 0o2000;
/** Sticky (restricted deletion) bit (see {@link S_ISUID}). */
export const S_ISVTX = 0o1000;

/** The three classes of users a mode has permissions for, in `ls -l` order. */
export const PERMISSION_CLASSES = ['owner', 'group', 'others'] as const;
/** A class of users: `u`, `g` or `o` in chmod's symbolic modes. */
export type PermissionClass = (typeof PERMISSION_CLASSES)[number];
/** The three permissions of a class, with their octal weights 4, 2, 1. */
export const PERMISSION_KINDS = ['read', 'write', 'execute'] as const;
/** A permission: `r`, `w` or `x`. */
export type PermissionKind = (typeof PERMISSION_KINDS)[number];

/** The file type characters of `ls -l` (POSIX ls, plus `D` door and `n` network file of some systems). */
const FILE_TYPES = '-dlbcpsDn';

/** How the parsed input was written. */
export type ModeForm = 'octal' | 'symbolic' | 'ls' | 'clauses';

/** A parsed mode: the bits, the form it was written in and, for `ls -l` input, the file type character. */
export interface ParsedMode {
  /** Permission bits, 0 to 0o7777. */
  mode: number;
  form: ModeForm;
  /** The `ls -l` file type character (`-`, `d`, `l`…) when the input had one. */
  fileType?: string;
}

/**
 * The bit of one permission of one class.
 *
 * @param who - owner, group or others.
 * @param what - read, write or execute.
 * @returns the bit, e.g. 0o400 for owner read, 0o001 for others execute.
 */
export function permissionBit(who: PermissionClass, what: PermissionKind): number {
  const shift = (2 - PERMISSION_CLASSES.indexOf(who)) * 3;
  return (4 >> PERMISSION_KINDS.indexOf(what)) << shift;
}

/**
 * Parses an octal mode (POSIX chmod "absolute mode": 755, 0755, 4755). Leading zeros are allowed,
 * as in GNU chmod; the value must fit in 12 bits (at most 7777).
 *
 * @param text - octal digits.
 * @returns the mode, 0 to 0o7777.
 * @throws ToolInputError naming the first character that is not an octal digit, or a value over 7777.
 * @see POSIX.1-2017 chmod, "Absolute modes"
 */
export function parseOctalMode(text: string): number {
  const s = text.trim();
  if (s === '') throw new ToolInputError('Enter an octal mode such as 755.');
  const bad = /[^0-7]/.exec(s);
  if (bad) {
    throw new ToolInputError(`"${bad[0]}" at position ${bad.index + 1} is not an octal digit (0–7).`, { position: bad.index });
  }
  const digits = s.replace(/^0+(?=.)/, '');
  if (digits.length > 4) throw new ToolInputError(`Octal mode ${s} is too large: at most 4 digits (7777).`);
  return Number.parseInt(digits, 8);
}

/**
 * Writes a mode in octal: three digits, or four when setuid, setgid or sticky is set (4755).
 *
 * @param mode - permission bits, 0 to 0o7777.
 * @param fourDigits - always write four digits (0755).
 * @returns the octal text.
 */
export function formatOctalMode(mode: number, fourDigits = false): string {
  const text = (mode & 0o7777).toString(8);
  return text.padStart(fourDigits || mode > 0o777 ? 4 : 3, '0');
}

/**
 * Writes a mode as `ls -l` does (without the file type): nine characters `rwxr-xr-x`, where the
 * owner's and group's execute position shows `s` (setuid/setgid and executable) or `S` (set but not
 * executable) and the others' shows `t` or `T` for the sticky bit.
 *
 * @param mode - permission bits, 0 to 0o7777.
 * @returns nine characters.
 * @see POSIX.1-2017 ls, "The file mode written under the -l option"
 */
export function formatSymbolicMode(mode: number): string {
  const triple = (bits: number, special: boolean, on: string, off: string) =>
    (bits & 4 ? 'r' : '-') + (bits & 2 ? 'w' : '-') + (special ? (bits & 1 ? on : off) : bits & 1 ? 'x' : '-');
  return (
    triple((mode >> 6) & 7, (mode & S_ISUID) !== 0, 's', 'S') +
    triple((mode >> 3) & 7, (mode & S_ISGID) !== 0, 's', 'S') +
    triple(mode & 7, (mode & S_ISVTX) !== 0, 't', 'T')
  );
}

/**
 * Parses a symbolic mode as `ls -l` writes it: nine characters (`rwxr-sr-t`), or ten with the file
 * type first (`drwxr-xr-x`), optionally followed by `.`, `+` or `@` (SELinux context, ACL,
 * extended attributes).
 *
 * @param text - the permission string.
 * @returns the mode and, for ten characters, the file type character.
 * @throws ToolInputError naming the position and the characters allowed there.
 * @see POSIX.1-2017 ls, "The file mode written under the -l option"
 */
export function parseSymbolicMode(text: string): { mode: number; fileType?: string } {
  let s = text.trim();
  if (/^.{10}[.+@]$/u.test(s)) s = s.slice(0, 10);
  let fileType: string | undefined;
  let offset = 0;
  if ([...s].length === 10) {
    if (!FILE_TYPES.includes(s.charAt(0))) {
      throw new ToolInputError(`"${s[0]}" at position 1 is not a file type: use one of ${FILE_TYPES.split('').join(' ')}.`, {
        position: 0,
      });
    }
    fileType = s[0];
    s = s.slice(1);
    offset = 1;
  }
  if ([...s].length !== 9) {
    throw new ToolInputError(
      `A symbolic mode has 9 characters (rwxr-xr-x), or 10 with the file type (drwxr-xr-x); this one has ${[...text.trim()].length}.`,
    );
  }
  let mode = 0;
  const allowed: readonly string[] = ['r-', 'w-', 'xsS-', 'r-', 'w-', 'xsS-', 'r-', 'w-', 'xtT-'];
  for (let i = 0; i < 9; i++) {
    const c = s.charAt(i);
    const choices = allowed[i] ?? '';
    if (!choices.includes(c)) {
      throw new ToolInputError(`"${c}" at position ${i + 1 + offset} is not allowed there: use one of ${choices.split('').join(' ')}.`, {
        position: i + offset,
      });
    }
    const who = Math.floor(i / 3);
    const weight = 4 >> (i % 3);
    if (c !== '-' && c !== 'S' && c !== 'T') mode |= weight << ((2 - who) * 3);
    if (c === 's' || c === 'S') mode |= who === 0 ? S_ISUID : S_ISGID;
    if (c === 't' || c === 'T') mode |= S_ISVTX;
  }
  return { mode, fileType };
}

/** The bits each `who` letter of a clause covers (gnulib modechange.c). */
const WHO_MASK: Record<string, number> = { u: S_ISUID | 0o700, g: S_ISGID | 0o070, o: S_ISVTX | 0o007, a: 0o7777 };

/**
 * Applies chmod symbolic clauses (`u=rwx,go=rx`, `a+x`, `g=o-w`, `uo=g`, `+t`) to a mode, as
 * POSIX chmod does: clauses separated by commas, each `[ugoa]*` then one or more actions
 * `[+-=]` followed by permissions `[rwxXst]*` or one of `u g o` (copy that class's bits).
 * A clause without `u g o a` acts as `a`, as if the umask were 0 (real chmod leaves the umask's bits alone).
 * `X` sets execute only on a directory or when some execute bit is already set; `s` acts on `u` and `g`, `t` on `o`.
 *
 * @param text - the clauses.
 * @param mode - the mode before (0 to 0o7777), default 0.
 * @param isDirectory - whether the file is a directory (for `X`).
 * @returns the mode after.
 * @throws ToolInputError naming the position of the first character that does not fit the grammar.
 * @see POSIX.1-2017 chmod, "Symbolic modes" (its grammar and EXAMPLES); gnulib modechange.c for `s`/`t` with `who`
 */
export function applySymbolicClauses(text: string, mode = 0, isDirectory = false): number {
  const s = text.trim();
  if (s === '') throw new ToolInputError('Enter chmod clauses such as u=rwx,go=rx.');
  let i = 0;
  const fail = (what: string): never => {
    const found = i < s.length ? `"${s.charAt(i)}" at position ${i + 1}` : 'The end';
    throw new ToolInputError(`${found}: expected ${what}.`, { position: i });
  };
  while (true) {
    let who = 0;
    const whoStart = i;
    while (i < s.length && 'ugoa'.includes(s.charAt(i))) who |= WHO_MASK[s.charAt(i++)] ?? 0;
    if (who === 0) who = 0o7777;
    if (i >= s.length || !'+-='.includes(s.charAt(i))) fail(i === whoStart ? 'u, g, o, a, +, - or =' : '+, - or =');
    while (i < s.length && '+-='.includes(s.charAt(i))) {
      const op = s.charAt(i++);
      const before = mode;
      let value = 0;
      if (i < s.length && 'ugo'.includes(s.charAt(i))) {
        const shift = (2 - 'ugo'.indexOf(s.charAt(i++))) * 3;
        const bits = (before >> shift) & 7;
        value = (bits << 6) | (bits << 3) | bits;
      } else {
        while (i < s.length && 'rwxXst'.includes(s.charAt(i))) {
          const c = s.charAt(i++);
          if (c === 'r') value |= 0o444;
          else if (c === 'w') value |= 0o222;
          else if (c === 'x') value |= 0o111;
          else if (c === 'X') value |= isDirectory || (before & 0o111) !== 0 ? 0o111 : 0;
          else if (c === 's') value |= S_ISUID | S_ISGID;
          else value |= S_ISVTX;
        }
      }
      value &= who;
      if (op === '+') mode |= value;
      else if (op === '-') mode &= ~value;
      else mode = (mode & ~who) | value;
    }
    if (i >= s.length) return mode & 0o7777;
    if (s.charAt(i) !== ',') fail('r, w, x, X, s, t, u, g, o, another +, - or =, or a comma');
    i++;
  }
}

/**
 * Reads a mode written in any of the usual forms: octal (`755`, `4755`), symbolic as `ls -l`
 * writes it (`rwxr-xr-x`, `drwsr-xr-x`), chmod clauses (`u=rwx,go=rx`, applied to 000), or a whole
 * `chmod [-R] MODE [file…]` command.
 *
 * @param input - the text.
 * @returns the mode, the form it was written in and any file type character.
 * @throws ToolInputError when the text is none of these forms (the message says what is wrong where).
 */
export function parseMode(input: string): ParsedMode {
  let s = input.trim();
  if (s === '') throw new ToolInputError('Enter a mode: 755, rwxr-xr-x or u=rwx,go=rx.');
  const command = /^chmod\s+((?:-[A-Za-z]+\s+|--[a-z-]+\s+)*)(\S+)/.exec(s);
  if (command?.[2]) s = command[2];
  if (/^[0-9]/.test(s)) return { mode: parseOctalMode(s), form: 'octal' };
  const bare = s.replace(/(?<=^.{10})[.+@]$/, '');
  const looksSymbolic = (bare.length === 9 || bare.length === 10) && /^[-rwxsStTdlbcpDn]+$/.test(bare);
  if (!looksSymbolic && /^[ugoa+=-]/.test(s)) return { mode: applySymbolicClauses(s), form: 'clauses' };
  const { mode, fileType } = parseSymbolicMode(s);
  return fileType === undefined ? { mode, form: 'symbolic' } : { mode, form: 'ls', fileType };
}

/**
 * Writes a mode as chmod clauses that set it exactly: `u=rwx,g=rx,o=rx`, with `s` on `u`/`g` for
 * setuid/setgid and `t` on `o` for sticky (`u=rwxs,g=rx,o=rxt`); a class with nothing is `g=`.
 *
 * @param mode - permission bits, 0 to 0o7777.
 * @returns the clauses; `applySymbolicClauses` of it gives `mode` back from any starting mode.
 */
export function formatSymbolicClauses(mode: number): string {
  const part = (letter: string, bits: number, special: string) =>
    `${letter}=${bits & 4 ? 'r' : ''}${bits & 2 ? 'w' : ''}${bits & 1 ? 'x' : ''}${special}`;
  return [
    part('u', (mode >> 6) & 7, mode & S_ISUID ? 's' : ''),
    part('g', (mode >> 3) & 7, mode & S_ISGID ? 's' : ''),
    part('o', mode & 7, mode & S_ISVTX ? 't' : ''),
  ].join(',');
}

/** Options of {@link chmodCommand}. */
export interface ChmodCommandOptions {
  /** `octal` (chmod 755 file) or `symbolic` (chmod u=rwx,g=rx,o=rx file). */
  form: 'octal' | 'symbolic';
  /** Add `-R` (change files and directories recursively). */
  recursive?: boolean;
  /** The file or directory; quoted for a POSIX shell when needed. Empty: `file`. */
  path?: string;
}

/**
 * Quotes a word for a POSIX shell when it needs it (single quotes, `'` written as `'\''`).
 *
 * @param word - the word.
 * @returns the word as typed in a shell.
 */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/u.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * Builds the chmod command that sets a mode.
 *
 * @param mode - permission bits, 0 to 0o7777.
 * @param options - the form, `-R` and the path.
 * @returns e.g. `chmod -R 755 dir` or `chmod u=rwx,g=rx,o=rx file`. An octal mode of 4 digits keeps
 *   them all; note that GNU chmod does not clear setuid/setgid of a directory with a 3-digit mode.
 */
export function chmodCommand(mode: number, options: ChmodCommandOptions): string {
  const modeText = options.form === 'octal' ? formatOctalMode(mode) : formatSymbolicClauses(mode);
  const path = options.path?.trim() ? shellQuote(options.path.trim()) : 'file';
  return ['chmod', ...(options.recursive ? ['-R'] : []), modeText, path].join(' ');
}

/** Every notation of a mode. */
export interface ModeNotations {
  mode: number;
  /** 755, 4755 */
  octal: string;
  /** rwxr-xr-x */
  symbolic: string;
  /** -rwxr-xr-x (file type of the input, or `-`) */
  ls: string;
  /** u=rwx,g=rx,o=rx */
  clauses: string;
  /** The umask that gives these permissions to a new directory (777 minus the bits): 022. */
  umask: string;
  /** `umask -S` form of the same (the permissions kept): u=rwx,g=rx,o=rx. */
  umaskSymbolic: string;
}

/**
 * Reads a mode in any form (see {@link parseMode}) and writes it in every notation.
 *
 * @param input - the mode as typed.
 * @returns the notations.
 * @throws ToolInputError for input in no known form.
 */
export function chmodCalculator(input: string): ModeNotations {
  const { mode, fileType } = parseMode(input);
  const base = mode & 0o777;
  return {
    mode,
    octal: formatOctalMode(mode),
    symbolic: formatSymbolicMode(mode),
    ls: (fileType ?? '-') + formatSymbolicMode(mode),
    clauses: formatSymbolicClauses(mode),
    umask: formatOctalMode(~base & 0o777, true),
    umaskSymbolic: formatSymbolicClauses(base),
  };
}

/**
 * Writes a mode back in the form the user typed it (so toggling a checkbox keeps their notation):
 * octal stays octal, symbolic stays symbolic, `ls -l` keeps its file type; clauses become octal.
 *
 * @param mode - the new bits.
 * @param like - the parsed input whose form to keep.
 * @returns the text for the input field.
 */
export function formatModeLike(mode: number, like: Pick<ParsedMode, 'form' | 'fileType'> | undefined): string {
  if (like?.form === 'symbolic') return formatSymbolicMode(mode);
  if (like?.form === 'ls') return (like.fileType ?? '-') + formatSymbolicMode(mode);
  return formatOctalMode(mode);
}
