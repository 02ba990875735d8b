import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { sqlPrettifyTool } from './meta.js';
import { sqlPrettifyState } from './state.js';
import { SQL_DIALECTS, sqlPrettify } from './sql-prettify.js';

// Real queries: the PostgreSQL 17 tutorial (§2.6 Joins, §2.7 Aggregate Functions) and the MySQL 8.4
// reference manual (§5.3.2 "Creating a Table", §5.3.4.9 "Pattern Matching").
const POSTGRES_AGGREGATE = "SELECT city, count(*), max(temp_lo) FROM weather WHERE city LIKE 'S%' GROUP BY city HAVING max(temp_lo) < 40;";
const POSTGRES_JOIN = 'SELECT * FROM weather w1 JOIN weather w2 ON w1.temp_lo < w2.temp_lo AND w1.temp_hi > w2.temp_hi;';
const MYSQL_CREATE = 'CREATE TABLE pet (name VARCHAR(20), owner VARCHAR(20), species VARCHAR(20), sex CHAR(1), birth DATE, death DATE);';
const MYSQL_REGEXP = "SELECT * FROM pet WHERE REGEXP_LIKE(name, '^b'); -- names beginning with b";

/** The input with its whitespace removed and upper-cased: what formatting must not change (outside string literals, which our inputs keep unchanged in case). */
const squeeze = (s: string) => s.replace(/\s+/g, '').toUpperCase();

describe('sqlPrettify', () => {
  it("formats sql-formatter's README example the documented way", () => {
    // README "Usage as library": format('SELECT * FROM tbl', { language: 'mysql' }).
    expect(sqlPrettify('SELECT * FROM tbl', { language: 'mysql' })).toBe('SELECT\n  *\nFROM\n  tbl');
  });

  it('puts each clause on its own line and upper-cases keywords and functions by default', () => {
    const out = sqlPrettify(POSTGRES_AGGREGATE.toLowerCase().replace("'s%'", "'S%'"), { language: 'postgresql' });
    const lines = out.split('\n');
    for (const clause of ['SELECT', 'FROM', 'WHERE', 'GROUP BY', 'HAVING']) expect(lines).toContain(clause);
    expect(out).toContain('  COUNT(*),');
    expect(out).toContain('  MAX(temp_lo) < 40;');
    expect(out).toContain("  city LIKE 'S%'");
  });

  it('only changes whitespace and letter case: every token is kept in order', () => {
    for (const [q, language] of [
      [POSTGRES_AGGREGATE, 'postgresql'],
      [POSTGRES_JOIN, 'postgresql'],
      [MYSQL_CREATE, 'mysql'],
      [MYSQL_REGEXP, 'mysql'],
    ] as const) {
      expect(squeeze(sqlPrettify(q, { language }))).toBe(squeeze(q));
    }
  });

  it('is idempotent', () => {
    for (const q of [POSTGRES_AGGREGATE, POSTGRES_JOIN, MYSQL_CREATE, MYSQL_REGEXP]) {
      const once = sqlPrettify(q, { language: 'mysql' });
      expect(sqlPrettify(once, { language: 'mysql' })).toBe(once);
    }
  });

  it('applies keyword, data type and function case separately', () => {
    const lower = sqlPrettify(MYSQL_CREATE, { language: 'mysql', keywordCase: 'lower', dataTypeCase: 'upper' });
    expect(lower).toMatch(/^create table pet \(/);
    expect(lower).toContain('name VARCHAR(20)');
    const preserved = sqlPrettify('Select Count(*) From t', { keywordCase: 'preserve', functionCase: 'lower' });
    expect(preserved).toBe('Select\n  count(*)\nFrom\n  t');
  });

  it('indents with tabs or N spaces', () => {
    expect(sqlPrettify('SELECT a FROM t', { indent: 'tab' })).toBe('SELECT\n\ta\nFROM\n\tt');
    expect(sqlPrettify('SELECT a FROM t', { indent: 4 })).toBe('SELECT\n    a\nFROM\n    t');
  });

  it('aligns keywords in a column with the tabular styles', () => {
    // docs/indentStyle.md: keywords padded to 10 characters, left- or right-aligned.
    expect(sqlPrettify('SELECT a FROM t', { indentStyle: 'tabularLeft' })).toBe('SELECT    a\nFROM      t');
    // Right-aligned: the keywords end in the same column, and so do the values start.
    const right = sqlPrettify('SELECT a FROM t', { indentStyle: 'tabularRight' }).split('\n');
    expect(right).toHaveLength(2);
    expect(right[0]?.trimStart()).toBe('SELECT a');
    expect(right[1]?.trimStart()).toBe('FROM t');
    expect(right[0]?.indexOf(' a')).toBe(right[1]?.indexOf(' t'));
  });

  it('separates statements by the chosen number of blank lines', () => {
    expect(sqlPrettify('SELECT 1; SELECT 2;', { linesBetweenQueries: 2 })).toBe('SELECT\n  1;\n\n\nSELECT\n  2;');
    expect(sqlPrettify('SELECT 1; SELECT 2;', { linesBetweenQueries: 0 })).toBe('SELECT\n  1;\nSELECT\n  2;');
  });

  it('packs operators densely and moves semicolons when asked', () => {
    expect(sqlPrettify('SELECT a + b FROM t WHERE x = 1;', { denseOperators: true })).toBe('SELECT\n  a+b\nFROM\n  t\nWHERE\n  x=1;');
    expect(sqlPrettify('SELECT a FROM t;', { newlineBeforeSemicolon: true })).toBe('SELECT\n  a\nFROM\n  t\n;');
  });

  it('puts AND/OR at the start or the end of lines', () => {
    const before = sqlPrettify(POSTGRES_JOIN, { language: 'postgresql' });
    expect(before).toMatch(/\n\s+AND w1\.temp_hi > w2\.temp_hi;$/);
    const after = sqlPrettify(POSTGRES_JOIN, { language: 'postgresql', logicalOperatorNewline: 'after' });
    expect(after).toMatch(/w1\.temp_lo < w2\.temp_lo AND\n/);
  });

  it('keeps short parenthesised expressions on one line up to the expression width', () => {
    const q = 'SELECT * FROM t WHERE x IN (1, 2, 3)';
    expect(sqlPrettify(q)).toContain('  x IN (1, 2, 3)');
    expect(sqlPrettify(q, { expressionWidth: 5 })).toContain('  x IN (\n    1,\n    2,\n    3\n  )');
  });

  it('formats in every dialect', () => {
    for (const language of SQL_DIALECTS)
      expect(sqlPrettify('select a, b from t where c = 1', { language })).toMatch(/^SELECT\n {2}a,\n {2}b\nFROM/);
  });

  it('gives empty output for empty input', () => {
    expect(sqlPrettify('')).toBe('');
    expect(sqlPrettify(' \n\t')).toBe('');
  });

  it('reports syntax errors with line and column', () => {
    const unclosed = (() => {
      try {
        sqlPrettify("SELECT a\nFROM t WHERE b = 'x");
      } catch (e) {
        return e;
      }
    })() as ToolInputError;
    expect(unclosed).toBeInstanceOf(ToolInputError);
    expect(unclosed.message).toMatch(/^SQL syntax error at line 2, column 18: unexpected "'x"/);
    expect([unclosed.line, unclosed.column]).toEqual([2, 18]);
    expect(() => sqlPrettify('SELECT (a FROM t')).toThrow(/line 1, column 17: the query ends too early/);
    expect(() => sqlPrettify('SELECT a FROM t WHERE (x = 1))')).toThrow('SQL syntax error at line 1, column 30: unexpected ")".');
  });

  it('rejects out-of-range options', () => {
    expect(() => sqlPrettify('SELECT 1', { indent: 0 })).toThrow(ToolInputError);
    expect(() => sqlPrettify('SELECT 1', { expressionWidth: 0 })).toThrow('Expression width must be a whole number from 1 to 400.');
    expect(() => sqlPrettify('SELECT 1', { language: 'cobol' as never })).toThrow('Unknown SQL dialect "cobol".');
  });

  it('keeps every word of a generated query (property)', () => {
    const ident = fc
      .stringMatching(/^[a-z][a-z0-9_]{0,8}$/)
      .filter(
        (s) =>
          ![
            'select',
            'from',
            'where',
            'and',
            'or',
            'as',
            'by',
            'on',
            'in',
            'is',
            'not',
            'null',
            'to',
            'if',
            'do',
            'end',
            'set',
            'all',
            'any',
            'key',
            'use',
            'for',
            'row',
            'top',
            'go',
          ].includes(s),
      );
    fc.assert(
      fc.property(fc.array(ident, { minLength: 1, maxLength: 6 }), ident, fc.integer({ min: 0, max: 999 }), (cols, table, n) => {
        const q = `select ${cols.join(', ')} from ${table} where ${cols[0]} = ${n}`;
        const out = sqlPrettify(q, { keywordCase: 'preserve', language: 'postgresql' });
        return squeeze(out) === squeeze(q) && sqlPrettify(out, { keywordCase: 'preserve', language: 'postgresql' }) === out;
      }),
    );
  });

  it('has examples that are valid states and format without error', () => {
    expectExamplesMatchState(sqlPrettifyTool, sqlPrettifyState);
    for (const { state } of sqlPrettifyTool.examples ?? []) {
      const { input, ...options } = sqlPrettifyState.schema.parse(state);
      expect(sqlPrettify(input, options)).not.toBe('');
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => sqlPrettify(s));
    fuzzToolFunction((s: string) => sqlPrettify(s, { language: 'transactsql' }));
  });
});
