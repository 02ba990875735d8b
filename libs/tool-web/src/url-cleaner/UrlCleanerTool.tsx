import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { urlCleanerState } from './state.js';
import { urlCleaner } from './url-cleaner.js';

/** URL cleaner: the UI. */
export default function UrlCleanerTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(urlCleanerState);
  const result = useMemo(() => (input ? attempt(() => urlCleaner(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
