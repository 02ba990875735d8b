import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { imageToAsciiArtState } from './state.js';
import { imageToAsciiArt } from './image-to-ascii-art.js';

/** Image to ASCII art: the UI. */
export default function ImageToAsciiArtTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(imageToAsciiArtState);
  const result = useMemo(() => (input ? attempt(() => imageToAsciiArt(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
