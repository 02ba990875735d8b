import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { urlTextFragmentMakerState } from './state.js';
import { urlTextFragmentMaker } from './url-text-fragment-maker.js';

/** URL text fragment maker: the UI. */
export default function UrlTextFragmentMakerTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(urlTextFragmentMakerState);
  const result = useMemo(() => (input ? attempt(() => urlTextFragmentMaker(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
