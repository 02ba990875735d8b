import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { areaConverterState } from './state.js';
import { areaConverter } from './area-converter.js';

/** Area converter: the UI. */
export default function AreaConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(areaConverterState);
  const result = useMemo(() => (input ? attempt(() => areaConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
