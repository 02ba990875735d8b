import { useLingui } from '@lingui/react/macro';
import { attempt, Button, Card, Checkbox, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { pinCodeGeneratorState } from './state.js';
import styles from './pin-code-generator.module.css';
import { checkPinOptions, checkPinQuantity, formatCount, generatePins, log2BigInt, pinSpaceSize } from './pin-code-generator.js';

/** The number typed in a field; NaN when it is empty. */
function numberFromText(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * PIN code generator: the UI. State keys: length, quantity, uniqueDigits, noSequences (all
 * options). The generated PINs are secrets: output only, never stored or put in the URL.
 */
export default function PinCodeGeneratorTool() {
  const { t } = useLingui();
  const [{ length, quantity, uniqueDigits, noSequences }, update] = useToolState(pinCodeGeneratorState);
  // The fields' text: the state keeps the last valid number, the field what is typed.
  const [lengthText, setLengthText] = useState(() => String(length));
  const [quantityText, setQuantityText] = useState(() => String(quantity));
  const [refreshes, setRefreshes] = useState(0);

  const lengthCheck = useMemo(
    () => attempt(() => checkPinOptions({ length: numberFromText(lengthText), uniqueDigits, noSequences })),
    [lengthText, uniqueDigits, noSequences],
  );
  const quantityCheck = useMemo(() => attempt(() => checkPinQuantity(numberFromText(quantityText))), [quantityText]);
  const onLength = (text: string) => {
    setLengthText(text);
    const n = numberFromText(text);
    if (attempt(() => checkPinOptions({ length: n })).value) update({ length: n });
  };
  const onQuantity = (text: string) => {
    setQuantityText(text);
    const checked = attempt(() => checkPinQuantity(numberFromText(text)));
    if (checked.value !== undefined) update({ quantity: checked.value });
  };

  const space = useMemo(() => (lengthCheck.value ? pinSpaceSize(lengthCheck.value) : null), [lengthCheck]);
  const pins = useMemo(() => {
    void refreshes; // new PINs on each refresh
    if (!lengthCheck.value || quantityCheck.value === undefined) return '';
    return generatePins({ ...lengthCheck.value, quantity: quantityCheck.value }).join('\n');
  }, [lengthCheck, quantityCheck, refreshes]);
  const bits = space === null ? null : log2BigInt(space).toFixed(2);
  const count = space === null ? '' : formatCount(space);

  return (
    <Card>
      <Stack>
        <Row>
          <TextInput
            label={t`Length`}
            type="number"
            value={lengthText}
            onChange={onLength}
            error={lengthCheck.error}
            hint={t`From 3 to 512 digits.`}
          />
          <TextInput
            label={t`Quantity`}
            type="number"
            value={quantityText}
            onChange={onQuantity}
            error={quantityCheck.error}
            hint={t`From 1 to 100 PINs.`}
          />
        </Row>
        <div className={styles.options}>
          <Checkbox label={t`Unique digits (no digit twice)`} checked={uniqueDigits} onChange={(uniqueDigits) => update({ uniqueDigits })} />
          <Checkbox
            label={t`No runs or sequences (no 111, 123 or 321 anywhere)`}
            checked={noSequences}
            onChange={(noSequences) => update({ noSequences })}
          />
        </div>
        <TextInput label={t`PIN codes`} value={pins} readOnly multiline monospace copyable copyLabel={t`Copy PIN codes`} rows={Math.min(Math.max(quantityCheck.value ?? 1, 3), 12)} />
        <p className={styles.entropy}>
          {t`Entropy per PIN:`}{' '}
          <output aria-label={t`Entropy`}>{bits === null ? '—' : t`${bits} bits`}</output>
          {space !== null && <> ({count} {t`possible PINs`})</>}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => setRefreshes((n) => n + 1)} disabled={pins === ''}>
            <IconRefresh size={18} aria-hidden />
            {t`Refresh`}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
