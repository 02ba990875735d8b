import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { manyUnitsConverterState } from './state.js';
import { manyUnitsConverter } from './many-units-converter.js';

/** Unit converter: the UI. */
export default function ManyUnitsConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(manyUnitsConverterState);
  const result = useMemo(() => (input ? attempt(() => manyUnitsConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
