import { useLingui } from '@lingui/react/macro';
import { attempt, Button, Card, Checkbox, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { IconRefresh } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { tokenGeneratorState } from './state.js';
import styles from './token-generator.module.css';
import {
  checkTokenCount,
  checkTokenLength,
  EXCLUDED_CHARACTERS_MAX,
  generateTokens,
  LOOK_ALIKE_CHARACTERS,
  TOKEN_COUNT_MAX,
  tokenAlphabet,
  tokenEntropyBits,
} from './token-generator.js';

/** The number typed in a number field; NaN when it is empty. */
function lengthFromText(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * Token generator: the UI. State keys: length, uppercase, lowercase, numbers, symbols,
 * excludeLookAlike, exclude, count. The generated tokens are secrets: never stored or put in the URL.
 */
export default function TokenGeneratorTool() {
  const { t } = useLingui();
  const setsMessageId = useId();
  // Tool state (see state.ts): the settings only, all options. The token is output, never state.
  const [{ length, uppercase, lowercase, numbers, symbols, excludeLookAlike, exclude, count }, update] = useToolState(tokenGeneratorState);
  // The number fields' text: the state keeps the last valid number, the field what is typed.
  const [lengthText, setLengthText] = useState(() => String(length));
  const [countText, setCountText] = useState(() => String(count));
  const [refreshes, setRefreshes] = useState(0);

  const lengthCheck = useMemo(() => attempt(() => checkTokenLength(lengthFromText(lengthText))), [lengthText]);
  const onLength = (text: string) => {
    setLengthText(text);
    const checked = attempt(() => checkTokenLength(lengthFromText(text)));
    if (checked.value !== undefined) update({ length: checked.value });
  };
  const countCheck = useMemo(() => attempt(() => checkTokenCount(lengthFromText(countText))), [countText]);
  const onCount = (text: string) => {
    setCountText(text);
    const checked = attempt(() => checkTokenCount(lengthFromText(text)));
    if (checked.value !== undefined) update({ count: checked.value });
  };
  const alphabet = useMemo(
    () => attempt(() => tokenAlphabet({ uppercase, lowercase, numbers, symbols, excludeLookAlike, exclude })),
    [uppercase, lowercase, numbers, symbols, excludeLookAlike, exclude],
  );
  // A message about the sets (none chosen) goes by the sets; one about the exclusions by that field.
  const setsError = alphabet.error?.startsWith('Choose at least one') ? alphabet.error : undefined;
  const excludeError = alphabet.error && !setsError ? alphabet.error : undefined;

  const token = useMemo(() => {
    void refreshes; // new tokens on each refresh
    if (lengthCheck.value === undefined || countCheck.value === undefined || alphabet.value === undefined) return '';
    return generateTokens({ length: lengthCheck.value, count: countCheck.value, uppercase, lowercase, numbers, symbols, excludeLookAlike, exclude }).join('\n');
  }, [lengthCheck, countCheck, alphabet, uppercase, lowercase, numbers, symbols, excludeLookAlike, exclude, refreshes]);
  const many = (countCheck.value ?? count) > 1;

  const size = alphabet.value?.length;
  const bits = lengthCheck.value !== undefined && size !== undefined ? tokenEntropyBits(lengthCheck.value, size).toFixed(1) : null;
  const lookAlikes = LOOK_ALIKE_CHARACTERS.split('').join(' ');

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
            hint={t`From 1 to 512 characters.`}
          />
          <TextInput
            label={t`Number of tokens`}
            type="number"
            value={countText}
            onChange={onCount}
            error={countCheck.error}
            hint={t`From 1 to ${TOKEN_COUNT_MAX}, one per line.`}
          />
        </Row>
        <fieldset
          className={[styles.group, setsError && styles.invalid].filter(Boolean).join(' ')}
          aria-describedby={setsError ? setsMessageId : undefined}
        >
          <legend>{t`Characters`}</legend>
          <Checkbox label={t`Uppercase (A–Z)`} checked={uppercase} onChange={(uppercase) => update({ uppercase })} />
          <Checkbox label={t`Lowercase (a–z)`} checked={lowercase} onChange={(lowercase) => update({ lowercase })} />
          <Checkbox label={t`Numbers (0–9)`} checked={numbers} onChange={(numbers) => update({ numbers })} />
          <Checkbox label={t`Symbols (!#$%…)`} checked={symbols} onChange={(symbols) => update({ symbols })} />
        </fieldset>
        {setsError && (
          <p id={setsMessageId} className={styles.message} role="alert">
            {setsError}
          </p>
        )}
        <Checkbox
          label={t`Exclude look-alike characters (${lookAlikes})`}
          checked={excludeLookAlike}
          onChange={(excludeLookAlike) => update({ excludeLookAlike })}
        />
        <TextInput
          label={t`Excluded characters`}
          value={exclude}
          onChange={(exclude) => update({ exclude: Array.from(exclude).slice(0, EXCLUDED_CHARACTERS_MAX).join('') })}
          monospace
          error={excludeError}
          placeholder={'"\'`\\'}
          hint={t`Characters never used, besides the look-alikes above. Up to ${EXCLUDED_CHARACTERS_MAX}.`}
        />
        <TextInput
          label={many ? t`Tokens` : t`Token`}
          value={token}
          readOnly
          multiline
          monospace
          copyable
          copyLabel={many ? t`Copy all tokens` : undefined}
          rows={many ? Math.min(countCheck.value ?? count, 12) : 3}
          hint={many ? t`One token per line.` : undefined}
        />
        <p className={styles.entropy}>
          {many ? t`Entropy per token:` : t`Entropy:`}{' '}
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
