import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { chronometerState } from './state.js';
import { chronometer } from './chronometer.js';

/** Chronometer: the UI. */
export default function ChronometerTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(chronometerState);
  const result = useMemo(() => (input ? attempt(() => chronometer(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
