import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { emailNormalizerState } from './state.js';
import { emailNormalizer } from './email-normalizer.js';

/** E-mail address normalizer: the UI. */
export default function EmailNormalizerTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(emailNormalizerState);
  const result = useMemo(() => (input ? attempt(() => emailNormalizer(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
