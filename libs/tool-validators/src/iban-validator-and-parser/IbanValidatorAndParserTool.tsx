import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ibanValidatorAndParserState } from './state.js';
import { ibanValidatorAndParser } from './iban-validator-and-parser.js';

/** IBAN validator and parser: the UI. */
export default function IbanValidatorAndParserTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ibanValidatorAndParserState);
  const result = useMemo(() => (input ? attempt(() => ibanValidatorAndParser(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
