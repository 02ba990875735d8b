import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { curlConverterState } from './state.js';
import { curlConverter } from './curl-converter.js';

/** curl converter: the UI. */
export default function CurlConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(curlConverterState);
  const result = useMemo(() => (input ? attempt(() => curlConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
