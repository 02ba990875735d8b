import { Alert, ButtonsSelect, Card, Checkbox, DocumentJobStatus, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useCodecResult } from '../shared/useCodecResult.js';
import { decodeMimeWords, encodeMimeWords, type MimeEncoding } from './mime-converter.js';
import { mimeConverterState } from './state.js';

/** MIME encoding converter: text ⇄ RFC 2047 encoded-words, as in mail headers. */
export default function MimeConverterTool() {
  const { t } = useLingui();
  const [{ text, encoded, encoding, always, fold, headerName }, update] = useToolState(mimeConverterState);

  // A long text (one the field shows as a summary) is converted in a worker.
  const encodeResult = useCodecResult('mimeEncode', text, { encoding, always, fold, headerName }, encodeMimeWords);
  const decodeResult = useCodecResult('mimeDecode', encoded, undefined, decodeMimeWords);
  const decoded = decodeResult.value;

  return (
    <Stack>
      <Card title={t`Encode`}>
        <Stack>
          <TextInput
            label={t`Text to encode`}
            value={text}
            onChange={(text) => update({ text })}
            multiline
            rows={3}
            placeholder={t`e.g. Café crème für Jörg`}
            error={encodeResult.error}
          />
          <Row>
            <ButtonsSelect<MimeEncoding>
              label={t`Encoding`}
              size="small"
              value={encoding}
              onChange={(encoding) => update({ encoding })}
              options={[
                { value: 'B', label: t`B (Base64)` },
                { value: 'Q', label: t`Q (quoted-printable)` },
              ]}
            />
          </Row>
          <Row>
            <Checkbox label={t`Encode even pure ASCII text`} checked={always} onChange={(always) => update({ always })} />
            <Checkbox label={t`Fold for a header`} checked={fold} onChange={(fold) => update({ fold })} />
          </Row>
          {fold && (
            <TextInput
              label={t`Header name`}
              value={headerName}
              onChange={(headerName) => update({ headerName: headerName.slice(0, 60) })}
              placeholder="Subject"
              hint={t`Put in front of the folded value, e.g. Subject or From; leave empty for the value alone.`}
            />
          )}
          <DocumentJobStatus result={encodeResult} label={t`Encoding…`} />
          <TextInput
            label={t`Encoded-words`}
            value={encodeResult.value ?? ''}
            readOnly
            multiline
            rows={4}
            monospace
            copyable
            hint={t`UTF-8, at most 75 characters per encoded-word (RFC 2047 §2); folded lines are joined with CRLF and a space.`}
          />
        </Stack>
      </Card>
      <Card title={t`Decode`}>
        <Stack>
          <TextInput
            label={t`Header with encoded-words`}
            value={encoded}
            onChange={(encoded) => update({ encoded })}
            multiline
            rows={4}
            monospace
            placeholder="Subject: =?UTF-8?B?Q2Fmw6k=?="
            hint={t`A header or its value; folded lines, any charset the browser knows (UTF-8, ISO-8859-x, windows-125x, Shift_JIS, KOI8-R, GB18030…).`}
            error={decodeResult.error}
          />
          <DocumentJobStatus result={decodeResult} label={t`Decoding…`} />
          <TextInput label={t`Decoded text`} value={decoded?.text ?? ''} readOnly multiline rows={3} copyable />
          {decoded && decoded.wordCount > 0 && (
            <p aria-live="polite">
              <output aria-label={t`Encoded-words found`}>
                {t`${decoded.wordCount} encoded-word(s), charset: ${decoded.charsets.join(', ')}`}
              </output>
            </p>
          )}
          {decoded?.warnings.map((warning) => (
            <Alert key={warning} type="warning">
              {warning}
            </Alert>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
