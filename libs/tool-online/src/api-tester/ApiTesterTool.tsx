import { Alert, attempt, Button, ButtonsSelect, Card, Checkbox, checkResponse, Row, Select, Stack, Table, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconPlayerStop, IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { apiTesterState } from './state.js';
import {
  buildRequest,
  CORS_SAFELISTED_RESPONSE_HEADERS,
  formatBytes,
  HTTP_METHODS,
  isSecretHeaderName,
  sendRequest,
  toCurl,
  viewResponseBody,
  type ApiResponse,
  type BodyType,
  type HttpMethod,
  type NameValue,
  type ResponseView,
} from './api-tester.js';
import { KeyValueEditor } from './KeyValueEditor.js';
import styles from './ApiTesterTool.module.css';

type Outcome =
  | { status: 'idle' }
  | { status: 'pending'; controller: AbortController }
  | { status: 'done'; response: ApiResponse; view: ResponseView }
  | { status: 'error'; message: string };

/** Which field an error of buildRequest belongs to, from the part it names first. */
function errorPlace(message: string | undefined): { field: 'url' | 'header' | 'headers' | 'body' | 'field' | 'contentType' | null; row: number } {
  if (!message) return { field: null, row: -1 };
  const row = /^(?:Header|Form field) (\d+)/.exec(message);
  if (message.startsWith('URL:')) return { field: 'url', row: -1 };
  if (message.startsWith('Header ')) return { field: 'header', row: Number(row![1]) - 1 };
  if (message.startsWith('Headers:')) return { field: 'headers', row: -1 };
  if (message.startsWith('Form field ')) return { field: 'field', row: Number(row![1]) - 1 };
  if (message.startsWith('Body')) return { field: 'body', row: -1 };
  if (message.startsWith('Content type:')) return { field: 'contentType', row: -1 };
  return { field: null, row: -1 };
}

/**
 * API tester: method, URL, query parameters, headers and a body (JSON, form, multipart, raw) →
 * status, readable headers, time, size and the body (pretty JSON, text, image); the request as a
 * curl command. Nothing is sent until Send. Credential header values stay in this component's
 * memory only (never in the tool state, storage or links).
 */
export default function ApiTesterTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(apiTesterState);
  const { method, url, params, headers, bodyType, body, formFields, rawContentType, noCors, timeout } = state;

  // Values of credential headers (Authorization, Cookie, X-API-Key…), by row: in memory only.
  const [secretValues, setSecretValues] = useState<string[]>([]);
  const fullHeaders = useMemo(() => headers.map((h, i) => (isSecretHeaderName(h.name) ? { ...h, value: secretValues[i] ?? '' } : h)), [headers, secretValues]);
  const setHeaders = (rows: NameValue[]) => {
    update({ headers: rows.map((r) => (isSecretHeaderName(r.name) ? { ...r, value: '' } : r)) });
    setSecretValues(rows.map((r) => (isSecretHeaderName(r.name) ? r.value : '')));
  };

  const built = useMemo(
    () => attempt(() => buildRequest({ method, url, params, headers: fullHeaders, bodyType, body, formFields, rawContentType })),
    [method, url, params, fullHeaders, bodyType, body, formFields, rawContentType],
  );
  const curl = useMemo(() => (built.value ? toCurl(built.value, { timeoutSeconds: timeout }) : ''), [built.value, timeout]);
  const place = errorPlace(url.trim() === '' ? undefined : built.error);
  const fieldError = (field: typeof place.field) => (place.field === field ? built.error! : null);

  // What the time limit field holds while it is not a valid number of seconds (the state keeps the last valid one).
  const [timeoutDraft, setTimeoutDraft] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const live = useRef<AbortController | null>(null);
  useEffect(() => () => live.current?.abort(), []);

  const send = async () => {
    if (!built.value) return;
    live.current?.abort();
    const controller = new AbortController();
    live.current = controller;
    setOutcome({ status: 'pending', controller });
    try {
      const response = await sendRequest(built.value, { signal: controller.signal, noCors, online: navigator.onLine, timeoutSeconds: timeout });
      if (live.current !== controller) return;
      setOutcome({ status: 'done', response, view: viewResponseBody(response.bytes, response.contentType) });
    } catch (error) {
      if (live.current !== controller) return;
      setOutcome({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const cancel = () => {
    if (outcome.status === 'pending') outcome.controller.abort();
  };

  const hasBody = method !== 'GET' && method !== 'HEAD';
  const bodyOptions: { value: BodyType; label: string }[] = [
    { value: 'none', label: t`None` },
    { value: 'json', label: 'JSON' },
    { value: 'form', label: t`Form (URL-encoded)` },
    { value: 'multipart', label: t`Multipart form` },
    { value: 'raw', label: t`Raw text` },
  ];

  return (
    <Stack>
      <Card title={t`Request`}>
        <Stack>
          <Row>
            <Select<HttpMethod> label={t`Method`} value={method} onChange={(method) => update({ method })} options={HTTP_METHODS} />
            <TextInput
              label={t`URL`}
              value={url}
              onChange={(url) => update({ url })}
              type="url"
              monospace
              placeholder="https://api.example.com/items"
              error={fieldError('url')}
              hint={t`The request goes from your browser straight to this address when you press Send, and only then.`}
            />
          </Row>
          <KeyValueEditor
            legend={t`Query parameters`}
            labels={{ add: t`Add query parameter`, name: (n) => t`Query parameter ${n} name`, value: (n) => t`Query parameter ${n} value`, remove: (n) => t`Remove query parameter ${n}` }}
            rows={params}
            onChange={(params) => update({ params })}
            namePlaceholder="q"
          />
          <KeyValueEditor
            legend={t`Headers`}
            labels={{ add: t`Add header`, name: (n) => t`Header ${n} name`, value: (n) => t`Header ${n} value`, remove: (n) => t`Remove header ${n}` }}
            rows={fullHeaders}
            onChange={setHeaders}
            namePlaceholder="Accept"
            valuePlaceholder="application/json"
            rowError={(i) => (place.field === 'header' && place.row === i ? built.error! : null)}
            note={
              <p className={styles.note}>
                {fieldError('headers') ?? t`Values of credential headers (Authorization, Cookie, X-API-Key, tokens…) stay on this page only: they are never remembered nor put in links.`}
              </p>
            }
          />
          {hasBody && (
            <>
              <ButtonsSelect<BodyType> label={t`Body`} size="small" value={bodyType} onChange={(bodyType) => update({ bodyType })} options={bodyOptions} />
              {(bodyType === 'json' || bodyType === 'raw') && (
                <TextInput
                  label={bodyType === 'json' ? t`Body (JSON)` : t`Body (raw text)`}
                  value={body}
                  onChange={(body) => update({ body })}
                  multiline
                  rows={6}
                  monospace
                  error={fieldError('body')}
                  placeholder={bodyType === 'json' ? '{ "name": "value" }' : undefined}
                />
              )}
              {bodyType === 'raw' && (
                <TextInput label={t`Content type`} value={rawContentType} onChange={(rawContentType) => update({ rawContentType })} monospace error={fieldError('contentType')} hint={t`Sent as Content-Type unless a header sets one.`} />
              )}
              {(bodyType === 'form' || bodyType === 'multipart') && (
                <KeyValueEditor
                  legend={bodyType === 'form' ? t`Form fields (application/x-www-form-urlencoded)` : t`Form fields (multipart/form-data)`}
                  labels={{ add: t`Add form field`, name: (n) => t`Form field ${n} name`, value: (n) => t`Form field ${n} value`, remove: (n) => t`Remove form field ${n}` }}
                  rows={formFields}
                  onChange={(formFields) => update({ formFields })}
                  rowError={(i) => (place.field === 'field' && place.row === i ? built.error! : null)}
                />
              )}
            </>
          )}
          <Checkbox
            label={t`Send without CORS (no-cors mode: reaches servers that do not allow other sites, but the answer cannot be read)`}
            checked={noCors}
            onChange={(noCors) => update({ noCors })}
          />
          <TextInput
            label={t`Time limit, seconds (0: none)`}
            type="number"
            inputMode="numeric"
            value={timeoutDraft ?? String(timeout)}
            error={timeoutDraft === null ? undefined : t`Enter a whole number of seconds from 0 to 3600.`}
            onChange={(text) => {
              const seconds = Number(text);
              if (text.trim() !== '' && Number.isInteger(seconds) && seconds >= 0 && seconds <= 3600) {
                setTimeoutDraft(null);
                update({ timeout: seconds });
              } else setTimeoutDraft(text);
            }}
          />
          {built.value && built.value.warnings.length > 0 && (
            <Alert type="info">
              {built.value.warnings.map((w) => (
                <div key={w}>{w}</div>
              ))}
            </Alert>
          )}
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => void send()} disabled={!built.value || outcome.status === 'pending'}>
              <IconSend size={16} aria-hidden="true" /> {t`Send`}
            </Button>
            <Button onClick={cancel} disabled={outcome.status !== 'pending'}>
              <IconPlayerStop size={16} aria-hidden="true" /> {t`Cancel`}
            </Button>
          </div>
        </Stack>
      </Card>

      <Card title={t`curl`}>
        <TextInput
          label={t`The request as a curl command (POSIX shell)`}
          value={curl}
          readOnly
          multiline
          rows={4}
          monospace
          copyable
          hint={t`Credential header values are included here so the command works; copy it with care.`}
        />
      </Card>

      <Card title={t`Response`}>
        <ResponseView outcome={outcome} />
      </Card>
    </Stack>
  );
}

function ResponseView({ outcome }: { outcome: Outcome }) {
  const { t } = useLingui();
  let status = t`Nothing sent yet.`;
  if (outcome.status === 'pending') status = t`Sending…`;
  if (outcome.status === 'done') {
    const r = outcome.response;
    const ms = Math.round(r.totalMs);
    const size = formatBytes(r.bytes.length);
    status = r.type === 'opaque' ? t`Opaque answer (no-cors) after ${ms} ms: the browser hides its status, headers and body.` : t`${r.status} ${r.statusText} · ${ms} ms · ${size}`;
  }
  return (
    <Stack>
      <div role="status" aria-label={t`Response status`} className={styles.status}>
        {status}
      </div>
      {outcome.status === 'error' && (
        <Alert type="error" title={t`No response`}>
          {outcome.message}
        </Alert>
      )}
      {outcome.status === 'done' && <ResponseDetails response={outcome.response} view={outcome.view} />}
    </Stack>
  );
}

function ResponseDetails({ response, view }: { response: ApiResponse; view: ResponseView }) {
  const { t } = useLingui();
  const problem = response.type === 'opaque' ? undefined : attempt(() => checkResponse({ ok: response.status >= 200 && response.status <= 299, status: response.status, statusText: response.statusText, url: response.url })).error;
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  useEffect(() => {
    if (view.kind !== 'image') return;
    const objectUrl = URL.createObjectURL(new Blob([response.bytes as BlobPart], { type: view.mimeType }));
    setImageUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [response, view]);
  if (response.type === 'opaque') return null;
  const headersMs = Math.round(response.headersMs);
  return (
    <Stack>
      {problem && <Alert type="warning">{problem}</Alert>}
      <p className={styles.note}>
        {t`Headers after ${headersMs} ms.`} {response.redirected ? t`Redirected to ${response.url}.` : ''}
      </p>
      <Table
        caption={t`Response headers`}
        columns={[
          { key: 'name', header: t`Name` },
          { key: 'value', header: t`Value` },
        ]}
        rows={response.headers.map(([name, value]) => ({ name, value }))}
        getRowKey={(row, i) => `${row.name}:${i}`}
        rowHeader="name"
        emptyMessage={t`No header the page may read.`}
      />
      {response.type === 'cors' && (
        <p className={styles.note}>
          {t`From another site, a page can read only the headers CORS exposes: ${CORS_SAFELISTED_RESPONSE_HEADERS.join(', ')}, and those the server lists in Access-Control-Expose-Headers. curl shows them all.`}
        </p>
      )}
      {view.kind === 'image' && imageUrl && <img src={imageUrl} alt={t`Response body (${view.mimeType} image)`} className={styles.preview} />}
      {(view.kind === 'json' || view.kind === 'text') && (
        <TextInput label={view.kind === 'json' ? t`Response body (JSON, pretty-printed)` : t`Response body`} value={view.text} readOnly multiline rows={12} monospace copyable />
      )}
      {view.kind === 'binary' && <TextInput label={t`Response body (binary, first bytes in hex)`} value={view.hex} readOnly multiline rows={4} monospace />}
      {view.kind === 'empty' && <p className={styles.note}>{t`The response has no body.`}</p>}
    </Stack>
  );
}
