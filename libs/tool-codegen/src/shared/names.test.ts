import { describe, expect, it } from 'vitest';
import { expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { checkPackageName, checkTypeName, CSHARP_RESERVED, GO_RESERVED, JAVA_RESERVED } from './names.js';

describe('names', () => {
  it('accepts identifiers as type names and rejects the rest', () => {
    expect(checkTypeName('Root')).toBe('Root');
    expect(checkTypeName('_user2')).toBe('_user2');
    for (const bad of ['', '2fa', 'my type', 'Ünïcode', 'a-b', 'x'.repeat(65)]) expectToolInputError(() => checkTypeName(bad));
  });

  it('accepts dotted package names only where dots are allowed', () => {
    expect(checkPackageName('com.example.model', 'package name', true, JAVA_RESERVED)).toBe('com.example.model');
    expect(checkPackageName('models', 'package name', false, GO_RESERVED)).toBe('models');
    expect(expectToolInputError(() => checkPackageName('com.example', 'package name', false, GO_RESERVED)).message).toMatch(/^The package name must be/);
    for (const bad of ['', '.a', 'a.', 'a..b', 'a.1b', 'my-app']) expectToolInputError(() => checkPackageName(bad, 'namespace', true, CSHARP_RESERVED));
  });

  it("refuses a language's reserved words as a part of the name (the compilers refuse them), and allows them inside a longer part", () => {
    // JLS 17 §3.9 (javac: "<identifier> expected" for `package com.example.class;`), Go spec "Keywords", C# keywords.
    expect(expectToolInputError(() => checkPackageName('com.example.class', 'package name', true, JAVA_RESERVED)).message).toBe(
      'The package name cannot use "class": it is a reserved word in Java.',
    );
    for (const bad of ['int', 'org.null.x', 'a._']) expectToolInputError(() => checkPackageName(bad, 'package name', true, JAVA_RESERVED));
    for (const bad of ['func', 'type', 'map']) expectToolInputError(() => checkPackageName(bad, 'package name', false, GO_RESERVED));
    for (const bad of ['Company.namespace', 'object.Models']) expectToolInputError(() => checkPackageName(bad, 'namespace', true, CSHARP_RESERVED));
    expect(checkPackageName('com.example.classes', 'package name', true, JAVA_RESERVED)).toBe('com.example.classes');
    expect(checkPackageName('com.example.record', 'package name', true, JAVA_RESERVED)).toBe('com.example.record'); // contextual: allowed
    expect(checkPackageName('models', 'package name', false, GO_RESERVED)).toBe('models');
    expect(checkPackageName('Company.Models', 'namespace', true, CSHARP_RESERVED)).toBe('Company.Models');
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction(checkTypeName);
    fuzzToolFunction((s: string) => checkPackageName(s, 'namespace', true, CSHARP_RESERVED));
  });
});
