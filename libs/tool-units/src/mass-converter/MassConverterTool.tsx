import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { massConverterState } from './state.js';
import { massConverter } from './mass-converter.js';

/** Mass converter: the UI. */
export default function MassConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(massConverterState);
  const result = useMemo(() => (input ? attempt(() => massConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
