import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { smartTextReplacerState } from './state.js';
import { smartTextReplacer } from './smart-text-replacer.js';

/** Smart text replacer and line breaker: the UI. */
export default function SmartTextReplacerTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(smartTextReplacerState);
  const result = useMemo(() => (input ? attempt(() => smartTextReplacer(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
