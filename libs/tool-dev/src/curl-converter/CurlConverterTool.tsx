import { Alert, Card, LargeTextOutput, Select, Stack, TextInput, useAsyncResult, useDebounced, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { convertCurl, CURL_TARGETS, type CurlConversion, type CurlTarget } from './curl-converter.js';
import { loadCurlconverterInBrowser } from './curlconverter-web.js';
import { curlConverterState } from './state.js';

const TARGET_OPTIONS = CURL_TARGETS.map(([value, label]) => ({ value, label }));

interface Request {
  command: string;
  target: CurlTarget;
}

const run = (request: Request) => convertCurl(request.command, request.target, loadCurlconverterInBrowser);

/** curl converter: the UI (curlconverter with tree-sitter's Bash grammar as WASM from our origin). */
export default function CurlConverterTool() {
  const { t } = useLingui();
  const [{ input, target }, update] = useToolState(curlConverterState);
  // The Bash grammar (WASM, ~1.4 MB) starts loading as soon as the tool opens.
  useEffect(() => {
    loadCurlconverterInBrowser().catch(() => undefined);
  }, []);
  const command = useDebounced(input, 150);
  const request = useMemo<Request | null>(() => (command.trim() === '' ? null : { command, target }), [command, target]);
  const result = useAsyncResult(request, run);
  // The last good conversion stays shown while the command is being edited into something invalid.
  const [last, setLast] = useState<CurlConversion | null>(null);
  if (result.status === 'done' && result.value !== last) setLast(result.value);
  if (request === null && last !== null) setLast(null);
  const shown = result.status === 'done' ? result.value : request === null ? null : last;
  const extension = CURL_TARGETS.find(([id]) => id === target)?.[3] ?? 'txt';

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`curl command`}
            value={input}
            onChange={(value) => update({ input: value })}
            multiline
            monospace
            rows={6}
            spellCheck={false}
            placeholder="curl https://example.com -H 'Accept: application/json'"
            error={result.status === 'error' ? result.message : null}
            hint={t`Paste a command or a browser's "Copy as cURL (bash)". It is parsed, never run.`}
          />
          <Select
            label={t`Target language`}
            options={TARGET_OPTIONS}
            value={target}
            onChange={(value) => update({ target: value })}
            searchable
          />
        </Stack>
      </Card>
      <Card>
        <Stack>
          <LargeTextOutput label={t`Generated code`} value={shown?.code ?? ''} fileName={`request.${extension}`} rows={16} />
          {shown && shown.warnings.length > 0 && (
            <Alert type="warning" title={t`Warnings`}>
              <ul>
                {shown.warnings.map((w, i) => (
                  <li key={i}>
                    <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{w.message}</pre>
                  </li>
                ))}
              </ul>
            </Alert>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
