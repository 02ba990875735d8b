import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { softwareLicenceCompatibilityState } from './state.js';
import { softwareLicenceCompatibility } from './software-licence-compatibility.js';

/** Software licence compatibility: the UI. */
export default function SoftwareLicenceCompatibilityTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(softwareLicenceCompatibilityState);
  const result = useMemo(() => (input ? attempt(() => softwareLicenceCompatibility(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
