import { attempt, Alert, Button, Card, CopyButton, downloadFile, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ART_WRAPPINGS,
  drawFiglet,
  FIGLET_FONTS,
  FIGLET_LAYOUTS,
  isFigletFontLoaded,
  loadFigletFont,
  wrapArt,
  type ArtWrapping,
  type FigletLayout,
} from './ascii-text-drawer.js';
import styles from './AsciiTextDrawerTool.module.css';
import { asciiTextDrawerState } from './state.js';

/** The preview renders at most this much of the text in each font. */
const PREVIEW_CHARS = 40;

/** ASCII art text (FIGlet): the UI. */
export default function AsciiTextDrawerTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(asciiTextDrawerState);
  const { input, font, horizontalLayout, verticalLayout, width, wrapping } = state;
  // Bumped when a font finishes loading, so the drawing is recomputed.
  const [loaded, setLoaded] = useState(0);
  const [fontError, setFontError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setFontError(null);
    loadFigletFont(font).then(
      () => live && setLoaded((n) => n + 1),
      (error: unknown) => live && setFontError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [font]);

  const result = useMemo(
    () => (loaded > 0 && isFigletFontLoaded(font) ? attempt(() => drawFiglet(input, { font, horizontalLayout, verticalLayout, width })) : null),
    [input, font, horizontalLayout, verticalLayout, width, loaded],
  );
  const art = result?.value ? wrapArt(result.value.art, wrapping) : '';
  const missing = result?.value?.missing.join(' ') ?? '';

  const layoutOptions = useMemo(() => {
    const labels: Record<FigletLayout, string> = {
      default: t`Font default`,
      full: t`Full width`,
      fitted: t`Fitted`,
      'controlled smushing': t`Controlled smushing`,
      'universal smushing': t`Universal smushing`,
    };
    return FIGLET_LAYOUTS.map((value) => ({ value, label: labels[value] }));
  }, [t]);
  const wrappingOptions = useMemo(() => {
    const labels: Record<ArtWrapping, string> = {
      none: t`None`,
      'line-comment': t`// comment`,
      'hash-comment': t`# comment`,
      'block-comment': t`/* block comment */`,
      'html-comment': t`<!-- HTML comment -->`,
      javascript: t`JavaScript console.log`,
      python: t`Python print`,
      bash: t`Bash here-document`,
    };
    return ART_WRAPPINGS.map((value) => ({ value, label: labels[value] }));
  }, [t]);
  const fontOptions = useMemo(() => FIGLET_FONTS.map((name) => ({ value: name, label: name })), []);

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput label={t`Text`} value={input} onChange={(value) => update({ input: value })} multiline rows={2} error={result?.error} />
          <Row>
            <Select label={t`Font`} options={fontOptions} value={font} onChange={(value) => update({ font: value })} searchable />
            <TextInput
              label={t`Width (columns)`}
              type="number"
              value={String(width)}
              onChange={(value) => {
                const n = Number(value);
                if (Number.isInteger(n) && n >= 0 && n <= 10_000) update({ width: n });
              }}
              hint={t`0: never wrap.`}
            />
          </Row>
          <Row>
            <Select label={t`Horizontal layout`} options={layoutOptions} value={horizontalLayout} onChange={(value) => update({ horizontalLayout: value })} />
            <Select label={t`Vertical layout`} options={layoutOptions} value={verticalLayout} onChange={(value) => update({ verticalLayout: value })} />
            <Select label={t`Wrap for code`} options={wrappingOptions} value={wrapping} onChange={(value) => update({ wrapping: value })} />
          </Row>
          {fontError && <Alert type="error">{fontError}</Alert>}
        </Stack>
      </Card>
      <Card>
        <Stack>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to scroll by keyboard (WCAG 2.1.1) */}
          <pre className={styles.art} aria-label={t`ASCII art`} role="region" tabIndex={0}>
            <output>{art}</output>
          </pre>
          <div className={styles.actions}>
            <CopyButton value={art} label={t`Copy the ASCII art`} showLabel disabled={art === ''} />
            <Button onClick={() => downloadFile(`${art}\n`, 'ascii-art.txt', 'text/plain;charset=utf-8')} disabled={art === ''}>
              {t`Download .txt`}
            </Button>
          </div>
          {missing && <Alert type="info">{t`This font has no letters for: ${missing}`}</Alert>}
        </Stack>
      </Card>
      <FontPreviews
        text={input}
        horizontalLayout={horizontalLayout}
        verticalLayout={verticalLayout}
        onPick={(name) => update({ font: name })}
      />
    </Stack>
  );
}

interface PreviewProps {
  text: string;
  horizontalLayout: FigletLayout;
  verticalLayout: FigletLayout;
  onPick: (font: string) => void;
}

/** The text in every font, loaded and drawn one font at a time so the page never freezes; on request. */
function FontPreviews({ text, horizontalLayout, verticalLayout, onPick }: PreviewProps) {
  const { t } = useLingui();
  const [running, setRunning] = useState(false);
  const [previews, setPreviews] = useState<{ font: string; art: string }[]>([]);
  const run = useRef(0);
  const sample = Array.from(text.trim() || 'Abc').slice(0, PREVIEW_CHARS).join('');

  useEffect(() => {
    if (!running) return;
    const id = ++run.current;
    setPreviews([]);
    void (async () => {
      const batch: { font: string; art: string }[] = [];
      for (const font of FIGLET_FONTS) {
        if (run.current !== id) return;
        try {
          await loadFigletFont(font);
          batch.push({ font, art: drawFiglet(sample, { font, horizontalLayout, verticalLayout, width: 0 }).art });
        } catch {
          // A font that cannot draw this text is left out of the preview.
        }
        if (batch.length >= 8) {
          const done = batch.splice(0);
          setPreviews((list) => [...list, ...done]);
          // Let the page paint and take input between batches.
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
      }
      if (run.current !== id) return;
      setPreviews((list) => [...list, ...batch]);
      setRunning(false);
    })();
    const counter = run;
    return () => {
      counter.current++;
    };
  }, [running, sample, horizontalLayout, verticalLayout]);

  const total = FIGLET_FONTS.length;
  const count = previews.length;
  return (
    <Card title={t`Every font`}>
      <Stack>
        <div className={styles.actions}>
          {running ? (
            <Button onClick={() => setRunning(false)}>{t`Stop`}</Button>
          ) : (
            <Button variant="primary" onClick={() => setRunning(true)}>
              {count > 0 ? t`Preview again with this text` : t`Preview in every font`}
            </Button>
          )}
          {(running || count > 0) && (
            <output aria-live="polite" aria-label={t`Fonts previewed`}>
              {t`${count} of ${total} fonts`}
            </output>
          )}
        </div>
        {count > 0 && (
          <ul className={styles.previews} aria-label={t`Font previews`}>
            {previews.map(({ font, art }) => (
              <li key={font} className={styles.preview}>
                <div className={styles.previewHead}>
                  <strong>{font}</strong>
                  <Button size="small" onClick={() => onPick(font)}>
                    {t`Use ${font}`}
                  </Button>
                </div>
                <pre className={styles.previewArt} aria-label={font}>
                  {art}
                </pre>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
