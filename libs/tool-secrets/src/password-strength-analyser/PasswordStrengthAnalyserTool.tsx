import { useLingui } from '@lingui/react/macro';
import { Alert, attempt, Card, Checkbox, Progress, Stack, Table, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { ToolInputError } from '@handy-tools/ui/kit';
import { useEffect, useMemo, useState } from 'react';
import { passwordStrengthAnalyserState } from './state.js';
import styles from './password-strength-analyser.module.css';
import { createPasswordAnalysisClient, isSupersededAnalysis, type PasswordAnalysisClient } from './password-strength-client.js';
import {
  bruteForceEstimate,
  parseUserInputs,
  PASSWORD_MAX_LENGTH,
  SCORE_LABELS,
  type CrackTimeEstimate,
  type PasswordAnalysis,
  type PatternMatch,
} from './password-strength-analyser.js';

type Loaded = { status: 'loading' } | { status: 'ready'; client: PasswordAnalysisClient } | { status: 'failed' };
type Outcome = { value: PasswordAnalysis; error?: undefined } | { value?: undefined; error: string };

/**
 * Password strength analyser: the UI. State keys: password (SECRET, never stored), userInputs
 * (input), show (option). zxcvbn and its dictionaries load in a Web Worker on first display,
 * and analyse there, so a long password never freezes the page.
 */
export default function PasswordStrengthAnalyserTool() {
  const { t } = useLingui();
  const [{ password, userInputs, show }, update] = useToolState(passwordStrengthAnalyserState);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const client = createPasswordAnalysisClient();
    client.ready.then(
      () => live && setLoaded({ status: 'ready', client }),
      () => live && setLoaded({ status: 'failed' }),
    );
    return () => {
      live = false;
      client.dispose();
    };
  }, []);

  const words = useMemo(() => attempt(() => parseUserInputs(userInputs)), [userInputs]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [analysing, setAnalysing] = useState(false);
  useEffect(() => {
    if (loaded.status !== 'ready' || password === '') return;
    let live = true;
    setAnalysing(true);
    loaded.client.analyse(password, words.value ?? []).then(
      (value) => {
        if (!live) return;
        setOutcome({ value });
        setAnalysing(false);
      },
      (error: unknown) => {
        if (!live || isSupersededAnalysis(error)) return;
        setOutcome({ error: error instanceof ToolInputError ? error.message : t`This password could not be analysed.` });
        setAnalysing(false);
      },
    );
    return () => {
      live = false;
    };
  }, [loaded, password, words, t]);
  // The last result while the next one is computed; nothing once the field is cleared.
  const analysis = password === '' ? null : outcome;
  const result = analysis?.value;
  // The brute-force view: cheap (one pass over the characters), so computed here, as you type.
  const brute = useMemo(() => (password === '' ? null : bruteForceEstimate(password)), [password]);
  const fewerTimes = result && brute ? brute.guessesLog10 - result.guessesLog10 : 0;

  const timeColumns: TableColumn<CrackTimeEstimate>[] = [
    { key: 'label', header: t`Attack scenario` },
    { key: 'display', header: t`Time to crack` },
  ];
  const matchColumns: TableColumn<PatternMatch>[] = [
    { key: 'pattern', header: t`Pattern` },
    { key: 'token', header: t`Part of the password`, render: (row) => <span className={styles.token}>{row.token}</span> },
    { key: 'explanation', header: t`Why` },
    { key: 'guessesLog10', header: t`Guesses (log10)`, render: (row) => row.guessesLog10.toFixed(2) },
  ];
  const tone = (score: number) => (score <= 1 ? styles.weak : score === 2 ? styles.fair : styles.strong);

  return (
    <Card>
      <Stack>
        <TextInput
          label={t`Password`}
          type={show ? 'text' : 'password'}
          value={password}
          onChange={(password) => update({ password })}
          monospace
          autoComplete="off"
          error={analysis?.error}
          hint={t`A secret: analysed in your browser, never stored or sent.`}
        />
        <Checkbox label={t`Show password`} checked={show} onChange={(show) => update({ show })} />
        <TextInput
          label={t`Personal words (optional)`}
          value={userInputs}
          onChange={(userInputs) => update({ userInputs })}
          error={words.error}
          hint={t`Your name, birthday, e-mail, the site's name…, separated by commas: treated as easy to guess.`}
        />
        {loaded.status === 'loading' && <Progress label={t`Loading the password dictionaries…`} />}
        {loaded.status === 'failed' && <Alert type="error">{t`The password dictionaries could not be loaded. Reload the page to try again.`}</Alert>}
        {loaded.status === 'ready' && password === '' && <Alert type="info">{t`Type a password to see how hard it is to guess.`}</Alert>}
        {password !== '' && analysing && <Progress label={t`Analysing…`} />}
        {result && (
          <>
            {result.truncated && (
              <Alert type="info">{`${t`Only the start is analysed (zxcvbn is slow on longer text):`} ${PASSWORD_MAX_LENGTH} ${t`characters. A password this long is strong anyway unless it repeats itself.`}`}</Alert>
            )}
            <div className={styles.meter} aria-hidden>
              {[1, 2, 3, 4].map((i) => (
                <span key={i} className={[styles.segment, i <= result.score ? tone(result.score) : ''].join(' ')} />
              ))}
            </div>
            <p className={styles.score}>
              {t`Score:`} <output aria-label={t`Score`}>{`${result.score} / 4`}</output> — {SCORE_LABELS[result.score]}
            </p>
            <p className={styles.line}>
              {t`Estimated guesses:`}{' '}
              <output aria-label={t`Guesses`}>
                10<sup>{result.guessesLog10.toFixed(2)}</sup> ({result.guesses.toLocaleString('en-US', { maximumSignificantDigits: 3 })})
              </output>
            </p>
            <Table aria-label={t`Crack time estimates`} columns={timeColumns} rows={result.crackTimes} getRowKey={(row) => row.key} rowHeader="label" />
            {result.warning && <Alert type="warning">{result.warning}</Alert>}
            {result.suggestions.length > 0 && (
              <ul className={styles.suggestions} aria-label={t`Suggestions`}>
                {result.suggestions.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            )}
            <Table
              aria-label={t`Patterns found`}
              columns={matchColumns}
              rows={result.matches}
              getRowKey={(row) => `${row.start}-${row.end}-${row.pattern}`}
            />
          </>
        )}
        {brute && (
          <section className={styles.brute} aria-label={t`Brute-force estimate`}>
            <h3 className={styles.heading}>{t`Brute-force estimate (every character random)`}</h3>
            <dl className={styles.facts}>
              <div>
                <dt>{t`Length`}</dt>
                <dd>
                  <output aria-label={t`Length`}>{brute.length}</output> {t`characters`}
                </dd>
              </div>
              <div>
                <dt>{t`Character-set size`}</dt>
                <dd>
                  <output aria-label={t`Character-set size`}>{brute.charsetSize}</output>
                  {brute.classes.length > 0 && <> ({brute.classes.map((c) => `${c.size} ${c.label}`).join(' + ')})</>}
                </dd>
              </div>
              <div>
                <dt>{t`Entropy = length × log2(character-set size)`}</dt>
                <dd>
                  <output aria-label={t`Brute-force entropy`}>{t`${brute.entropyBits.toFixed(1)} bits`}</output>
                </dd>
              </div>
              <div>
                <dt>{t`Time to try every combination at 10¹⁰ guesses per second`}</dt>
                <dd>
                  <output aria-label={t`Brute-force crack time`}>{brute.display}</output> ({t`half of it on average`})
                </dd>
              </div>
            </dl>
            <p className={styles.line}>
              {t`10¹⁰ guesses per second is an offline attack on a fast hash (SHA-256, MD5) with graphics cards, the last scenario of the table above. A slow hash (bcrypt, scrypt, Argon2) makes each guess about a million times more costly.`}
            </p>
            {result && (
              <p className={styles.line}>
                <output aria-label={t`Why the estimates differ`}>
                {fewerTimes >= 1
                  ? t`zxcvbn expects about 10^${result.guessesLog10.toFixed(1)} guesses, brute force 10^${brute.guessesLog10.toFixed(1)}: zxcvbn is 10^${fewerTimes.toFixed(1)} times faster because attackers try the patterns it found (common words, names, keyboard walks, dates, repeats, l33t) before random strings. The brute-force figure holds only for a password drawn at random, as a generator does; for one a person chose, trust zxcvbn's.`
                  : t`Both estimates are close (zxcvbn about 10^${result.guessesLog10.toFixed(1)} guesses, brute force 10^${brute.guessesLog10.toFixed(1)}): zxcvbn found no pattern that shortens the search much, as for a randomly generated password. zxcvbn counts about 10 guesses per character it cannot explain, and only the first ${PASSWORD_MAX_LENGTH} characters.`}
                </output>
              </p>
            )}
          </section>
        )}
      </Stack>
    </Card>
  );
}
