import { useLingui } from '@lingui/react/macro';
import { attempt, Button, Card, Checkbox, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { IconRefresh } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { tokenGeneratorState } from './state.js';
import styles from './token-generator.module.css';
import { checkTokenLength, generateToken, LOOK_ALIKE_CHARACTERS, tokenAlphabet, tokenEntropyBits } from './token-generator.js';

/** The number typed in the length field; NaN when it is empty. */
function lengthFromText(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * Token generator: the UI. State keys: length, uppercase, lowercase, numbers, symbols,
 * excludeLookAlike. The generated token is a secret: it is never stored or put in the URL.
 */
export default function TokenGeneratorTool() {
  const { t } = useLingui();
  const setsMessageId = useId();
  // Tool state (see state.ts): the settings only, all options. The token is output, never state.
  const [{ length, uppercase, lowercase, numbers, symbols, excludeLookAlike }, update] = useToolState(tokenGeneratorState);
  // The length field's text: the state keeps the last valid length, the field what is typed.
  const [lengthText, setLengthText] = useState(() => String(length));
  const [refreshes, setRefreshes] = useState(0);

  const lengthCheck = useMemo(() => attempt(() => checkTokenLength(lengthFromText(lengthText))), [lengthText]);
  const onLength = (text: string) => {
    setLengthText(text);
    const checked = attempt(() => checkTokenLength(lengthFromText(text)));
    if (checked.value !== undefined) update({ length: checked.value });
  };
  const alphabet = useMemo(
    () => attempt(() => tokenAlphabet({ uppercase, lowercase, numbers, symbols, excludeLookAlike })),
    [uppercase, lowercase, numbers, symbols, excludeLookAlike],
  );

  const token = useMemo(() => {
    void refreshes; // a new token on each refresh
    if (lengthCheck.value === undefined || alphabet.value === undefined) return '';
    return generateToken({ length: lengthCheck.value, uppercase, lowercase, numbers, symbols, excludeLookAlike });
  }, [lengthCheck, alphabet, uppercase, lowercase, numbers, symbols, excludeLookAlike, refreshes]);

  const size = alphabet.value?.length;
  const bits = lengthCheck.value !== undefined && size !== undefined ? tokenEntropyBits(lengthCheck.value, size).toFixed(1) : null;
  const lookAlikes = LOOK_ALIKE_CHARACTERS.split('').join(' ');

  return (
    <Card>
      <Stack>
        <TextInput
          label={t`Length`}
          type="number"
          value={lengthText}
          onChange={onLength}
          error={lengthCheck.error}
          hint={t`From 1 to 512 characters.`}
        />
        <fieldset
          className={[styles.group, alphabet.error && styles.invalid].filter(Boolean).join(' ')}
          aria-describedby={alphabet.error ? setsMessageId : undefined}
        >
          <legend>{t`Characters`}</legend>
          <Checkbox label={t`Uppercase (A–Z)`} checked={uppercase} onChange={(uppercase) => update({ uppercase })} />
          <Checkbox label={t`Lowercase (a–z)`} checked={lowercase} onChange={(lowercase) => update({ lowercase })} />
          <Checkbox label={t`Numbers (0–9)`} checked={numbers} onChange={(numbers) => update({ numbers })} />
          <Checkbox label={t`Symbols (!#$%…)`} checked={symbols} onChange={(symbols) => update({ symbols })} />
        </fieldset>
        {alphabet.error && (
          <p id={setsMessageId} className={styles.message} role="alert">
            {alphabet.error}
          </p>
        )}
        <Checkbox
          label={t`Exclude look-alike characters (${lookAlikes})`}
          checked={excludeLookAlike}
          onChange={(excludeLookAlike) => update({ excludeLookAlike })}
        />
        <TextInput label={t`Token`} value={token} readOnly multiline monospace copyable rows={3} />
        <p className={styles.entropy}>
          {t`Entropy:`}{' '}
          <output aria-label={t`Entropy`}>
            {bits === null ? '—' : t`${bits} bits`}
          </output>
          {size !== undefined && <> {t`(${size} possible characters per position)`}</>}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => setRefreshes((n) => n + 1)} disabled={token === ''}>
            <IconRefresh size={18} aria-hidden />
            {t`Refresh`}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
