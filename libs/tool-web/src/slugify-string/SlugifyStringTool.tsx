import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { slugifyStringState } from './state.js';
import { slugifyString } from './slugify-string.js';

/** Slugify string: the UI. */
export default function SlugifyStringTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(slugifyStringState);
  const result = useMemo(() => (input ? attempt(() => slugifyString(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
