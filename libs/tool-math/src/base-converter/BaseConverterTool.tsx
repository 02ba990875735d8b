import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { baseConverterState } from './state.js';
import { baseConverter } from './base-converter.js';

/** Integer base converter: the UI. */
export default function BaseConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(baseConverterState);
  const result = useMemo(() => (input ? attempt(() => baseConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
