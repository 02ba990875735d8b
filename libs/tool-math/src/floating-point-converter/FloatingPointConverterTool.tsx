import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { floatingPointConverterState } from './state.js';
import { floatingPointConverter } from './floating-point-converter.js';

/** IEEE 754 floating-point converter: the UI. */
export default function FloatingPointConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(floatingPointConverterState);
  const result = useMemo(() => (input ? attempt(() => floatingPointConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
