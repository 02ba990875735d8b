import { runWorkerJob } from '@handy-tools/compute';
import { DocumentTool, IndentSelect, Select, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatNginxConfig, type NginxBlankLines, type NginxFormatOptions, type NginxSpacing } from './nginx-formatter.js';
import type { NginxFormatterWorkerApi } from './nginx-formatter.worker.js';
import { nginxFormatterState } from './state.js';

const inWorker = (text: string, options: NginxFormatOptions, signal: AbortSignal): Promise<string> =>
  runWorkerJob<NginxFormatterWorkerApi, string>(
    () => new Worker(new URL('./nginx-formatter.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-nginx-formatter' }),
    (api) => api.formatNginxConfig(text, options),
    signal,
  );

/** The formatter reads ~1 MB per second (measured in Node 24): inputs over 100,000 characters go to the worker. */
const WORKER_THRESHOLD = 100_000;

/** Nginx formatter: the UI (its own tokenizer of nginx's syntax; big files in a worker). */
export default function NginxFormatterTool() {
  const { t } = useLingui();
  const [{ input, indent, spacing, blankLines }, update] = useToolState(nginxFormatterState);
  const options = useMemo<NginxFormatOptions>(() => ({ indent, spacing, blankLines }), [indent, spacing, blankLines]);
  return (
    <DocumentTool
      options={[
        <>
          <IndentSelect tab min={1} value={indent} onChange={(indent) => update({ indent })} />
          <Select<NginxSpacing>
            label={t`Spacing`}
            value={spacing}
            onChange={(spacing) => update({ spacing })}
            options={[
              { value: 'single', label: t`One space between words` },
              { value: 'align', label: t`Align values` },
              { value: 'keep', label: t`As typed` },
            ]}
          />
          <Select<NginxBlankLines>
            label={t`Blank lines`}
            value={blankLines}
            onChange={(blankLines) => update({ blankLines })}
            options={[
              { value: 'collapse', label: t`At most one` },
              { value: 'keep', label: t`As typed` },
              { value: 'remove', label: t`Remove` },
            ]}
          />
        </>,
      ]}
      inputLabel={t`Nginx configuration`}
      outputLabel={t`Formatted configuration`}
      input={input}
      onInput={(input) => update({ input })}
      params={options}
      compute={formatNginxConfig}
      computeInWorker={inWorker}
      workerThreshold={WORKER_THRESHOLD}
      accept=".conf,text/plain"
      fileName="nginx.conf"
      mimeType="text/plain"
      busyLabel={t`Formatting…`}
      placeholder={t`Paste nginx.conf or a server block here…`}
      inputHint={t`Read as nginx reads it: quoted strings, regular expressions and Lua blocks stay as written.`}
    />
  );
}
