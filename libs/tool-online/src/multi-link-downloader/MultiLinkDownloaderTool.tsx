import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { multiLinkDownloaderState } from './state.js';
import { multiLinkDownloader } from './multi-link-downloader.js';

/** Multi-link downloader: the UI. */
export default function MultiLinkDownloaderTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(multiLinkDownloaderState);
  const result = useMemo(() => (input ? attempt(() => multiLinkDownloader(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
