import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { angleConverterState } from './state.js';
import { angleConverter } from './angle-converter.js';

/** Angle converter: the UI. */
export default function AngleConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(angleConverterState);
  const result = useMemo(() => (input ? attempt(() => angleConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
