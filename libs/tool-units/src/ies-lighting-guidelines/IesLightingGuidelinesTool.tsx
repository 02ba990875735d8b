import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { iesLightingGuidelinesState } from './state.js';
import { iesLightingGuidelines } from './ies-lighting-guidelines.js';

/** IES lighting guidelines: the UI. */
export default function IesLightingGuidelinesTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(iesLightingGuidelinesState);
  const result = useMemo(() => (input ? attempt(() => iesLightingGuidelines(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
