import { attempt, Button, ButtonsSelect, Card, Checkbox, Link, Row, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { EMPTY_DIRECTIVE, urlTextFragmentMakerState } from './state.js';
import { buildTextDirective, makeTextFragmentUrl, type ExistingDirectives, type TextDirective } from './url-text-fragment-maker.js';
import styles from './UrlTextFragmentMakerTool.module.css';

/** URL text fragment maker: page URL + texts → a link with `#:~:text=` directives (WICG Text Fragments). */
export default function UrlTextFragmentMakerTool() {
  const { t } = useLingui();
  const [{ url, directives, existing, commaSeparatedStarts }, update] = useToolState(urlTextFragmentMakerState);

  const urlError = useMemo(
    () => (url.trim() === '' ? null : (attempt(() => makeTextFragmentUrl(url, [{ textStart: 'x' }])).error ?? null)),
    [url],
  );
  const rowErrors = useMemo(
    () =>
      directives.map((d, i) => {
        const n = i + 1;
        const filled = [d.textStart, d.textEnd, d.prefix, d.suffix].some((s) => s.trim() !== '');
        return filled ? (attempt(() => buildTextDirective(d, directives.length > 1 ? t`Text ${n}` : t`The text`)).error ?? null) : null;
      }),
    [directives, t],
  );
  const result = useMemo(
    () =>
      url.trim() === '' || urlError || rowErrors.some(Boolean)
        ? null
        : attempt(() => makeTextFragmentUrl(url, directives, { existing, commaSeparatedStarts })),
    [url, urlError, rowErrors, directives, existing, commaSeparatedStarts],
  );
  const made = result?.value;
  const keptCount = made?.kept.length ?? 0;

  const setRow = (index: number, patch: Partial<TextDirective>) =>
    update({ directives: directives.map((d, i) => (i === index ? { ...d, ...patch } : d)) });

  return (
    <Stack>
      <Card>
        <Stack>
          <p className={styles.intro}>
            {t`A text fragment link scrolls to a text on the page and highlights it, even where the page has no anchor.`}{' '}
            <Link href="https://wicg.github.io/scroll-to-text-fragment/">{t`Specification`}</Link>
          </p>
          <TextInput
            label={t`Page URL`}
            type="url"
            value={url}
            onChange={(value) => update({ url: value })}
            placeholder="https://example.com/article"
            monospace
            spellCheck={false}
            error={urlError}
          />
        </Stack>
      </Card>
      {directives.map((d, i) => {
        const n = i + 1;
        return (
          <Card key={i} title={t`Text ${n}`}>
            <Stack>
              <Row>
                <TextInput
                  label={t`Start text`}
                  value={d.textStart}
                  onChange={(textStart) => setRow(i, { textStart })}
                  placeholder={t`The text to highlight, or where it starts`}
                  error={rowErrors[i]}
                />
                <TextInput
                  label={t`End text (optional)`}
                  value={d.textEnd}
                  onChange={(textEnd) => setRow(i, { textEnd })}
                  placeholder={t`Where a long passage ends`}
                />
              </Row>
              <Row>
                <TextInput
                  label={t`Prefix (optional)`}
                  value={d.prefix}
                  onChange={(prefix) => setRow(i, { prefix })}
                  placeholder={t`Words right before the text`}
                />
                <TextInput
                  label={t`Suffix (optional)`}
                  value={d.suffix}
                  onChange={(suffix) => setRow(i, { suffix })}
                  placeholder={t`Words right after the text`}
                />
              </Row>
              {directives.length > 1 && (
                <div>
                  <Button size="small" onClick={() => update({ directives: directives.filter((_, j) => j !== i) })}>
                    <IconTrash size={16} aria-hidden />
                    {t`Remove text ${n}`}
                  </Button>
                </div>
              )}
            </Stack>
          </Card>
        );
      })}
      <Card>
        <Stack>
          <div className={styles.actions}>
            <Button onClick={() => update({ directives: [...directives, EMPTY_DIRECTIVE] })} disabled={directives.length >= 20}>
              <IconPlus size={18} aria-hidden />
              {t`Add another text`}
            </Button>
          </div>
          <Row>
            <ButtonsSelect<ExistingDirectives>
              label={t`Directives already in the URL`}
              size="small"
              value={existing}
              onChange={(value) => update({ existing: value })}
              options={[
                { value: 'keep', label: t`Keep them` },
                { value: 'replace', label: t`Replace them` },
              ]}
            />
            <Checkbox
              label={t`Commas in a start text separate several texts (it-tools)`}
              checked={commaSeparatedStarts}
              onChange={(value) => update({ commaSeparatedStarts: value })}
            />
          </Row>
          <TextInput
            label={t`URL with text fragment`}
            value={made?.url ?? ''}
            readOnly
            multiline
            rows={3}
            monospace
            copyable
            copyLabel={t`Copy the URL`}
            error={result?.error}
            hint={
              made?.assumedHttps
                ? t`No scheme was given: https:// is assumed.`
                : keptCount > 0
                  ? t`Directives already in the URL kept: ${keptCount}.`
                  : t`Dashes, commas, ampersands and spaces in the texts are percent-encoded, as the specification requires.`
            }
          />
          <TextCopyable label={t`Fragment`} showLabel value={made?.fragment ?? ''} copyLabel={t`Copy the fragment`} reserve={24} />
          <div className={styles.actions}>
            {made ? (
              <Link href={made.url}>{t`Open the link in a new tab`}</Link>
            ) : (
              <span className={styles.muted}>{t`Open the link in a new tab`}</span>
            )}
          </div>
          <p
            className={styles.muted}
          >{t`Supported by Chrome, Edge, Safari and Firefox (131 and later); other browsers open the page at its top.`}</p>
        </Stack>
      </Card>
    </Stack>
  );
}
