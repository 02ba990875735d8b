import { attempt, ButtonsSelect, Card, Checkbox, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { slugifyStringState } from './state.js';
import { parseReplacements, slugifyString, type SlugCase, type SlugLocale } from './slugify-string.js';

/** The number typed in a field, NaN when it is not a whole number. */
function wholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** Slugify string: text → URL slug, live, with the options of @sindresorhus/slugify. */
export default function SlugifyStringTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(slugifyStringState);
  const { input, separator, preserveCharacters, maxLength, replacements, perLine } = state;

  // The field keeps what is typed; the state keeps the last valid number.
  const [maxText, setMaxText] = useState(() => String(maxLength));
  const [shownMax, setShownMax] = useState(maxLength);
  if (shownMax !== maxLength) {
    setShownMax(maxLength);
    if (wholeNumber(maxText) !== maxLength) setMaxText(String(maxLength));
  }
  const maxError = Number.isNaN(wholeNumber(maxText)) ? t`Enter a whole number of characters (0 for no limit).` : null;

  const rules = useMemo(() => attempt(() => parseReplacements(replacements)), [replacements]);
  const separatorError = useMemo(() => attempt(() => slugifyString('', { separator })).error ?? null, [separator]);
  const preserveError = useMemo(
    () => (separatorError ? null : (attempt(() => slugifyString('', { separator, preserveCharacters })).error ?? null)),
    [separator, preserveCharacters, separatorError],
  );
  const result = useMemo(
    () =>
      rules.value === undefined || separatorError || preserveError
        ? null
        : attempt(() =>
            slugifyString(input, {
              separator,
              case: state.case,
              decamelize: state.decamelize,
              transliterate: state.transliterate,
              locale: state.locale,
              replacements: rules.value,
              preserveCharacters,
              preserveLeadingUnderscore: state.preserveLeadingUnderscore,
              preserveTrailingDash: state.preserveTrailingDash,
              perLine,
              unique: state.unique,
              maxLength,
            }),
          ),
    [input, separator, state, rules, preserveCharacters, perLine, maxLength, separatorError, preserveError],
  );
  const slug = result?.value ?? '';
  const empty = input.trim() !== '' && result?.value === '';

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Text to slugify`}
            value={input}
            onChange={(value) => update({ input: value })}
            multiline
            rows={perLine ? 6 : 3}
            placeholder={t`My file path, or a page title…`}
            error={result?.error}
          />
          <TextInput
            label={perLine ? t`Slugs` : t`Slug`}
            value={slug}
            readOnly
            multiline
            rows={perLine ? 6 : 2}
            monospace
            copyable
            copyLabel={t`Copy the slug`}
            hint={empty ? t`No letter or digit is left to make a slug from.` : undefined}
          />
        </Stack>
      </Card>
      <Card title={t`Options`}>
        <Stack>
          <Row>
            <TextInput
              label={t`Separator`}
              value={separator}
              onChange={(value) => update({ separator: value })}
              monospace
              spellCheck={false}
              error={separatorError}
              hint={t`Between words; may be empty.`}
            />
            <ButtonsSelect<SlugCase>
              label={t`Case`}
              size="small"
              value={state.case}
              onChange={(value) => update({ case: value })}
              options={[
                { value: 'lower', label: t`lower case` },
                { value: 'keep', label: t`Keep case` },
                { value: 'upper', label: t`UPPER CASE` },
              ]}
            />
            <Select<SlugLocale>
              label={t`Transliteration rules`}
              value={state.locale}
              onChange={(value) => update({ locale: value })}
              options={[
                { value: '', label: t`General (ä → ae, ö → oe, ø → o)` },
                { value: 'de', label: t`German (ä → ae, ß → ss)` },
                { value: 'sv', label: t`Swedish (ä → a, ö → o)` },
                { value: 'da', label: t`Danish (ø → oe, å → aa)` },
                { value: 'nb', label: t`Norwegian (ø → oe, å → aa)` },
                { value: 'tr', label: t`Turkish (ö → o, ü → u)` },
                { value: 'hu', label: t`Hungarian (ö → o, ű → u)` },
                { value: 'sr', label: t`Serbian (ђ → dj, љ → lj)` },
              ]}
            />
            <TextInput
              label={t`Maximum length`}
              type="number"
              inputMode="numeric"
              value={maxText}
              onChange={(text) => {
                setMaxText(text);
                const n = wholeNumber(text);
                if (!Number.isNaN(n) && n <= 10_000) update({ maxLength: n });
              }}
              error={maxError}
              hint={t`0: no limit. Cut at a word boundary.`}
            />
          </Row>
          <Row>
            <Checkbox label={t`Split camelCase words`} checked={state.decamelize} onChange={(value) => update({ decamelize: value })} />
            <Checkbox
              label={t`Transliterate to ASCII`}
              checked={state.transliterate}
              onChange={(value) => update({ transliterate: value })}
            />
            <Checkbox label={t`One slug per line`} checked={perLine} onChange={(value) => update({ perLine: value })} />
            {perLine && (
              <Checkbox label={t`Number repeated slugs (-2, -3…)`} checked={state.unique} onChange={(value) => update({ unique: value })} />
            )}
            <Checkbox
              label={t`Keep a leading underscore`}
              checked={state.preserveLeadingUnderscore}
              onChange={(value) => update({ preserveLeadingUnderscore: value })}
            />
            <Checkbox
              label={t`Keep a trailing dash`}
              checked={state.preserveTrailingDash}
              onChange={(value) => update({ preserveTrailingDash: value })}
            />
          </Row>
          <Row>
            <TextInput
              label={t`Characters to keep`}
              value={preserveCharacters}
              onChange={(value) => update({ preserveCharacters: value })}
              monospace
              spellCheck={false}
              placeholder="#."
              error={preserveError}
              hint={t`Each character typed here stays in the slug, e.g. # or .`}
            />
            <TextInput
              label={t`Replacements`}
              value={replacements}
              onChange={(value) => update({ replacements: value })}
              multiline
              rows={3}
              monospace
              spellCheck={false}
              openFile={false}
              placeholder={'@= at \n%= percent '}
              error={rules.error}
              hint={t`One rule per line, from=to, applied first. Spaces around "to" make it a word of its own. Built in: & → and, ♥ → love.`}
            />
          </Row>
        </Stack>
      </Card>
    </Stack>
  );
}
