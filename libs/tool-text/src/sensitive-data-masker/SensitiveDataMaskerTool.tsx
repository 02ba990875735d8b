import { runWorkerJob } from '@handy-tools/compute';
import { Alert, attempt, ButtonsSelect, Card, Checkbox, DocumentJobStatus, LargeTextOutput, Row, Stack, Table, TextInput, useDocumentResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { compileCustomPatterns, maskSensitiveData, SENSITIVE_TYPES, type MaskOptions, type MaskResult, type MaskStyle, type SensitiveFinding, type SensitiveType } from './sensitive-data-masker.js';
import type { SensitiveDataMaskerWorkerApi } from './sensitive-data-masker.worker.js';
import { sensitiveDataMaskerState } from './state.js';

const compute = (text: string, options: MaskOptions) => maskSensitiveData(text, options);

const inWorker = (text: string, options: MaskOptions, signal: AbortSignal) =>
  runWorkerJob<SensitiveDataMaskerWorkerApi, MaskResult>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./sensitive-data-masker.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-sensitive-data-masker' }),
    (api) => api.mask(text, options),
    signal,
  );

/** Findings listed at most (the masked text has them all). */
const LISTED = 500;
/** Outputs longer than this are shown by LargeTextOutput. */
const LARGE_OUTPUT = 1_000_000;

/** Sensitive data masker: the UI. Everything runs in the page (or its worker); nothing is sent. */
export default function SensitiveDataMaskerTool() {
  const { t } = useLingui();
  const [{ input, types, style, maskChar, patterns, ignoreCase }, update] = useToolState(sensitiveDataMaskerState);

  const typeLabels: Record<SensitiveType, string> = {
    custom: t`Own pattern`,
    uriPassword: t`Password in a URL`,
    jwt: t`JWT`,
    apiKey: t`API key`,
    email: t`E-mail address`,
    iban: t`IBAN`,
    card: t`Card number`,
    uuid: t`UUID`,
    mac: t`MAC address`,
    ipv6: t`IPv6 address`,
    ipv4: t`IPv4 address`,
    ssn: t`US social security number`,
    phone: t`Phone number`,
    url: t`URL`,
  };

  const customPatterns = useMemo(() => patterns.split('\n'), [patterns]);
  const patternError = useMemo(() => attempt(() => compileCustomPatterns(customPatterns, ignoreCase)).error ?? null, [customPatterns, ignoreCase]);
  const maskError = useMemo(() => attempt(() => maskSensitiveData('', { maskChar })).error ?? null, [maskChar]);
  const options = useMemo<MaskOptions>(() => ({ types, style, maskChar, customPatterns, customIgnoreCase: ignoreCase }), [types, style, maskChar, customPatterns, ignoreCase]);
  const result = useDocumentResult(input, options, compute, inWorker);
  const value = input.trim() === '' ? null : result.value;
  const toggle = (type: SensitiveType, on: boolean) => update({ types: on ? SENSITIVE_TYPES.filter((x) => x === type || types.includes(x)) : types.filter((x) => x !== type) });

  return (
    <Stack>
      <Alert type="info">{t`Everything runs in your browser: the text is never sent anywhere, nor stored.`}</Alert>
      <Card>
        <Stack>
          <TextInput
            label={t`Text to mask`}
            value={input}
            onChange={(value) => update({ input: value })}
            multiline
            rows={8}
            monospace
            spellCheck={false}
            error={patternError || maskError ? null : result.error}
            placeholder={t`Paste a log, a JSON document or any text…`}
          />
          <DocumentJobStatus result={result} label={t`Masking…`} />
          <fieldset>
            <legend>{t`Look for`}</legend>
            <Row>
              {SENSITIVE_TYPES.filter((type) => type !== 'custom').map((type) => (
                <Checkbox key={type} label={typeLabels[type]} checked={types.includes(type)} onChange={(on) => toggle(type, on)} />
              ))}
            </Row>
          </fieldset>
          <Row>
            <ButtonsSelect<MaskStyle>
              label={t`Mask`}
              size="small"
              value={style}
              onChange={(style) => update({ style })}
              options={[
                { value: 'full', label: t`Every character` },
                { value: 'partial', label: t`Partly (keep the ends)` },
                { value: 'label', label: t`With the kind: [EMAIL]` },
              ]}
            />
            <TextInput label={t`Mask character`} value={maskChar} onChange={(maskChar) => update({ maskChar })} error={maskError} spellCheck={false} />
          </Row>
          <TextInput
            label={t`Own patterns (regular expressions, one per line)`}
            value={patterns}
            onChange={(patterns) => update({ patterns })}
            multiline
            rows={3}
            monospace
            spellCheck={false}
            placeholder={'ORD-\\d+'}
            error={patternError}
          />
          <Checkbox label={t`Own patterns ignore case`} checked={ignoreCase} onChange={(ignoreCase) => update({ ignoreCase })} />
        </Stack>
      </Card>
      <Card title={t`Masked text`}>
        <Stack>
          {value && value.text.length > LARGE_OUTPUT ? (
            <LargeTextOutput label={t`Masked text`} value={value.text} fileName="masked.txt" />
          ) : (
            <TextInput label={t`Masked text`} hideLabel value={value?.text ?? ''} readOnly multiline rows={8} monospace copyable />
          )}
          <p role="status">{value ? t`Masked: ${value.findings.length}` : ''}</p>
          {value && value.findings.length > 0 && (
            <Table<SensitiveFinding>
              aria-label={t`What was masked`}
              dense
              rows={value.findings.slice(0, LISTED)}
              getRowKey={(f) => f.start}
              columns={[
                { key: 'type', header: t`Kind`, render: (f) => typeLabels[f.type] },
                { key: 'line', header: t`Line` },
                { key: 'column', header: t`Column` },
                { key: 'replacement', header: t`Replaced by`, render: (f) => <code>{f.replacement}</code> },
              ]}
            />
          )}
          {value && value.findings.length > LISTED && <p>{t`Only the first ${LISTED} are listed.`}</p>}
        </Stack>
      </Card>
    </Stack>
  );
}
