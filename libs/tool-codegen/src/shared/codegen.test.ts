import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RFC8259_ARRAY, RFC8259_OBJECT } from '@handy-tools/ui/testing';
import { generateCode } from './codegen.js';
import { DEFAULT_CSHARP_OPTIONS, DEFAULT_GO_OPTIONS, DEFAULT_JAVA_OPTIONS, DEFAULT_TS_OPTIONS, type CodegenRequest } from './codegen-types.js';

// The rule for outputs that are files (POSIX "Text File": every line ends with a newline): the code,
// and every file of it, ends with exactly one newline.
const endsWithOneNewline = (text: string) => /[^\n]\n$/.test(text);

const requests = (input: string): CodegenRequest[] => [
  { language: 'typescript', input, typeName: 'Root', options: DEFAULT_TS_OPTIONS },
  { language: 'go', input, typeName: 'Root', options: { ...DEFAULT_GO_OPTIONS, helpers: true, exampleTags: true } },
  { language: 'java', input, typeName: 'Root', options: DEFAULT_JAVA_OPTIONS },
  { language: 'java', input, typeName: 'Root', options: { ...DEFAULT_JAVA_OPTIONS, style: 'record' } },
  { language: 'csharp', input, typeName: 'Root', options: DEFAULT_CSHARP_OPTIONS },
  { language: 'csharp', input, typeName: 'Root', options: { ...DEFAULT_CSHARP_OPTIONS, style: 'record' } },
];

describe('generated files end with exactly one newline', () => {
  it.each([RFC8259_OBJECT, RFC8259_ARRAY, '{}', '{"a": "x\\n\\n"}'])('for every language: %s', async (sample) => {
    for (const request of requests(sample)) {
      const { code, files } = await generateCode(request);
      expect(endsWithOneNewline(code)).toBe(true);
      for (const file of files) expect(endsWithOneNewline(file.code)).toBe(true);
    }
  });
  it('on any JSON object (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }), fc.integer({ min: 0, max: 5 }), async (sample, which) => {
        const request = requests(JSON.stringify(sample))[which]!;
        const { code, files } = await generateCode(request);
        expect(endsWithOneNewline(code)).toBe(true);
        for (const file of files) expect(endsWithOneNewline(file.code)).toBe(true);
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});

describe('a sample that is not strict JSON', () => {
  it('is read as JSON5 for every language, with a notice naming its first feature', async () => {
    const sample = "{\n  // a comment\n  name: 'Ada',\n  age: 36,\n}";
    for (const request of requests(sample)) {
      const { code, notices } = await generateCode(request);
      expect(code).toMatch(/name/i);
      expect(notices).toEqual(['Read as JSON5: comment at line 2, column 3.']);
    }
    for (const request of requests(RFC8259_OBJECT)) expect((await generateCode(request)).notices).toEqual([]);
  });
});
