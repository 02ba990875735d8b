import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { dockerComposeValidatorTool } from './meta.js';
import { dockerComposeValidatorState } from './state.js';
import { validateComposeText } from './docker-compose-validator.js';

// The validator's rules are tested on real files in ../shared/compose-validate.test.ts.
describe('docker-compose-validator', () => {
  it('finds each mistake at its line', () => {
    const bad =
      'version: "3.8"\nservices:\n  web:\n    image: nginx\n    prots:\n      - "80:80"\n    depends_on: [cache]\n    volumes:\n      - data:/usr/share/nginx/html\n';
    expect(validateComposeText(bad).issues.map((i) => `${i.severity}@${i.line}`)).toEqual(['warning@1', 'error@5', 'error@7', 'error@9']);
  });
  it('has examples that are valid states, with no error (the guard rails load them)', () => {
    expectExamplesMatchState(dockerComposeValidatorTool, dockerComposeValidatorState);
    const found = (dockerComposeValidatorTool.examples ?? []).map((e) =>
      validateComposeText(e.state.input as string).issues.map((i) => i.severity),
    );
    expect(found).toEqual([[], ['warning']]);
  });
  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((s: string) => validateComposeText(s));
  });
});
