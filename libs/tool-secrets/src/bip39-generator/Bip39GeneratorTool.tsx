import { useLingui } from '@lingui/react/macro';
import { attempt, Button, ButtonsSelect, Card, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { ToolInputError } from '@handy-tools/ui/kit';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { bip39GeneratorState } from './state.js';
import styles from './bip39-generator.module.css';
import {
  BIP39_WORD_COUNTS,
  entropyHexToMnemonic,
  loadWordlist,
  mnemonicToEntropyHex,
  mnemonicToSeedHex,
  randomEntropyHex,
  type Bip39Language,
  type Bip39WordCount,
} from './bip39-generator.js';

const LANGUAGE_NAMES: Record<Bip39Language, string> = {
  english: 'English',
  czech: 'Čeština (Czech)',
  french: 'Français (French)',
  italian: 'Italiano (Italian)',
  japanese: '日本語 (Japanese)',
  korean: '한국어 (Korean)',
  portuguese: 'Português (Portuguese)',
  'simplified-chinese': '简体中文 (Chinese, simplified)',
  spanish: 'Español (Spanish)',
  'traditional-chinese': '繁體中文 (Chinese, traditional)',
};

/**
 * BIP39 generator: the UI. State keys: language, wordCount (options); mnemonic and passphrase
 * (SECRETS, never stored). The entropy field and the seed are derived from the mnemonic.
 */
export default function Bip39GeneratorTool() {
  const { t } = useLingui();
  const [{ language, wordCount, mnemonic, passphrase }, update] = useToolState(bip39GeneratorState);
  const [wordlist, setWordlist] = useState<{ language: Bip39Language; words: string[] } | null>(null);
  // The entropy as typed, while the visitor edits it (null: show the mnemonic's entropy).
  const [entropyDraft, setEntropyDraft] = useState<string | null>(null);
  const [seed, setSeed] = useState<{ value?: string; error?: string } | null>(null);
  const generatedOnLoad = useRef(false);

  useEffect(() => {
    let live = true;
    void loadWordlist(language).then((words) => live && setWordlist({ language, words }));
    return () => {
      live = false;
    };
  }, [language]);
  const words = wordlist?.language === language ? wordlist.words : null;

  // A fresh random mnemonic when none was restored (secrets are never stored) — unless the
  // visitor typed an entropy before the word list arrived: then that entropy's mnemonic.
  useEffect(() => {
    if (!words || generatedOnLoad.current) return;
    generatedOnLoad.current = true;
    if (mnemonic !== '') return;
    if (entropyDraft === null) update({ mnemonic: entropyHexToMnemonic(randomEntropyHex(wordCount), words) });
    else {
      const typed = attempt(() => entropyHexToMnemonic(entropyDraft, words));
      if (typed.value !== undefined) update({ mnemonic: typed.value });
    }
  }, [words, mnemonic, wordCount, update, entropyDraft]);

  const decoded = useMemo(() => (words && mnemonic.trim() !== '' ? attempt(() => mnemonicToEntropyHex(mnemonic, words)) : null), [words, mnemonic]);
  const draftCheck = useMemo(() => (words && entropyDraft !== null ? attempt(() => entropyHexToMnemonic(entropyDraft, words)) : null), [words, entropyDraft]);

  useEffect(() => {
    let live = true;
    if (!words || !decoded?.value) {
      setSeed(null);
      return;
    }
    mnemonicToSeedHex(mnemonic, words, passphrase).then(
      (value) => live && setSeed({ value }),
      (error: unknown) => {
        if (live && error instanceof ToolInputError) setSeed({ error: error.message });
      },
    );
    return () => {
      live = false;
    };
  }, [words, decoded, mnemonic, passphrase]);

  const validText = t`Valid mnemonic: the checksum matches.`;

  const generate = () => {
    if (!words) return;
    setEntropyDraft(null);
    update({ mnemonic: entropyHexToMnemonic(randomEntropyHex(wordCount), words) });
  };
  const onEntropy = (text: string) => {
    setEntropyDraft(text);
    if (!words) return;
    const encoded = attempt(() => entropyHexToMnemonic(text, words));
    if (encoded.value !== undefined) update({ mnemonic: encoded.value });
  };
  const onLanguage = (next: Bip39Language) => {
    // Keep the same entropy: re-encode a valid mnemonic in the new word list.
    const entropy = decoded?.value;
    setEntropyDraft(null);
    if (!entropy) {
      update({ language: next });
      return;
    }
    void loadWordlist(next).then((list) => update({ language: next, mnemonic: entropyHexToMnemonic(entropy, list) }));
  };

  return (
    <Card>
      <Stack>
        <Row>
          <Select<Bip39Language>
            label={t`Word list`}
            options={Object.entries(LANGUAGE_NAMES).map(([value, label]) => ({ value: value as Bip39Language, label }))}
            value={language}
            onChange={onLanguage}
          />
          <ButtonsSelect
            label={t`Words`}
            options={BIP39_WORD_COUNTS.map(String)}
            value={String(wordCount)}
            onChange={(n) => update({ wordCount: Number(n) as Bip39WordCount })}
          />
        </Row>
        <div className={styles.actions}>
          <Button variant="primary" onClick={generate} disabled={!words}>
            <IconRefresh size={18} aria-hidden />
            {t`Generate a new mnemonic`}
          </Button>
        </div>
        <TextInput
          label={t`Mnemonic`}
          value={mnemonic}
          onChange={(value) => {
            setEntropyDraft(null);
            update({ mnemonic: value });
          }}
          multiline
          rows={3}
          copyable
          copyLabel={t`Copy mnemonic`}
          error={decoded?.error}
          hint={t`A secret: never stored by this page. Anyone with these words controls the wallet.`}
        />
        {/* Always there, its line reserved by the message itself while empty (the kit's `ht-reserve`):
            the word list and the first mnemonic arrive after the first paint, and the fields below
            must not move when the message appears. */}
        <p className={`${styles.valid} ht-reserve`} role="status" data-reserve={validText}>
          {decoded?.value ? validText : ''}
        </p>
        <TextInput
          label={t`Entropy (hex)`}
          value={entropyDraft ?? decoded?.value ?? ''}
          onChange={onEntropy}
          monospace
          copyable
          copyLabel={t`Copy entropy`}
          error={draftCheck?.error}
          hint={t`128 to 256 bits: 32, 40, 48, 56 or 64 hex digits.`}
        />
        <TextInput label={t`Passphrase (optional)`} value={passphrase} onChange={(value) => update({ passphrase: value })} hint={t`A secret too: a different passphrase gives a different seed.`} />
        <TextInput
          label={t`Seed (hex)`}
          value={seed?.value ?? ''}
          readOnly
          multiline
          monospace
          rows={3}
          copyable
          copyLabel={t`Copy seed`}
          error={seed?.error}
          hint={t`PBKDF2-HMAC-SHA512, 2048 iterations, salt "mnemonic" + passphrase.`}
        />
      </Stack>
    </Card>
  );
}
