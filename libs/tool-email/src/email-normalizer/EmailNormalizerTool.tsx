import { runWorkerJob } from '@handy-tools/compute';
import { Card, Checkbox, Collapse, DocumentJobStatus, LargeTextOutput, Stack, Table, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { normalizeEmails, PROVIDERS, type NormalizedEmail, type NormalizeOptions, type NormalizeResult, type NormalizeStep, type ProviderRule } from './email-normalizer.js';
import type { EmailNormalizerWorkerApi } from './email-normalizer.worker.js';
import { useMessageResult, type MessageSource } from '../shared/useMessageResult.js';
import { emailNormalizerState } from './state.js';

/** From this many characters on (~3,000 addresses), the list is normalised in a worker: ~1 ms per 30 addresses on a slow machine. */
const NORMALIZER_WORKER_CHARS = 100_000;

const inWorker = (text: string, options: NormalizeOptions, signal: AbortSignal) =>
  runWorkerJob<EmailNormalizerWorkerApi, NormalizeResult>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./email-normalizer.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-email-normalizer' }),
    (api) => api.normalizeEmails(text, options),
    signal,
  );

/** Rows of the details table shown at most (the output list holds them all). */
const MAX_ROWS = 500;

/** E-mail normaliser: the UI. */
export default function EmailNormalizerTool() {
  const { t, i18n } = useLingui();
  const [{ input, dedupe, lowercaseAll, stripTagsEverywhere, mergeAliasDomains }, update] = useToolState(emailNormalizerState);
  const options = useMemo(() => ({ dedupe, lowercaseAll, stripTagsEverywhere, mergeAliasDomains }), [dedupe, lowercaseAll, stripTagsEverywhere, mergeAliasDomains]);
  const source = useMemo<MessageSource | null>(() => (input.trim() ? { data: input } : null), [input, options]); // eslint-disable-line react-hooks/exhaustive-deps -- new options, new run
  const result = useMessageResult<NormalizeResult>(
    source,
    async (data) => normalizeEmails(String(data), options),
    (data, signal) => inWorker(String(data), options, signal),
    NORMALIZER_WORKER_CHARS,
  );
  const value = result.value;

  const ruleName: Record<NormalizeStep['rule'], string> = {
    trim: t`trimmed`,
    extract: t`taken from mailto:`,
    'lowercase-domain': t`domain lowercased`,
    'lowercase-local': t`local part lowercased`,
    'remove-dots': t`dots removed`,
    'remove-tag': t`tag removed`,
    'same-domain': t`same service's domain`,
    'alias-domain': t`alias domain merged`,
    subdomain: t`subdomain address`,
  };
  const note = (item: NormalizedEmail) => {
    if (item.error !== null) return t`Invalid: ${item.error}`;
    if (item.duplicateOf !== null) return t`Same as #${item.duplicateOf + 1}`;
    return item.internationalized ? t`Internationalised (SMTPUTF8)` : '';
  };
  const rows = value ? value.items.slice(0, MAX_ROWS) : [];

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`E-mail addresses`}
            value={input}
            onChange={(value) => update({ input: value })}
            multiline
            rows={8}
            monospace
            placeholder={'John.Doe+news@gmail.com\nJane <jane@example.com>'}
            hint={t`One per line, or separated by commas; "Name <address>" works too.`}
            error={result.error}
          />
          <Checkbox label={t`Remove duplicates`} checked={dedupe} onChange={(dedupe) => update({ dedupe })} />
          <Checkbox label={t`Lowercase every local part (not only at providers known to ignore case)`} checked={lowercaseAll} onChange={(lowercaseAll) => update({ lowercaseAll })} />
          <Checkbox label={t`Remove +tags at every domain`} checked={stripTagsEverywhere} onChange={(stripTagsEverywhere) => update({ stripTagsEverywhere })} />
          <Checkbox label={t`Merge alias domains (me.com → icloud.com, pm.me → proton.me)`} checked={mergeAliasDomains} onChange={(mergeAliasDomains) => update({ mergeAliasDomains })} />
        </Stack>
      </Card>
      <DocumentJobStatus result={result} label={t`Normalising`} />
      <Card>
        <Stack>
          <p role="status" aria-label={t`Counts`}>
            {value
              ? t`${i18n.number(value.counts.total)} addresses: ${i18n.number(value.counts.valid)} valid, ${i18n.number(value.counts.invalid)} invalid, ${i18n.number(value.counts.duplicates)} duplicates.`
              : ' '}
          </p>
          <LargeTextOutput label={t`Normalised addresses`} value={value?.output ?? ''} fileName="addresses.txt" rows={8} />
        </Stack>
      </Card>
      {value && (
        <Card title={t`Details`}>
          <Stack>
            {value.items.length > MAX_ROWS && <p>{t`The first ${MAX_ROWS} addresses are shown; the list above holds them all.`}</p>}
            <Table<NormalizedEmail>
              aria-label={t`Details`}
              dense
              columns={[
                { key: 'line', header: t`Line` },
                { key: 'input', header: t`Address`, render: (i) => <code>{i.input}</code> },
                { key: 'normalized', header: t`Normalised`, render: (i) => <code>{i.normalized ?? '—'}</code> },
                { key: 'provider', header: t`Provider`, render: (i) => i.provider ?? '' },
                {
                  key: 'steps',
                  header: t`Steps`,
                  render: (i) => (
                    <ol>
                      {i.steps.map((s, k) => (
                        <li key={k}>
                          {ruleName[s.rule]} → <code>{s.after}</code>
                        </li>
                      ))}
                    </ol>
                  ),
                },
                { key: 'note', header: t`Note`, render: note },
              ]}
              rows={rows}
              getRowKey={(_, k) => k}
            />
          </Stack>
        </Card>
      )}
      <Collapse title={t`Provider rules and sources`}>
        <Table<ProviderRule>
          aria-label={t`Provider rules`}
          dense
          columns={[
            { key: 'name', header: t`Provider` },
            { key: 'domains', header: t`Domains`, render: (p) => p.domains.join(', ') },
            {
              key: 'rules',
              header: t`Rules`,
              render: (p) =>
                [p.caseInsensitive && t`case ignored`, p.ignoreDots && t`dots ignored`, p.tagSeparator && t`tag after "${p.tagSeparator}" ignored`, p.subdomainAddressing && t`subdomain addressing`, Object.keys(p.sameMailboxDomains).length > 0 && t`same domains: ${Object.keys(p.sameMailboxDomains).join(', ')}`]
                  .filter(Boolean)
                  .join('; '),
            },
            { key: 'source', header: t`Source` },
          ]}
          rows={PROVIDERS}
          getRowKey={(p) => p.id}
        />
      </Collapse>
    </Stack>
  );
}
