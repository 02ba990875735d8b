import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { csrGeneratorState } from './state.js';
import { csrGenerator } from './csr-generator.js';

/** CSR generator: the UI. */
export default function CsrGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(csrGeneratorState);
  const result = useMemo(() => (input ? attempt(() => csrGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
