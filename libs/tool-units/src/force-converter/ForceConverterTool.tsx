import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { forceConverterState } from './state.js';
import { forceConverter } from './force-converter.js';

/** Force converter: the UI. */
export default function ForceConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(forceConverterState);
  const result = useMemo(() => (input ? attempt(() => forceConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
