import { attempt, Alert, Card, Checkbox, downloadFile, IntegerInput, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  BatchResults,
  ImagePicker,
  ImageResult,
  pipelineStyles,
  useEncoderSupport,
  useImageSource,
  usePipelineResult,
} from '../shared/image-pipeline/ImagePipeline.js';
import { FORMAT_INFO, OUTPUT_FORMATS, outputFileName, parseHexColor, svgRenderSize } from '../shared/image-pipeline/formats.js';
import type { PipelineJob } from '../shared/image-pipeline/pipeline-types.js';
import { imageConverterState } from './state.js';

/**
 * Image format converter: the UI. Any image the browser reads (and SVG, drawn at a chosen size)
 * is converted in a Web Worker to PNG, JPEG, WebP, AVIF (where the browser writes it), GIF, BMP
 * or ICO, with quality and a background for formats without transparency.
 */
export default function ImageConverterTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(imageConverterState);
  const onOwnImage = useCallback(() => update({ sample: '' }), [update]);
  const source = useImageSource(state.sample !== '', onOwnImage);
  const support = useEncoderSupport();
  const facts = source.image?.facts ?? null;
  const info = FORMAT_INFO[state.format];

  const svgSize = useMemo(
    () => (facts?.svg != null ? attempt(() => svgRenderSize(facts, { scale: state.svgScale, width: state.svgWidth })) : null),
    [facts, state.svgScale, state.svgWidth],
  );
  const background = attempt(() => parseHexColor(state.background));
  const svgTarget = svgSize?.value;
  const job = useMemo<PipelineJob | null>(() => {
    if (background.error || svgSize?.error) return null;
    return {
      format: state.format,
      quality: state.quality,
      background: state.background,
      resize: null,
      svgRender: { scale: state.svgScale, width: state.svgWidth },
      gifTransparency: state.gifTransparency,
    };
  }, [
    background.error,
    svgSize?.error,
    state.format,
    state.quality,
    state.background,
    state.svgScale,
    state.svgWidth,
    state.gifTransparency,
  ]);
  const run = usePipelineResult(source.image, job);
  const fileName = outputFileName(source.image?.name ?? 'image', state.format);

  // The original tool's behaviour, as an option: download each result as soon as it is ready.
  const downloaded = useRef<Blob | null>(null);
  const done = run.result.status === 'done' ? run.result.value : null;
  useEffect(() => {
    if (!state.autoDownload || !done || state.sample || downloaded.current === done.blob) return;
    downloaded.current = done.blob;
    downloadFile(done.blob, fileName, done.blob.type);
  }, [state.autoDownload, state.sample, done, fileName]);

  const batchName = useCallback((name: string) => outputFileName(name, state.format), [state.format]);
  const autoDownloadOutput = useCallback((output: { blob: Blob }, name: string) => downloadFile(output.blob, name, output.blob.type), []);

  const [scaleText, setScaleText] = useState(String(state.svgScale));
  const notices: string[] = [];
  if (done?.notes.includes('ico-downscaled'))
    notices.push(t`ICO images are at most 256 × 256 px: the icon was made smaller, keeping its shape.`);
  if (state.format === 'gif')
    notices.push(t`GIF holds at most 256 colours and on/off transparency: photos get banding; prefer PNG or WebP for them.`);

  const formatOptions = OUTPUT_FORMATS.map((f) => ({
    value: f,
    label: support && !support[f] ? t`${FORMAT_INFO[f].label} (not in this browser)` : FORMAT_INFO[f].label,
  }));

  return (
    <Stack>
      <Card title={t`Output`}>
        <Stack>
          <Row>
            <Select label={t`Format`} options={formatOptions} value={state.format} onChange={(format) => update({ format })} />
            {info.lossy && (
              <IntegerInput
                label={t`Quality (0–100)`}
                min={0}
                max={100}
                value={state.quality}
                onChange={(quality) => update({ quality })}
              />
            )}
            {(!info.alpha || (state.format === 'gif' && !state.gifTransparency)) && (
              <TextInput
                label={t`Background (for transparency)`}
                value={state.background}
                onChange={(value) => update({ background: value })}
                error={background.error}
                monospace
              />
            )}
            {state.format === 'gif' && (
              <Checkbox
                label={t`Keep transparency`}
                checked={state.gifTransparency}
                onChange={(gifTransparency) => update({ gifTransparency })}
              />
            )}
          </Row>
          {support && !support[state.format] && (
            <Alert type="warning">{t`This browser cannot write ${info.label} images (its canvas has no ${info.label} encoder); choose another format, or open this page in a browser that writes ${info.label}.`}</Alert>
          )}
          <Row>
            <TextInput
              label={t`SVG scale (×)`}
              type="number"
              value={scaleText}
              onChange={(value) => {
                setScaleText(value);
                const n = Number(value);
                if (value.trim() !== '' && n >= 0.01 && n <= 64) update({ svgScale: n });
              }}
              error={
                scaleText.trim() === '' || !(Number(scaleText) >= 0.01 && Number(scaleText) <= 64)
                  ? t`Enter a scale from 0.01 to 64.`
                  : null
              }
            />
            <IntegerInput
              label={t`SVG width (px, 0 = use the scale)`}
              min={0}
              max={32767}
              value={state.svgWidth}
              onChange={(svgWidth) => update({ svgWidth })}
            />
            <Checkbox
              label={t`Download as soon as converted`}
              checked={state.autoDownload}
              onChange={(autoDownload) => update({ autoDownload })}
            />
          </Row>
          <p className={pipelineStyles.muted} aria-live="polite">
            {svgTarget ? t`The SVG is drawn at ${svgTarget.width} × ${svgTarget.height} px.` : '\u00a0'}
          </p>
          {svgSize?.error && <Alert type="error">{svgSize.error}</Alert>}
        </Stack>
      </Card>
      <Card>
        <div className={pipelineStyles.pair}>
          <ImagePicker label={t`Images to convert`} source={source} multiple />
          <ImageResult image={source.image} run={run} fileName={fileName} notices={notices} />
        </div>
      </Card>
      {source.more.length > 0 && (
        <Card title={t`Other files`}>
          <BatchResults files={source.more} job={job} fileName={batchName} onOutput={state.autoDownload ? autoDownloadOutput : undefined} />
        </Card>
      )}
    </Stack>
  );
}
