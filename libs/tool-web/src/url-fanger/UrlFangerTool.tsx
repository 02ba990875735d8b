import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { urlFangerState } from './state.js';
import { urlFanger } from './url-fanger.js';

/** URL defanger: the UI. */
export default function UrlFangerTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(urlFangerState);
  const result = useMemo(() => (input ? attempt(() => urlFanger(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
