import { useLingui } from '@lingui/react/macro';
import { attempt, Button, ButtonsSelect, Card, Link, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { checkQuantity } from '../shared/quantity.js';
import styles from '../shared/hint.module.css';
import { nanoidGeneratorState } from './state.js';
import {
  checkLength,
  formatCount,
  generateNanoids,
  idsForCollisionProbability,
  NANOID_PRESETS,
  resolveAlphabet,
  type NanoidPreset,
} from './nanoid-generator.js';

/** The number typed in a number field; NaN when it is empty. */
function numberFromText(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** NanoIDs generator: the UI. State keys: preset, length, quantity, alphabet. */
export default function NanoidGeneratorTool() {
  const { t } = useLingui();
  const [{ preset, length, quantity, alphabet }, update] = useToolState(nanoidGeneratorState);
  // The state keeps the last valid numbers, the fields what is typed.
  const [lengthText, setLengthText] = useState(() => String(length));
  const [quantityText, setQuantityText] = useState(() => String(quantity));
  const [refreshes, setRefreshes] = useState(0);

  const presetLabels: Record<NanoidPreset, string> = {
    default: t`URL-safe (A-Za-z0-9_-)`,
    numbers: t`Numbers`,
    lowercase: t`Lowercase`,
    uppercaseNumbers: t`Uppercase + numbers`,
    noLookalikes: t`No look-alikes`,
    custom: t`Custom`,
  };

  const lengthCheck = useMemo(() => attempt(() => checkLength(numberFromText(lengthText))), [lengthText]);
  const quantityCheck = useMemo(() => attempt(() => checkQuantity(numberFromText(quantityText))), [quantityText]);
  const alphabetCheck = useMemo(() => attempt(() => resolveAlphabet(preset, alphabet)), [preset, alphabet]);
  const onLength = (text: string) => {
    setLengthText(text);
    const checked = attempt(() => checkLength(numberFromText(text)));
    if (checked.value !== undefined) update({ length: checked.value });
  };
  const onQuantity = (text: string) => {
    setQuantityText(text);
    const checked = attempt(() => checkQuantity(numberFromText(text)));
    if (checked.value !== undefined) update({ quantity: checked.value });
  };

  const ids = useMemo(() => {
    void refreshes; // a new batch on each refresh
    if (lengthCheck.value === undefined || quantityCheck.value === undefined || alphabetCheck.value === undefined) return '';
    return generateNanoids({ alphabet: alphabetCheck.value, length: lengthCheck.value, quantity: quantityCheck.value }).join('\n');
  }, [alphabetCheck, lengthCheck, quantityCheck, refreshes]);

  const symbols = alphabetCheck.value === undefined ? 0 : [...alphabetCheck.value].length;
  const collision =
    alphabetCheck.value !== undefined && lengthCheck.value !== undefined ? formatCount(idsForCollisionProbability(symbols, lengthCheck.value)) : null;
  const bits = lengthCheck.value !== undefined && symbols > 0 ? (lengthCheck.value * Math.log2(symbols)).toFixed(1) : null;
  const rows = Math.min(Math.max(quantityCheck.value ?? 1, 1), 12);

  return (
    <Card>
      <Stack>
        <ButtonsSelect
          label={t`Alphabet`}
          options={NANOID_PRESETS.map((p) => ({ value: p, label: presetLabels[p] }))}
          value={preset}
          onChange={(preset) => update({ preset })}
          size="small"
        />
        {preset === 'custom' ? (
          <TextInput
            label={t`Custom alphabet`}
            value={alphabet}
            onChange={(alphabet) => update({ alphabet })}
            monospace
            placeholder="0123456789abcdef"
            error={alphabetCheck.error}
            hint={t`2 to 256 different characters; spaces count.`}
          />
        ) : (
          <p className={styles.hint}>
            <span>{t`Symbols:`}</span> <code>{alphabetCheck.value}</code>
          </p>
        )}
        <TextInput label={t`Length`} type="number" value={lengthText} onChange={onLength} error={lengthCheck.error} hint={t`From 2 to 255; Nano ID's default is 21.`} />
        <TextInput label={t`Quantity`} type="number" value={quantityText} onChange={onQuantity} error={quantityCheck.error} hint={t`From 1 to 1000.`} />
        <TextInput label={t`Nano IDs`} value={ids} readOnly multiline monospace copyable copyLabel={t`Copy Nano IDs`} rows={rows} />
        <div>
          <Button onClick={() => setRefreshes((n) => n + 1)}>
            <IconRefresh size={18} aria-hidden />
            {t`Refresh`}
          </Button>
        </div>
        {collision !== null && (
          <>
            <TextCopyable
              label={t`IDs needed for a 1% probability of at least one collision`}
              showLabel
              value={`~${collision}`}
              copyLabel={t`Copy the number of IDs`}
            />
            <TextCopyable label={t`Randomness per ID (bits)`} showLabel value={bits ?? ''} copyLabel={t`Copy the bits of randomness`} />
            <p className={styles.hint}>
              {t`Birthday bound: n ≈ √(2·H·ln(1/(1−p))), where H = (alphabet size)^length is the number of possible IDs and p = 1%. Source:`}{' '}
              <Link href="https://en.wikipedia.org/wiki/Birthday_problem#Square_approximation">{t`Birthday problem, square approximation (Wikipedia)`}</Link>
            </p>
          </>
        )}
      </Stack>
    </Card>
  );
}
