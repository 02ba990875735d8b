import { useLingui } from '@lingui/react/macro';
import { attempt, ButtonsSelect, Card, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useMemo } from 'react';
import { uuidConverterState } from './state.js';
import { convertUuid, UUID_INPUT_FORMATS, type UuidInputFormat, type UuidNotations } from './uuid-converter.js';

/** UUID converter: the UI. State keys: format, input. */
export default function UuidConverterTool() {
  const { t } = useLingui();
  const [{ format, input }, update] = useToolState(uuidConverterState);

  const formats: Record<UuidInputFormat, { label: string; hint: string; placeholder: string }> = {
    uuid: {
      label: t`UUID`,
      hint: t`With or without hyphens, in braces or as urn:uuid:…, any case.`,
      placeholder: 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
    },
    base64: { label: t`Base64`, hint: t`The 16 bytes in Base64 (or Base64url).`, placeholder: '+B1Prn3sEdCnZQCgyR5r9g==' },
    dotnet: {
      label: t`.NET bytes`,
      hint: t`The 16 bytes of Guid.ToByteArray() in hex (first three fields little-endian).`,
      placeholder: '33 22 11 00 55 44 77 66 88 99 aa bb cc dd ee ff',
    },
    integer: { label: t`Integer`, hint: t`The 128 bits as a decimal number.`, placeholder: '329800735698586629295641978511506172918' },
  };
  const rows: [keyof UuidNotations, string][] = [
    ['canonical', t`Canonical`],
    ['noHyphens', t`No hyphens`],
    ['uppercase', t`Uppercase`],
    ['noHyphensUppercase', t`No hyphens, uppercase`],
    ['braces', t`Braces`],
    ['urn', t`URN`],
    ['base64', t`Base64`],
    ['hexBytes', t`Hex bytes`],
    ['raw', t`Oracle RAW (HEXTORAW)`],
    ['dotnetBytes', t`.NET Guid.ToByteArray()`],
    ['dotnetBase64', t`.NET bytes in Base64`],
    ['integer', t`Integer`],
  ];

  const result = useMemo(() => (input.trim() === '' ? null : attempt(() => convertUuid(input, format))), [input, format]);
  const notations = result?.value;

  return (
    <Card>
      <Stack>
        <ButtonsSelect
          label={t`Input notation`}
          options={UUID_INPUT_FORMATS.map((f) => ({ value: f, label: formats[f].label }))}
          value={format}
          onChange={(format) => update({ format })}
        />
        <TextInput
          label={t`Input`}
          value={input}
          onChange={(input) => update({ input })}
          monospace
          placeholder={formats[format].placeholder}
          error={result?.error}
          hint={formats[format].hint}
        />
        {notations && (
          <>
            <TextCopyable
              label={t`Version`}
              showLabel
              value={`${notations.version} — ${notations.versionName}`}
              copyLabel={t`Copy version`}
            />
            <TextCopyable label={t`Variant`} showLabel value={notations.variant} copyLabel={t`Copy variant`} />
            {rows.map(([key, label]) => (
              <TextCopyable key={key} label={label} showLabel value={String(notations[key])} copyLabel={t`Copy ${label}`} />
            ))}
          </>
        )}
      </Stack>
    </Card>
  );
}
