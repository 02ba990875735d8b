import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { utmUrlGeneratorState } from './state.js';
import { utmUrlGenerator } from './utm-url-generator.js';

/** UTM URL generator: the UI. */
export default function UtmUrlGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(utmUrlGeneratorState);
  const result = useMemo(() => (input ? attempt(() => utmUrlGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
