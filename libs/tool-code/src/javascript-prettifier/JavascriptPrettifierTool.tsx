import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { javascriptPrettifierState } from './state.js';
import { javascriptPrettifier } from './javascript-prettifier.js';

/** JavaScript prettifier: the UI. */
export default function JavascriptPrettifierTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(javascriptPrettifierState);
  const result = useMemo(() => (input ? attempt(() => javascriptPrettifier(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
