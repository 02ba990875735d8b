import { useLingui } from '@lingui/react/macro';
import { attempt, Button, Card, Checkbox, Stack, TextInput } from '@handy-tools/ui';
import { IconRefresh } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import styles from './token-generator.module.css';
import { checkTokenLength, generateToken, LOOK_ALIKE_CHARACTERS, tokenAlphabet, tokenEntropyBits } from './token-generator.js';

/**
 * Token generator: the UI. State keys: length, uppercase, lowercase, numbers, symbols,
 * excludeLookAlike. The generated token is a secret: it is never stored or put in the URL.
 */
export default function TokenGeneratorTool() {
  const { t } = useLingui();
  const setsMessageId = useId();
  const [length, setLength] = useState('64');
  const [uppercase, setUppercase] = useState(true);
  const [lowercase, setLowercase] = useState(true);
  const [numbers, setNumbers] = useState(true);
  const [symbols, setSymbols] = useState(false);
  const [excludeLookAlike, setExcludeLookAlike] = useState(false);
  const [refreshes, setRefreshes] = useState(0);

  const lengthCheck = useMemo(() => attempt(() => checkTokenLength(length.trim() === '' ? Number.NaN : Number(length))), [length]);
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
          value={length}
          onChange={setLength}
          error={lengthCheck.error}
          hint={t`From 1 to 512 characters.`}
        />
        <fieldset
          className={[styles.group, alphabet.error && styles.invalid].filter(Boolean).join(' ')}
          aria-describedby={alphabet.error ? setsMessageId : undefined}
        >
          <legend>{t`Characters`}</legend>
          <Checkbox label={t`Uppercase (A–Z)`} checked={uppercase} onChange={setUppercase} />
          <Checkbox label={t`Lowercase (a–z)`} checked={lowercase} onChange={setLowercase} />
          <Checkbox label={t`Numbers (0–9)`} checked={numbers} onChange={setNumbers} />
          <Checkbox label={t`Symbols (!#$%…)`} checked={symbols} onChange={setSymbols} />
        </fieldset>
        {alphabet.error && (
          <p id={setsMessageId} className={styles.message} role="alert">
            {alphabet.error}
          </p>
        )}
        <Checkbox
          label={t`Exclude look-alike characters (${lookAlikes})`}
          checked={excludeLookAlike}
          onChange={setExcludeLookAlike}
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
