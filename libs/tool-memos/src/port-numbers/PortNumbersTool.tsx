import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { portNumbersState } from './state.js';
import { portNumbers } from './port-numbers.js';

/** Port numbers: the UI. */
export default function PortNumbersTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(portNumbersState);
  const result = useMemo(() => (input ? attempt(() => portNumbers(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
