import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { cssPrettifierState } from './state.js';
import { cssPrettifier } from './css-prettifier.js';

/** CSS prettifier: the UI. */
export default function CssPrettifierTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(cssPrettifierState);
  const result = useMemo(() => (input ? attempt(() => cssPrettifier(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
