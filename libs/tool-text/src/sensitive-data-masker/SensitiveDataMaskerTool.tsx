import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { sensitiveDataMaskerState } from './state.js';
import { sensitiveDataMasker } from './sensitive-data-masker.js';

/** Sensitive data masker: the UI. */
export default function SensitiveDataMaskerTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(sensitiveDataMaskerState);
  const result = useMemo(() => (input ? attempt(() => sensitiveDataMasker(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
