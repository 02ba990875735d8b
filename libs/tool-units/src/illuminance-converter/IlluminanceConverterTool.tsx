import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { illuminanceConverterState } from './state.js';
import { illuminanceConverter } from './illuminance-converter.js';

/** Illuminance converter: the UI. */
export default function IlluminanceConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(illuminanceConverterState);
  const result = useMemo(() => (input ? attempt(() => illuminanceConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
