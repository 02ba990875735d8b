import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { timezoneConverterState } from './state.js';
import { timezoneConverter } from './timezone-converter.js';

/** Time zone converter: the UI. */
export default function TimezoneConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(timezoneConverterState);
  const result = useMemo(() => (input ? attempt(() => timezoneConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
