import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { volumeConverterState } from './state.js';
import { volumeConverter } from './volume-converter.js';

/** Volume converter: the UI. */
export default function VolumeConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(volumeConverterState);
  const result = useMemo(() => (input ? attempt(() => volumeConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
