import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { listConverterState } from './state.js';
import { listConverter } from './list-converter.js';

/** List converter: the UI. */
export default function ListConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(listConverterState);
  const result = useMemo(() => (input ? attempt(() => listConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
