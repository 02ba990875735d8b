import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { imageExifReaderState } from './state.js';
import { imageExifReader } from './image-exif-reader.js';

/** Image metadata reader: the UI. */
export default function ImageExifReaderTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(imageExifReaderState);
  const result = useMemo(() => (input ? attempt(() => imageExifReader(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
