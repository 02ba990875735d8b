import { Alert, Button, Card, Checkbox, downloadFile, Progress, Row, Select, Stack, Table, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { multiLinkDownloaderState } from './state.js';
import { downloadLinks, parseLinkList, safeFileName, zipFiles, type LinkLine, type LinkProgress, type LinkResult } from './multi-link-downloader.js';
import styles from './MultiLinkDownloaderTool.module.css';
import { formatBytes } from '../api-tester/api-tester.js';

type Phase =
  | { step: 'idle' }
  | { step: 'downloading' }
  | { step: 'zipping'; done: number; total: number }
  | { step: 'done'; files: number; failed: number; size: number; zipped: boolean }
  | { step: 'error'; message: string };

/** A download name that ends in .zip and is safe as a file name. */
function zipFileName(name: string): string {
  const base = name.trim() === '' ? 'downloads' : safeFileName(name);
  return /\.zip$/i.test(base) ? base : `${base}.zip`;
}

/**
 * Multi-link downloader: a list of links (one per line, checked per line) is fetched by the
 * browser with a limit on parallel downloads and per-link progress, then zipped in the browser
 * (fflate); failed links are listed with the reason and the others still zipped. Nothing is
 * fetched until Download is pressed.
 */
export default function MultiLinkDownloaderTool() {
  const { t } = useLingui();
  const [{ links, zipName, concurrency, level, singleAsFile }, update] = useToolState(multiLinkDownloaderState);
  const lines = useMemo(() => parseLinkList(links), [links]);
  const bad = lines.filter((l) => l.error);
  const good = lines.filter((l): l is LinkLine & { url: string } => Boolean(l.url));

  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [progress, setProgress] = useState<Record<number, LinkProgress>>({});
  const [results, setResults] = useState<Record<number, LinkResult>>({});
  const [zip, setZip] = useState<{ bytes: Uint8Array; name: string; type: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const busy = phase.step === 'downloading' || phase.step === 'zipping';

  const start = async () => {
    if (good.length === 0 || busy) return;
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setZip(null);
    setResults({});
    setProgress({});
    setPhase({ step: 'downloading' });
    // Progress arrives per chunk: apply it at most once per frame.
    const pending: Record<number, LinkProgress> = {};
    let frame = 0;
    const flush = () => {
      frame = 0;
      setProgress((p) => ({ ...p, ...pending }));
    };
    const urls = good.map((l) => l.url);
    try {
      const downloaded = await downloadLinks(urls, {
        concurrency,
        signal: c.signal,
        online: navigator.onLine,
        onProgress: (i, p) => {
          pending[good[i]!.line] = p;
          if (!frame) frame = requestAnimationFrame(flush);
        },
      });
      cancelAnimationFrame(frame);
      flush();
      if (controller.current !== c) return;
      setResults(Object.fromEntries(downloaded.map((r, i) => [good[i]!.line, r])));
      const ok = downloaded.filter((r): r is Extract<LinkResult, { ok: true }> => r.ok);
      const failed = downloaded.length - ok.length;
      if (ok.length === 0) {
        setPhase({ step: 'error', message: c.signal.aborted ? t`Cancelled.` : t`No link could be downloaded: see the reason next to each link.` });
        return;
      }
      if (singleAsFile && ok.length === 1 && downloaded.length === 1) {
        const lone = ok[0]!;
        const file = { bytes: lone.bytes, name: lone.name, type: 'application/octet-stream' };
        setZip(file);
        downloadFile(file.bytes as BlobPart, file.name, file.type);
        setPhase({ step: 'done', files: 1, failed, size: file.bytes.length, zipped: false });
        return;
      }
      setPhase({ step: 'zipping', done: 0, total: ok.reduce((n, r) => n + r.bytes.length, 0) });
      const bytes = await zipFiles(ok, { level, signal: c.signal, onProgress: (done, total) => setPhase({ step: 'zipping', done, total }) });
      if (controller.current !== c) return;
      const file = { bytes, name: zipFileName(zipName), type: 'application/zip' };
      setZip(file);
      downloadFile(bytes as BlobPart, file.name, file.type);
      setPhase({ step: 'done', files: ok.length, failed, size: bytes.length, zipped: true });
    } catch (error) {
      if (controller.current !== c) return;
      setPhase({ step: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const statusText = (line: LinkLine): string => {
    if (line.error) return line.error;
    const r = results[line.line];
    if (r) return r.ok ? t`Saved as ${r.name}` : r.error;
    const p = progress[line.line];
    if (!p) return busy ? t`Waiting` : t`Ready`;
    if (p.status === 'failed') return t`Failed`;
    if (p.status === 'done') return t`Downloaded`;
    return t`Downloading`;
  };
  const amount = (line: LinkLine): string => {
    const p = progress[line.line];
    if (!p || line.error) return '';
    const received = formatBytes(p.received);
    const total = p.total === null ? null : formatBytes(p.total);
    return total === null ? received : t`${received} of ${total}`;
  };

  let summary = t`Nothing downloaded yet.`;
  if (phase.step === 'downloading') summary = t`Downloading ${good.length} links, ${concurrency} at a time…`;
  if (phase.step === 'zipping') summary = t`Zipping…`;
  if (phase.step === 'done') {
    const size = formatBytes(phase.size);
    const { files, failed } = phase;
    summary = phase.zipped ? t`Zipped ${files} files (${size}).` : t`Saved the file (${size}).`;
    const failures = t`${failed} links failed: see the list.`;
    if (failed > 0) summary = `${summary} ${failures}`;
  }
  const firstBad = bad[0]?.error;
  const linksError = firstBad ? (bad.length > 1 ? t`${firstBad} (and ${bad.length - 1} more lines)` : firstBad) : null;

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Links, one per line`}
            value={links}
            onChange={(links) => update({ links })}
            multiline
            rows={8}
            monospace
            placeholder={'https://example.com/a.pdf\nhttps://example.com/b.png'}
            error={linksError}
            hint={t`Lines starting with # are skipped. Your browser fetches each address when you press Download, and only then; a server that does not allow other sites (CORS) makes its link fail.`}
          />
          <Row>
            <TextInput label={t`ZIP file name`} value={zipName} onChange={(zipName) => update({ zipName })} />
            <Select<string>
              label={t`Downloads at once`}
              value={String(concurrency)}
              onChange={(v) => update({ concurrency: Number(v) })}
              options={['1', '2', '3', '4', '5', '6', '7', '8']}
            />
            <Select<string>
              label={t`Compression`}
              value={String(level)}
              onChange={(v) => update({ level: Number(v) })}
              options={[
                { value: '0', label: t`None (store)` },
                { value: '1', label: t`Fast` },
                { value: '6', label: t`Normal` },
                { value: '9', label: t`Smallest` },
              ]}
            />
          </Row>
          <Checkbox label={t`Save a single link as its own file, not zipped`} checked={singleAsFile} onChange={(singleAsFile) => update({ singleAsFile })} />
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => void start()} disabled={busy || good.length === 0}>
              <IconDownload size={16} aria-hidden="true" /> {t`Download`}
            </Button>
            <Button onClick={() => controller.current?.abort()} disabled={!busy}>
              <IconPlayerStop size={16} aria-hidden="true" /> {t`Cancel`}
            </Button>
            <Button onClick={() => update({ links: '' })} disabled={busy || links === ''}>
              <IconTrash size={16} aria-hidden="true" /> {t`Clear`}
            </Button>
          </div>
        </Stack>
      </Card>

      <Card title={t`Downloads`}>
        <Stack>
          <div role="status" aria-label={t`Download status`} className={styles.status}>
            {summary}
          </div>
          {phase.step === 'zipping' && <Progress label={t`Zipping`} value={phase.done} max={phase.total} detail={t`${formatBytes(phase.done)} of ${formatBytes(phase.total)}`} />}
          {phase.step === 'error' && <Alert type="error">{phase.message}</Alert>}
          {phase.step === 'done' && zip && (
            <div className={styles.actions}>
              <Button onClick={() => downloadFile(zip.bytes as BlobPart, zip.name, zip.type)}>
                <IconDownload size={16} aria-hidden="true" /> {t`Save ${zip.name} again`}
              </Button>
            </div>
          )}
          <Table
            caption={t`Links`}
            hideCaption
            columns={[
              { key: 'line', header: t`Line` },
              { key: 'link', header: t`Link`, render: (l) => <span className={styles.url}>{l.url ?? l.text}</span> },
              { key: 'amount', header: t`Received`, render: (l) => amount(l) },
              { key: 'status', header: t`Status`, render: (l) => <span data-status={results[l.line]?.ok === false || l.error ? 'failed' : results[l.line]?.ok ? 'done' : undefined}>{statusText(l)}</span> },
            ]}
            rows={lines}
            getRowKey={(l) => l.line}
            emptyMessage={t`Enter links above.`}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
