import {
  Alert,
  attempt,
  Card,
  Checkbox,
  FileUpload,
  formatByteSize,
  Row,
  Stack,
  Table,
  TextInput,
  ValueTable,
  useToolState,
  type ValueRow,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { torrentToMagnetState } from './state.js';
import { parseMagnet, parseTorrent, toMagnet, type TorrentFile, type TorrentInfo } from './torrent-to-magnet.js';

type Loaded = { fileName: string; result: { value: TorrentInfo; error?: undefined } | { value?: undefined; error: string } };

/** Torrent to magnet: .torrent → magnet link, info hashes, metadata and files; magnet link → its fields. */
export default function TorrentToMagnetTool() {
  const { t } = useLingui();
  const [{ magnet, trackers, webSeeds, size, base32 }, update] = useToolState(torrentToMagnetState);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  const onFiles = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    setLoaded({ fileName: file.name, result: attempt(() => parseTorrent(bytes)) });
  };

  const torrent = loaded?.result.value ?? null;
  const link = torrent ? toMagnet(torrent, { trackers, webSeeds, size, base32 }) : '';
  const yes = t`Yes`;
  const no = t`No`;
  const list = (xs: string[]) => (xs.length > 0 ? xs.join('\n') : null);
  const torrentRows: ValueRow[] = torrent
    ? [
        { key: 'name', label: t`Name`, value: torrent.name },
        { key: 'v1', label: t`Info hash v1 (SHA-1)`, value: torrent.infoHashV1, note: t`None (v2 only)` },
        { key: 'v2', label: t`Info hash v2 (SHA-256)`, value: torrent.infoHashV2, note: t`None (v1 only)` },
        { key: 'version', label: t`Version`, value: torrent.version === 'hybrid' ? t`Hybrid (v1 + v2)` : torrent.version },
        { key: 'size', label: t`Total size`, value: `${formatByteSize(torrent.totalLength)} (${torrent.totalLength} B)` },
        { key: 'pieces', label: t`Pieces`, value: `${torrent.pieceCount} × ${formatByteSize(torrent.pieceLength)}` },
        { key: 'private', label: t`Private`, value: torrent.private ? yes : no },
        {
          key: 'date',
          label: t`Created on`,
          value: torrent.creationDate === null ? null : new Date(torrent.creationDate * 1000).toISOString(),
        },
        { key: 'by', label: t`Created by`, value: torrent.createdBy },
        { key: 'comment', label: t`Comment`, value: torrent.comment },
        { key: 'trackers', label: t`Trackers`, value: list(torrent.trackers), note: t`None` },
        { key: 'ws', label: t`Web seeds`, value: list(torrent.webSeeds), note: t`None` },
      ]
    : [];

  const magnetResult = useMemo(() => (magnet.trim() === '' ? null : attempt(() => parseMagnet(magnet))), [magnet]);
  const m = magnetResult?.value;
  const magnetRows: ValueRow[] = [
    { key: 'v1', label: t`Magnet info hash v1`, value: m?.infoHashV1 ?? null },
    { key: 'v2', label: t`Magnet info hash v2`, value: m?.infoHashV2 ?? null },
    { key: 'dn', label: t`Magnet name`, value: m?.name ?? null },
    { key: 'xl', label: t`Magnet size`, value: m?.length == null ? null : `${formatByteSize(m.length)} (${m.length} B)` },
    { key: 'tr', label: t`Magnet trackers`, value: m ? list(m.trackers) : null },
    { key: 'ws', label: t`Magnet web seeds`, value: m ? list(m.webSeeds) : null },
    { key: 'pe', label: t`Magnet peers`, value: m ? list(m.peers) : null },
  ];

  return (
    <Stack>
      <Card title={t`Torrent file`}>
        <Stack>
          <FileUpload
            label={t`Drop a .torrent file here or click to choose one`}
            accept=".torrent,application/x-bittorrent"
            onFiles={(f) => void onFiles(f)}
          />
          <p>{t`The file is read in your browser; nothing is uploaded.`}</p>
          {loaded?.result.error && (
            <Alert type="error" title={loaded.fileName}>
              {loaded.result.error}
            </Alert>
          )}
          <Row>
            <Checkbox label={t`Trackers (tr)`} checked={trackers} onChange={(trackers) => update({ trackers })} />
            <Checkbox label={t`Web seeds (ws)`} checked={webSeeds} onChange={(webSeeds) => update({ webSeeds })} />
            <Checkbox label={t`Size (xl)`} checked={size} onChange={(size) => update({ size })} />
            <Checkbox label={t`v1 hash in base32`} checked={base32} onChange={(base32) => update({ base32 })} />
          </Row>
          <TextInput label={t`Magnet link`} value={link} readOnly multiline rows={3} monospace copyable />
          {torrent && (
            <>
              <ValueTable caption={t`Torrent details`} rows={torrentRows} />
              <Table<TorrentFile>
                caption={t`Files (${torrent.files.length})`}
                columns={[
                  { key: 'path', header: t`Path` },
                  { key: 'length', header: t`Size`, render: (f) => formatByteSize(f.length) },
                ]}
                rows={torrent.files.slice(0, 1000)}
                getRowKey={(f, i) => `${i}:${f.path}`}
                dense
              />
            </>
          )}
        </Stack>
      </Card>
      <Card title={t`Read a magnet link`}>
        <Stack>
          <TextInput
            label={t`Magnet link to read`}
            value={magnet}
            onChange={(magnet) => update({ magnet })}
            multiline
            rows={3}
            monospace
            spellCheck={false}
            placeholder="magnet:?xt=urn:btih:…"
            error={magnetResult?.error}
          />
          <ValueTable caption={t`Magnet link fields`} rows={magnetRows} />
        </Stack>
      </Card>
    </Stack>
  );
}
