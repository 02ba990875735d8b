import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { htmlPrettifierState } from './state.js';
import { htmlPrettifier } from './html-prettifier.js';

/** HTML prettifier: the UI. */
export default function HtmlPrettifierTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(htmlPrettifierState);
  const result = useMemo(() => (input ? attempt(() => htmlPrettifier(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
