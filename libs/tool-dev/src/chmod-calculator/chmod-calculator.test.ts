import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { chmodCalculatorTool } from './meta.js';
import { chmodCalculatorState } from './state.js';
import {
  applySymbolicClauses,
  chmodCalculator,
  chmodCommand,
  formatModeLike,
  formatOctalMode,
  formatSymbolicClauses,
  formatSymbolicMode,
  parseMode,
  parseOctalMode,
  parseSymbolicMode,
  permissionBit,
  shellQuote,
} from './chmod-calculator.js';

const anyMode = fc.integer({ min: 0, max: 0o7777 });

describe('octal and symbolic notations', () => {
  // POSIX.1-2017 ls (-l): "s" = set-user/group-ID and executable, "S" = set but not executable;
  // "t" = S_ISVTX and executable by others, "T" = S_ISVTX and not executable.
  // The values are the usual references: 755 (GNU coreutils "Numeric Modes": u=rwx,go=rx),
  // /tmp 1777 (FHS: drwxrwxrwt), /usr/bin/passwd 4755 (-rwsr-xr-x).
  it.each([
    [0o755, 'rwxr-xr-x'],
    [0o644, 'rw-r--r--'],
    [0o000, '---------'],
    [0o777, 'rwxrwxrwx'],
    [0o4755, 'rwsr-xr-x'],
    [0o4644, 'rwSr--r--'],
    [0o2755, 'rwxr-sr-x'],
    [0o2745, 'rwxr-Sr-x'],
    [0o1777, 'rwxrwxrwt'],
    [0o1776, 'rwxrwxrwT'],
    [0o7777, 'rwsrwsrwt'],
    [0o7000, '--S--S--T'],
  ])('%o is %s', (mode, symbolic) => {
    expect(formatSymbolicMode(mode)).toBe(symbolic);
    expect(parseSymbolicMode(symbolic).mode).toBe(mode);
  });

  it('writes octal with three digits, four when a special bit is set', () => {
    expect(formatOctalMode(0o755)).toBe('755');
    expect(formatOctalMode(0o4755)).toBe('4755');
    expect(formatOctalMode(0o7)).toBe('007');
    expect(formatOctalMode(0o644, true)).toBe('0644');
  });

  it('reads octal with leading zeros (GNU chmod accepts 0755 and 00755) and short forms', () => {
    expect(parseOctalMode('0755')).toBe(0o755);
    expect(parseOctalMode('00755')).toBe(0o755);
    expect(parseOctalMode('7')).toBe(0o7);
    expect(parseOctalMode('4755')).toBe(0o4755);
  });

  it('round-trips octal ⇄ symbolic for every mode', () => {
    fc.assert(
      fc.property(anyMode, (mode) => {
        expect(parseOctalMode(formatOctalMode(mode))).toBe(mode);
        expect(parseSymbolicMode(formatSymbolicMode(mode)).mode).toBe(mode);
        expect(parseMode(formatSymbolicMode(mode)).mode).toBe(mode);
        expect(parseMode(formatOctalMode(mode)).mode).toBe(mode);
      }),
    );
  });

  it('reads ls -l strings with their file type and ACL/SELinux markers', () => {
    expect(parseSymbolicMode('drwxr-xr-x')).toEqual({ mode: 0o755, fileType: 'd' });
    expect(parseSymbolicMode('-rw-r--r--.')).toEqual({ mode: 0o644, fileType: '-' });
    expect(parseSymbolicMode('drwxrwxrwt+')).toEqual({ mode: 0o1777, fileType: 'd' });
    expect(parseMode('lrwxrwxrwx')).toEqual({ mode: 0o777, form: 'ls', fileType: 'l' });
    expect(parseMode('-rwsr-xr-x')).toEqual({ mode: 0o4755, form: 'ls', fileType: '-' });
  });

  it('gives the bit of each permission', () => {
    expect(permissionBit('owner', 'read')).toBe(0o400);
    expect(permissionBit('group', 'write')).toBe(0o020);
    expect(permissionBit('others', 'execute')).toBe(0o001);
  });
});

describe('chmod symbolic clauses', () => {
  // POSIX.1-2017 chmod, EXAMPLES: "a+= clears all file permission bits", "go+-w clears group and
  // other write bits", "g=o-w sets group bit to match other bits and then clears group write bit",
  // "g-r+w clears group read bit and sets group write bit", "uo=g sets owner bits to match group
  // bits and sets other bits to match group bits".
  it.each([
    ['a+=', 0o755, 0o000],
    ['go+-w', 0o777, 0o755],
    ['g=o-w', 0o754, 0o744],
    ['g-r+w', 0o750, 0o730],
    ['uo=g', 0o750, 0o555],
  ])('POSIX example %s', (clauses, before, after) => {
    expect(applySymbolicClauses(clauses, before)).toBe(after);
  });

  it('POSIX g=o-w on 0o726: group becomes others (rw-), then loses write (r--)', () => {
    expect(applySymbolicClauses('g=o-w', 0o726)).toBe(0o746);
  });

  it('GNU coreutils examples: u=rwx,go=rx is 755; a+x; +t; u+s', () => {
    expect(applySymbolicClauses('u=rwx,go=rx')).toBe(0o755);
    expect(applySymbolicClauses('a+x', 0o644)).toBe(0o755);
    expect(applySymbolicClauses('+t', 0o777)).toBe(0o1777);
    expect(applySymbolicClauses('u+s', 0o755)).toBe(0o4755);
    expect(applySymbolicClauses('g+s', 0o755)).toBe(0o2755);
    expect(applySymbolicClauses('o+s', 0o755)).toBe(0o755); // s has no meaning for others
    expect(applySymbolicClauses('u+t', 0o755)).toBe(0o755); // t only for others
  });

  it('X adds execute only to directories or when some execute bit is set', () => {
    expect(applySymbolicClauses('a+X', 0o644)).toBe(0o644);
    expect(applySymbolicClauses('a+X', 0o744)).toBe(0o755);
    expect(applySymbolicClauses('a+X', 0o644, true)).toBe(0o755);
  });

  it('formatSymbolicClauses sets the mode exactly from any starting mode', () => {
    expect(formatSymbolicClauses(0o755)).toBe('u=rwx,g=rx,o=rx');
    expect(formatSymbolicClauses(0o4750)).toBe('u=rwxs,g=rx,o=');
    expect(formatSymbolicClauses(0o1777)).toBe('u=rwx,g=rwx,o=rwxt');
    fc.assert(fc.property(anyMode, anyMode, (mode, before) => applySymbolicClauses(formatSymbolicClauses(mode), before) === mode));
  });

  it('names the position of a character that does not fit the grammar', () => {
    expect(expectToolInputError(() => applySymbolicClauses('u=rwq')).message).toMatch(/"q" at position 5/);
    expect(expectToolInputError(() => applySymbolicClauses('uz')).message).toMatch(/"z" at position 2: expected \+, - or =/);
    expect(expectToolInputError(() => applySymbolicClauses('u+x,')).message).toMatch(/The end: expected u, g, o, a/);
  });
});

describe('parseMode and chmodCalculator', () => {
  it('recognises each form', () => {
    expect(parseMode('755').form).toBe('octal');
    expect(parseMode('rwxr-xr-x').form).toBe('symbolic');
    expect(parseMode('drwxr-xr-x').form).toBe('ls');
    expect(parseMode('u=rwx,go=rx')).toEqual({ mode: 0o755, form: 'clauses' });
    expect(parseMode('-w').form).toBe('clauses');
    expect(parseMode('chmod -R 4755 /usr/bin/x')).toEqual({ mode: 0o4755, form: 'octal' });
  });

  it('gives every notation', () => {
    expect(chmodCalculator('755')).toEqual({
      mode: 0o755,
      octal: '755',
      symbolic: 'rwxr-xr-x',
      ls: '-rwxr-xr-x',
      clauses: 'u=rwx,g=rx,o=rx',
      umask: '0022',
      umaskSymbolic: 'u=rwx,g=rx,o=rx',
    });
    expect(chmodCalculator('drwxrwxrwt').ls).toBe('drwxrwxrwt');
  });

  it('rejects bad input with messages that say where', () => {
    expect(expectToolInputError(() => chmodCalculator('')).message).toMatch(/Enter a mode/);
    expect(expectToolInputError(() => chmodCalculator('7a5')).message).toMatch(/"a" at position 2 is not an octal digit/);
    expect(expectToolInputError(() => chmodCalculator('798')).message).toMatch(/"9" at position 2/);
    expect(expectToolInputError(() => chmodCalculator('17777')).message).toMatch(/too large/);
    expect(expectToolInputError(() => chmodCalculator('rwxr-xr-q')).message).toMatch(/"q" at position 9.*x t T -/);
    expect(expectToolInputError(() => chmodCalculator('zrwxr-xr-x')).message).toMatch(/not a file type/);
    expect(() => chmodCalculator('rwx')).toThrow(ToolInputError);
  });

  it('keeps the notation the user typed when a checkbox changes the mode', () => {
    expect(formatModeLike(0o750, parseMode('755'))).toBe('750');
    expect(formatModeLike(0o750, parseMode('rwxr-xr-x'))).toBe('rwxr-x---');
    expect(formatModeLike(0o750, parseMode('drwxr-xr-x'))).toBe('drwxr-x---');
    expect(formatModeLike(0o750, undefined)).toBe('750');
  });

  it('builds the chmod command', () => {
    expect(chmodCommand(0o755, { form: 'octal', path: 'script.sh' })).toBe('chmod 755 script.sh');
    expect(chmodCommand(0o755, { form: 'symbolic', recursive: true, path: 'dir' })).toBe('chmod -R u=rwx,g=rx,o=rx dir');
    expect(chmodCommand(0o644, { form: 'octal', path: "my file's" })).toBe(`chmod 644 'my file'\\''s'`);
    expect(chmodCommand(0o644, { form: 'octal' })).toBe('chmod 644 file');
    expect(shellQuote('/var/www/html')).toBe('/var/www/html');
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(chmodCalculatorTool, chmodCalculatorState);
    for (const example of chmodCalculatorTool.examples ?? []) {
      const input = (example.state as { input?: string }).input;
      if (input !== undefined) expect(() => chmodCalculator(input)).not.toThrow();
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => chmodCalculator(s));
    fuzzToolFunction((s: string) => applySymbolicClauses(s));
    fuzzToolFunction((s: string) => parseOctalMode(s));
    fuzzToolFunction((s: string) => parseSymbolicMode(s));
    fuzzToolFunction((s: string) => chmodCommand(0o755, { form: 'octal', path: s }));
  });
});
