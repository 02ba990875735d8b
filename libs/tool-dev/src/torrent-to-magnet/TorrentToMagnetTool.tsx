import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { torrentToMagnetState } from './state.js';
import { torrentToMagnet } from './torrent-to-magnet.js';

/** Torrent to magnet link: the UI. */
export default function TorrentToMagnetTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(torrentToMagnetState);
  const result = useMemo(() => (input ? attempt(() => torrentToMagnet(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
