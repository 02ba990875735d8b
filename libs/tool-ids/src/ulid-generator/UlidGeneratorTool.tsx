import { useLingui } from '@lingui/react/macro';
import { attempt, Button, ButtonsSelect, Card, Checkbox, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { checkQuantity } from '../shared/quantity.js';
import { ulidGeneratorState } from './state.js';
import { decodeUlid, formatUlids, generateUlids } from './ulid-generator.js';

/** The number typed in the quantity field; NaN when it is empty. */
function quantityFromText(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** ULID generator: the UI. State keys: quantity, format, monotonic, ulid. */
export default function UlidGeneratorTool() {
  const { t } = useLingui();
  const [{ quantity, format, monotonic, ulid }, update] = useToolState(ulidGeneratorState);
  // The state keeps the last valid quantity, the field what is typed.
  const [quantityText, setQuantityText] = useState(() => String(quantity));
  const [refreshes, setRefreshes] = useState(0);

  const quantityCheck = useMemo(() => attempt(() => checkQuantity(quantityFromText(quantityText))), [quantityText]);
  const onQuantity = (text: string) => {
    setQuantityText(text);
    const checked = attempt(() => checkQuantity(quantityFromText(text)));
    if (checked.value !== undefined) update({ quantity: checked.value });
  };

  const generated = useMemo(() => {
    void refreshes; // a new batch on each refresh
    if (quantityCheck.value === undefined) return null;
    return attempt(() => generateUlids({ quantity: quantityCheck.value, monotonic }));
  }, [quantityCheck, monotonic, refreshes]);
  const output = generated?.value ? formatUlids(generated.value, format) : '';
  const rows = Math.min(Math.max((quantityCheck.value ?? 1) + (format === 'json' ? 2 : 0), 1), 12);

  const decoded = useMemo(() => (ulid.trim() === '' ? null : attempt(() => decodeUlid(ulid))), [ulid]);

  return (
    <Stack>
      <Card title={t`Generate`}>
        <Stack>
          <TextInput
            label={t`Quantity`}
            type="number"
            value={quantityText}
            onChange={onQuantity}
            error={quantityCheck.error ?? generated?.error}
            hint={t`From 1 to 1000.`}
          />
          <ButtonsSelect
            label={t`Format`}
            options={[
              { value: 'lines', label: t`One per line` },
              { value: 'json', label: t`JSON array` },
            ]}
            value={format}
            onChange={(format) => update({ format })}
          />
          <Checkbox
            label={t`Monotonic (strictly increasing within the same millisecond)`}
            checked={monotonic}
            onChange={(monotonic) => update({ monotonic })}
          />
          <TextInput label={t`ULIDs`} value={output} readOnly multiline monospace copyable copyLabel={t`Copy ULIDs`} rows={rows} />
          <div>
            <Button onClick={() => setRefreshes((n) => n + 1)}>
              <IconRefresh size={18} aria-hidden />
              {t`Refresh`}
            </Button>
          </div>
        </Stack>
      </Card>
      <Card title={t`Decode`}>
        <Stack>
          <TextInput
            label={t`ULID to decode`}
            value={ulid}
            onChange={(ulid) => update({ ulid })}
            monospace
            placeholder="01ARYZ6S41TSV4RRFFQ69G5FAV"
            error={decoded?.error}
            hint={t`26 Crockford Base32 characters; the first 10 are the time.`}
          />
          {decoded?.value && (
            <>
              <TextCopyable label={t`Timestamp (ISO 8601)`} showLabel value={decoded.value.iso} copyLabel={t`Copy ISO timestamp`} />
              <TextCopyable label={t`Timestamp (Unix ms)`} showLabel value={String(decoded.value.timestamp)} copyLabel={t`Copy Unix timestamp`} />
              <TextCopyable label={t`Random part`} showLabel value={decoded.value.randomness} copyLabel={t`Copy random part`} />
              <TextCopyable label={t`As a UUID`} showLabel value={decoded.value.uuid} copyLabel={t`Copy UUID`} />
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
