import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { folderStructureDiagramTool } from './meta.js';
import { folderStructureDiagramState } from './state.js';
import { folderStructureDiagram } from './folder-structure-diagram.js';

// TODO: replace with vectors from the standard or a published reference.
describe('folderStructureDiagram', () => {
  it('transforms a known input', () => {
    expect(folderStructureDiagram('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => folderStructureDiagram(folderStructureDiagram(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => folderStructureDiagram('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(folderStructureDiagramTool, folderStructureDiagramState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => folderStructureDiagram(s));
  });
});
