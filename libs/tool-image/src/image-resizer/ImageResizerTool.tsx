import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { imageResizerState } from './state.js';
import { imageResizer } from './image-resizer.js';

/** Image resizer: the UI. */
export default function ImageResizerTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(imageResizerState);
  const result = useMemo(() => (input ? attempt(() => imageResizer(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
