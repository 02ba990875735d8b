import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { imageToCssState } from './state.js';
import { imageToCss } from './image-to-css.js';

/** Image to CSS: the UI. */
export default function ImageToCssTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(imageToCssState);
  const result = useMemo(() => (input ? attempt(() => imageToCss(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
