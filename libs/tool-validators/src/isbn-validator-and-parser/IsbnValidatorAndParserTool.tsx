import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { isbnValidatorAndParserState } from './state.js';
import { isbnValidatorAndParser } from './isbn-validator-and-parser.js';

/** ISBN validator and parser: the UI. */
export default function IsbnValidatorAndParserTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(isbnValidatorAndParserState);
  const result = useMemo(() => (input ? attempt(() => isbnValidatorAndParser(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
