import { Alert, ButtonsSelect, Card, Checkbox, DocumentJobStatus, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useCodecResult } from '../shared/useCodecResult.js';
import { escapeHtmlEntities, unescapeHtmlEntities, type HtmlEscapeMode } from './html-entities.js';
import { htmlEntitiesState } from './state.js';

type Numeric = 'decimal' | 'hex';

/** Escape HTML entities: text to character references and back, live, with notices for malformed references. */
export default function HtmlEntitiesTool() {
  const { t } = useLingui();
  const [{ text, html, mode, named, numeric }, update] = useToolState(htmlEntitiesState);

  // A long text (one the field shows as a summary) is converted in a worker.
  const escaped = useCodecResult('htmlEscape', text, { mode, named, numeric }, escapeHtmlEntities);
  const unescapeResult = useCodecResult('htmlUnescape', html, undefined, unescapeHtmlEntities);
  const unescaped = unescapeResult.value ?? { text: '', notices: [], moreNotices: false };
  const count = unescaped.notices.length;

  return (
    <Stack>
      <Card title={t`Escape`}>
        <Stack>
          <TextInput label={t`Text to escape`} value={text} onChange={(text) => update({ text })} multiline rows={4} placeholder={t`Type or paste text…`} error={escaped.error} />
          <Row>
            <ButtonsSelect<HtmlEscapeMode>
              label={t`Characters to escape`}
              size="small"
              value={mode}
              onChange={(mode) => update({ mode })}
              options={[
                { value: 'special', label: t`Only & < > " '` },
                { value: 'nonAscii', label: t`Also non-ASCII` },
                { value: 'all', label: t`Everything` },
              ]}
            />
            <ButtonsSelect<Numeric>
              label={t`Numeric references`}
              size="small"
              value={numeric}
              onChange={(numeric) => update({ numeric })}
              options={[
                { value: 'hex', label: t`Hexadecimal (&#xE9;)` },
                { value: 'decimal', label: t`Decimal (&#233;)` },
              ]}
            />
          </Row>
          <Checkbox label={t`Use named references where they exist (&eacute;)`} checked={named} onChange={(named) => update({ named })} />
          <DocumentJobStatus result={escaped} label={t`Encoding…`} />
          <TextInput label={t`Escaped HTML`} value={escaped.value ?? ''} readOnly multiline rows={4} monospace copyable copyLabel={t`Copy escaped HTML`} />
        </Stack>
      </Card>
      <Card title={t`Unescape`}>
        <Stack>
          <TextInput
            label={t`HTML to unescape`}
            value={html}
            onChange={(html) => update({ html })}
            multiline
            rows={4}
            monospace
            placeholder={t`Paste HTML with &amp; &lt; &#233; &#xE9; …`}
          />
          <DocumentJobStatus result={unescapeResult} label={t`Decoding…`} />
          <TextInput label={t`Unescaped text`} value={unescaped.text} readOnly multiline rows={4} copyable copyLabel={t`Copy unescaped text`} />
          {count > 0 && (
            <Alert type="warning" title={count === 1 ? t`1 reference could not be decoded cleanly` : t`${count} references could not be decoded cleanly`}>
              <ul aria-label={t`Reference notices`}>
                {unescaped.notices.map((n) => (
                  <li key={n.index}>{n.message}</li>
                ))}
                {unescaped.moreNotices && <li>{t`…and more.`}</li>}
              </ul>
            </Alert>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
