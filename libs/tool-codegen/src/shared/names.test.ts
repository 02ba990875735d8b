import { describe, expect, it } from 'vitest';
import { expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { checkPackageName, checkTypeName } from './names.js';

describe('names', () => {
  it('accepts identifiers as type names and rejects the rest', () => {
    expect(checkTypeName('Root')).toBe('Root');
    expect(checkTypeName('_user2')).toBe('_user2');
    for (const bad of ['', '2fa', 'my type', 'Ünïcode', 'a-b', 'x'.repeat(65)]) expectToolInputError(() => checkTypeName(bad));
  });

  it('accepts dotted package names only where dots are allowed', () => {
    expect(checkPackageName('com.example.model', 'package name', true)).toBe('com.example.model');
    expect(checkPackageName('models', 'package name', false)).toBe('models');
    expect(expectToolInputError(() => checkPackageName('com.example', 'package name', false)).message).toMatch(/^The package name must be/);
    for (const bad of ['', '.a', 'a.', 'a..b', 'a.1b', 'my-app']) expectToolInputError(() => checkPackageName(bad, 'namespace', true));
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction(checkTypeName);
    fuzzToolFunction((s: string) => checkPackageName(s, 'namespace', true));
  });
});
