import { createWarmWorker } from '@handy-tools/compute';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DocumentJobStatus,
  downloadFile,
  formatByteSize,
  IntegerInput,
  LargeTextOutput,
  Row,
  Stack,
  Table,
  TextInput,
  ToolInputError,
  useDebounced,
  useJobResult,
  useToolState,
  utf8ByteLength,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { proxy } from 'comlink';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { JsUnobfuscateOptions, JsUnobfuscateResult, UnpackedModule } from './js-unobfuscator.js';
import { moduleFileName } from './module-files.js';
import type { JsUnobfuscatorWorkerApi } from './js-unobfuscator.worker.js';
import { jsUnobfuscatorState } from './state.js';

// webcrack (Babel) and the decoder interpreter live in this worker only; it is kept between runs
// (Babel loads once) and terminated on Cancel, on a newer input and at the time limit.
const worker = createWarmWorker<JsUnobfuscatorWorkerApi>(
  () => new Worker(new URL('./js-unobfuscator.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-js-unobfuscator' }),
);

interface Job {
  code: string;
  options: JsUnobfuscateOptions;
  timeLimit: number;
}

const never = () => {
  throw new Error('always computed in the worker');
};

/** Writes the modules (and the whole output) into a ZIP archive and downloads it. */
async function downloadModules(result: JsUnobfuscateResult) {
  const { zipSync, strToU8 } = await import('fflate');
  const files: Record<string, Uint8Array> = { 'deobfuscated.js': strToU8(result.code) };
  for (const module of result.modules) {
    let name = moduleFileName(module.path, module.id);
    for (let n = 2; name in files; n++) name = name.replace(/(\.[^./]+)?$/, `-${n}$1`);
    files[name] = strToU8(module.code);
  }
  downloadFile(zipSync(files, { level: 6 }), 'unpacked.zip', 'application/zip');
}

/** JavaScript deobfuscator: the UI (webcrack in a Web Worker with Cancel and a time limit). */
export default function JsUnobfuscatorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsUnobfuscatorState);
  const { input, deobfuscate, unminify, unpack, jsx, mangle, timeLimit } = state;
  const [percent, setPercent] = useState<number | undefined>(undefined);
  const [shownModule, setShownModule] = useState<string | null>(null);

  // Babel and webcrack (~1.4 MB) start loading in the worker as soon as the tool opens.
  useEffect(() => {
    const controller = new AbortController();
    worker.run((api) => api.warm(), controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, []);

  const code = useDebounced(input, 200);
  const job = useMemo<Job | null>(
    () => (code.trim() === '' ? null : { code, options: { deobfuscate, unminify, unpack, jsx, mangle }, timeLimit }),
    [code, deobfuscate, unminify, unpack, jsx, mangle, timeLimit],
  );
  const inWorker = useCallback(
    async (request: Job, signal: AbortSignal) => {
      setPercent(0);
      const limit = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        limit.abort();
      }, request.timeLimit * 1000);
      try {
        return await worker.run(
          (api) =>
            api.run(
              request.code,
              request.options,
              proxy((p: number) => setPercent(p)),
            ),
          AbortSignal.any([signal, limit.signal]),
        );
      } catch (error) {
        if (timedOut) throw new ToolInputError(t`Stopped after ${request.timeLimit} s. Raise the time limit or turn off a stage.`);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    [t],
  );
  const result = useJobResult(job, () => true, never, inWorker);
  const value = result.value;
  const modules: readonly UnpackedModule[] = value?.modules ?? [];
  const selected = modules.find((m) => m.id === shownModule) ?? modules.find((m) => m.isEntry) ?? modules[0];

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Obfuscated or minified JavaScript`}
            value={input}
            onChange={(v) => update({ input: v })}
            multiline
            monospace
            rows={10}
            spellCheck={false}
            fileName="input.js"
            placeholder={t`Paste obfuscated code, a minified file or a webpack/browserify bundle…`}
            error={result.error}
            hint={t`The code is transformed in a background worker; nothing you paste runs on this page.`}
          />
          <Row>
            <Checkbox label={t`Deobfuscate (obfuscator.io)`} checked={deobfuscate} onChange={(v) => update({ deobfuscate: v })} />
            <Checkbox label={t`Unminify`} checked={unminify} onChange={(v) => update({ unminify: v })} />
            <Checkbox label={t`Unpack bundles`} checked={unpack} onChange={(v) => update({ unpack: v })} />
            <Checkbox label={t`Decompile to JSX`} checked={jsx} onChange={(v) => update({ jsx: v })} />
            <Checkbox label={t`Rename variables`} checked={mangle} onChange={(v) => update({ mangle: v })} />
          </Row>
          <IntegerInput label={t`Time limit (seconds)`} value={timeLimit} min={1} max={300} onChange={(v) => update({ timeLimit: v })} />
          <div aria-live="polite" style={{ minHeight: '2.5rem' }}>
            {result.pending || result.cancelled ? (
              <DocumentJobStatus result={result} label={percent === undefined ? t`Deobfuscating…` : t`Deobfuscating… ${percent} %`} />
            ) : null}
          </div>
        </Stack>
      </Card>
      <Card>
        <Stack>
          <LargeTextOutput
            label={t`Deobfuscated code`}
            value={value?.code ?? ''}
            fileName="deobfuscated.js"
            mimeType="text/javascript"
            rows={16}
          />
          {value && value.bundleType !== null && modules.length > 0 && (
            <Stack>
              <Alert type="info">
                {value.bundleType === 'webpack'
                  ? t`webpack bundle: ${modules.length} modules.`
                  : t`browserify bundle: ${modules.length} modules.`}
              </Alert>
              <Row>
                <Button onClick={() => void downloadModules(value)}>{t`Download modules (ZIP)`}</Button>
              </Row>
              <Table
                caption={t`Bundle modules`}
                columns={[
                  { key: 'id', header: t`ID` },
                  { key: 'path', header: t`Path`, render: (m: UnpackedModule) => <code>{m.path}</code> },
                  { key: 'isEntry', header: t`Entry`, render: (m: UnpackedModule) => (m.isEntry ? t`yes` : '') },
                  { key: 'size', header: t`Size`, render: (m: UnpackedModule) => formatByteSize(utf8ByteLength(m.code)) },
                  {
                    key: 'show',
                    header: t`Code`,
                    render: (m: UnpackedModule) => (
                      <Button
                        size="small"
                        onClick={() => setShownModule(m.id)}
                        aria-pressed={selected?.id === m.id}
                        aria-label={t`Show ${m.path}`}
                      >
                        {t`Show`}
                      </Button>
                    ),
                  },
                ]}
                rows={modules}
                getRowKey={(m) => m.id}
                dense
              />
              {selected && (
                <LargeTextOutput
                  label={t`Module ${selected.path}`}
                  value={selected.code}
                  fileName={selected.path.split('/').pop() || 'module.js'}
                  mimeType="text/javascript"
                  rows={12}
                />
              )}
            </Stack>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
