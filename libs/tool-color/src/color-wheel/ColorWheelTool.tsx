import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { colorWheelState } from './state.js';
import { colorWheel } from './color-wheel.js';

/** Color wheel: the UI. */
export default function ColorWheelTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(colorWheelState);
  const result = useMemo(() => (input ? attempt(() => colorWheel(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
