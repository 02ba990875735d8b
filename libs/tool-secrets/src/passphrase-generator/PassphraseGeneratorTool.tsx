import { useLingui } from '@lingui/react/macro';
import { attempt, Button, ButtonsSelect, Card, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { passphraseGeneratorState } from './state.js';
import styles from './passphrase-generator.module.css';
import {
  generatePassphrases,
  INSERT_MAX,
  passphraseEntropy,
  PASSPHRASE_QUANTITY_MAX,
  PASSPHRASE_SYMBOLS,
  SUFFIX_MAX,
  WORD_COUNT_MAX,
  type Capitalisation,
  type PassphraseOptions,
  type Separator,
} from './passphrase-generator.js';

/** The number typed in a field; NaN when it is empty. */
function numberFromText(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

type CountField = 'wordCount' | 'digits' | 'symbols' | 'quantity';

/**
 * Passphrase generator: the UI. State keys: wordCount, separator, customSeparator,
 * capitalisation, digits, symbols, quantity (all options), suffix (SECRET: never stored). The
 * passphrases are secrets: output only, never stored or put in the URL.
 */
export default function PassphraseGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(passphraseGeneratorState);
  const { separator, customSeparator, capitalisation, suffix } = state;
  // The number fields' text: the state keeps the last valid number, the field what is typed.
  const [texts, setTexts] = useState<Record<CountField, string>>(() => ({
    wordCount: String(state.wordCount),
    digits: String(state.digits),
    symbols: String(state.symbols),
    quantity: String(state.quantity),
  }));
  const [refreshes, setRefreshes] = useState(0);

  const quantity = numberFromText(texts.quantity);
  const result = useMemo(() => {
    void refreshes; // new passphrases on each refresh
    const options: PassphraseOptions = {
      wordCount: numberFromText(texts.wordCount),
      separator,
      customSeparator,
      capitalisation,
      digits: numberFromText(texts.digits),
      symbols: numberFromText(texts.symbols),
      suffix,
    };
    return attempt(() => ({ entropy: passphraseEntropy(options), list: generatePassphrases(options, numberFromText(texts.quantity)) }));
  }, [texts, separator, customSeparator, capitalisation, suffix, refreshes]);
  const error = result.error ?? null;
  const errorFor = (field: CountField, prefix: string) => (error?.startsWith(prefix) ? error : null);

  const onCount = (field: CountField, text: string) => {
    setTexts((old) => ({ ...old, [field]: text }));
    const n = numberFromText(text);
    if (passphraseGeneratorState.schema.shape[field].safeParse(n).success) update({ [field]: n } as Partial<Record<CountField, number>>);
  };

  const entropy = result.value?.entropy;
  const bits = entropy ? entropy.total.toFixed(1) : null;

  return (
    <Card>
      <Stack>
        <Row>
          <TextInput
            label={t`Number of words`}
            type="number"
            value={texts.wordCount}
            onChange={(text) => onCount('wordCount', text)}
            error={errorFor('wordCount', 'Number of words')}
            hint={`1–${WORD_COUNT_MAX}. ${t`Each word adds 12.9 bits.`}`}
          />
          <TextInput
            label={t`Quantity`}
            type="number"
            value={texts.quantity}
            onChange={(text) => onCount('quantity', text)}
            error={errorFor('quantity', 'Quantity')}
            hint={`1–${PASSPHRASE_QUANTITY_MAX}`}
          />
        </Row>
        <ButtonsSelect<Separator>
          label={t`Separator`}
          options={[
            { label: t`Space`, value: 'space' },
            { label: '-', value: 'hyphen' },
            { label: '.', value: 'dot' },
            { label: '_', value: 'underscore' },
            { label: t`None`, value: 'none' },
            { label: t`Custom`, value: 'custom' },
          ]}
          value={separator}
          onChange={(separator) => update({ separator })}
        />
        {separator === 'custom' && (
          <TextInput
            label={t`Custom separator`}
            value={customSeparator}
            onChange={(customSeparator) => update({ customSeparator: [...customSeparator].slice(0, 10).join('') })}
            monospace
            hint={t`Up to 10 characters.`}
          />
        )}
        <Row>
          <Select<Capitalisation>
            label={t`Capitalisation`}
            options={[
              { label: t`None (lower case)`, value: 'none' },
              { label: t`First letter of each word`, value: 'first' },
              { label: t`ALL CAPS`, value: 'all' },
              { label: t`Random per word (+1 bit a word)`, value: 'random' },
            ]}
            value={capitalisation}
            onChange={(capitalisation) => update({ capitalisation })}
          />
          <TextInput
            label={t`Digits`}
            type="number"
            value={texts.digits}
            onChange={(text) => onCount('digits', text)}
            error={errorFor('digits', 'Digits')}
            hint={`0–${INSERT_MAX}. ${t`Added at the end of random words.`}`}
          />
          <TextInput
            label={t`Symbols`}
            type="number"
            value={texts.symbols}
            onChange={(text) => onCount('symbols', text)}
            error={errorFor('symbols', 'Symbols')}
            hint={`0–${INSERT_MAX}: ${PASSPHRASE_SYMBOLS}`}
          />
        </Row>
        <TextInput
          label={t`Ending text (suffix)`}
          value={suffix}
          onChange={(suffix) => update({ suffix: [...suffix].slice(0, SUFFIX_MAX).join('') })}
          monospace
          hint={t`Added after the last word of every passphrase, e.g. a site's mark. Up to ${SUFFIX_MAX} characters; fixed text adds no entropy. Part of the passphrases, so never stored by this page.`}
        />
        {error && !['Number of words', 'Quantity', 'Digits', 'Symbols'].some((p) => error.startsWith(p)) && <p role="alert">{error}</p>}
        <TextInput
          label={t`Passphrases`}
          value={result.value?.list.join('\n') ?? ''}
          readOnly
          multiline
          monospace
          copyable
          copyLabel={t`Copy passphrases`}
          rows={Math.min(Math.max(Number.isInteger(quantity) ? quantity : 1, 3), 12)}
        />
        <p className={styles.entropy}>
          {t`Entropy per passphrase:`}{' '}
          <output aria-label={t`Entropy`}>{bits === null ? '—' : `${entropy?.exact ? '' : `${t`at most`} `}${bits} ${t`bits`}`}</output>
          {entropy && !entropy.exact && <> ({t`with this separator, different draws can give the same text`})</>}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => setRefreshes((n) => n + 1)} disabled={!result.value}>
            <IconRefresh size={18} aria-hidden />
            {t`Refresh`}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
