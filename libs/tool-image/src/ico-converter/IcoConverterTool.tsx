import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { icoConverterState } from './state.js';
import { icoConverter } from './ico-converter.js';

/** ICO converter: the UI. */
export default function IcoConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(icoConverterState);
  const result = useMemo(() => (input ? attempt(() => icoConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
