import {
  attempt,
  Alert,
  Button,
  ButtonsSelect,
  Card,
  Checkbox,
  IntegerInput,
  Row,
  Select,
  Stack,
  TextInput,
  useToolState,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconReload } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import {
  ImagePicker,
  ImageResult,
  pipelineStyles,
  useEncoderSupport,
  useImageSource,
  usePipelineResult,
} from '../shared/image-pipeline/ImagePipeline.js';
import { FORMAT_INFO, OUTPUT_FORMATS, outputFileName, parseHexColor, type OutputFormat } from '../shared/image-pipeline/formats.js';
import type { PipelineJob } from '../shared/image-pipeline/pipeline-types.js';
import { ASPECT_PRESETS, aspectLabel, resizerTarget, sameFormat } from './image-resizer.js';
import { imageResizerState, RESIZE_METHODS } from './state.js';

/**
 * Image resizer: the UI. Any image the browser reads is resized in a Web Worker (pica's
 * Lanczos-3 by default) to a size in pixels or percent, with the aspect ratio kept or chosen, and
 * written as the same format or another, with quality and a background for opaque formats.
 */
export default function ImageResizerTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(imageResizerState);
  const onOwnImage = useCallback(() => update({ sample: '' }), [update]);
  const source = useImageSource(state.sample !== '', onOwnImage);
  const support = useEncoderSupport();
  const facts = source.image?.facts ?? null;

  const size = useMemo(() => (facts ? attempt(() => resizerTarget(facts, state)) : null), [facts, state]);
  const background = attempt(() => parseHexColor(state.background));
  const format: OutputFormat = state.format === 'same' ? sameFormat(facts?.type ?? '', support?.avif ?? false) : state.format;
  const job = useMemo<PipelineJob | null>(
    () =>
      size?.value && !background.error
        ? {
            format,
            quality: state.quality,
            background: state.background,
            resize: { width: size.value.width, height: size.value.height, method: state.method },
          }
        : null,
    [size, background.error, format, state.quality, state.background, state.method],
  );
  const run = usePipelineResult(source.image, job);
  const info = FORMAT_INFO[format];

  const methodLabels: Record<(typeof RESIZE_METHODS)[number], string> = {
    lanczos3: t`Lanczos-3 (sharp, best for photos)`,
    mks2013: t`Magic Kernel Sharp 2013`,
    hamming: t`Hamming (softer)`,
    box: t`Box (average)`,
    browser: t`Browser's high-quality scaler (fastest)`,
    nearest: t`Nearest neighbour (pixel art)`,
  };
  const formatOptions = [
    {
      value: 'same' as const,
      label: facts
        ? t`Same as the original (${FORMAT_INFO[sameFormat(facts.type, support?.avif ?? false)].label})`
        : t`Same as the original`,
    },
    ...OUTPUT_FORMATS.map((f) => ({
      value: f,
      label: support && !support[f] ? t`${FORMAT_INFO[f].label} (not in this browser)` : FORMAT_INFO[f].label,
    })),
  ];
  const aspectOptions = ASPECT_PRESETS.map((a) => ({ value: a, label: a === 'original' ? t`The image's own` : t`${a} (stretches)` }));
  const notices: string[] = [];
  if (size?.value?.upscaled)
    notices.push(t`The output is larger than the original: upscaling adds no detail, it only makes pixels bigger and softer.`);
  if (run.result.status === 'done' && run.result.value.notes.includes('ico-downscaled'))
    notices.push(t`ICO images are at most 256 × 256 px: the icon was made smaller.`);
  const suffix = size?.value ? `-${size.value.width}x${size.value.height}` : '';

  return (
    <Stack>
      <Card title={t`Size`}>
        <Stack>
          <Row>
            <ButtonsSelect
              label={t`Resize by`}
              options={[
                { value: 'px', label: t`Pixels` },
                { value: 'percent', label: t`Percentage` },
              ]}
              value={state.unit}
              onChange={(unit) => update({ unit })}
            />
            <Checkbox label={t`Keep the aspect ratio`} checked={state.keepAspect} onChange={(keepAspect) => update({ keepAspect })} />
            {state.keepAspect && (
              <Select label={t`Aspect ratio`} options={aspectOptions} value={state.aspect} onChange={(aspect) => update({ aspect })} />
            )}
          </Row>
          <Row>
            {state.unit === 'px' ? (
              <>
                <IntegerInput label={t`Width (px)`} min={1} max={32767} value={state.width} onChange={(width) => update({ width })} />
                {state.keepAspect ? (
                  <TextInput label={t`Height (px, follows the width)`} value={size?.value ? String(size.value.height) : '—'} readOnly />
                ) : (
                  <IntegerInput label={t`Height (px)`} min={1} max={32767} value={state.height} onChange={(height) => update({ height })} />
                )}
              </>
            ) : (
              <>
                <IntegerInput
                  label={state.keepAspect ? t`Scale (%)` : t`Width (%)`}
                  min={1}
                  max={1000}
                  value={state.percent}
                  onChange={(percent) => update({ percent })}
                />
                {!state.keepAspect && (
                  <IntegerInput
                    label={t`Height (%)`}
                    min={1}
                    max={1000}
                    value={state.percentY}
                    onChange={(percentY) => update({ percentY })}
                  />
                )}
              </>
            )}
            <Button
              disabled={!facts}
              onClick={() =>
                facts && update({ unit: 'px', width: Math.round(facts.width), height: Math.round(facts.height), aspect: 'original' })
              }
            >
              <IconReload size={18} aria-hidden /> {t`Original size`}
            </Button>
          </Row>
          <p className={pipelineStyles.muted} aria-live="polite">
            {size?.value && facts
              ? t`${Math.round(facts.width)} × ${Math.round(facts.height)} px → ${size.value.width} × ${size.value.height} px (${aspectLabel(size.value.width, size.value.height)})`
              : '\u00a0'}
          </p>
          {size?.error && <Alert type="error">{size.error}</Alert>}
        </Stack>
      </Card>
      <Card title={t`Output`}>
        <Row>
          <Select label={t`Format`} options={formatOptions} value={state.format} onChange={(value) => update({ format: value })} />
          <Select
            label={t`Resampling`}
            options={RESIZE_METHODS.map((m) => ({ value: m, label: methodLabels[m] }))}
            value={state.method}
            onChange={(method) => update({ method })}
          />
          {info.lossy && (
            <IntegerInput label={t`Quality (0–100)`} min={0} max={100} value={state.quality} onChange={(quality) => update({ quality })} />
          )}
          {!info.alpha && (
            <TextInput
              label={t`Background (for transparency)`}
              value={state.background}
              onChange={(value) => update({ background: value })}
              error={background.error}
              monospace
            />
          )}
        </Row>
        {support && !support[format] && (
          <Alert type="warning">{t`This browser cannot write ${info.label} images; choose another format.`}</Alert>
        )}
      </Card>
      <Card>
        <div className={pipelineStyles.pair}>
          <ImagePicker label={t`Image to resize`} source={source} />
          <ImageResult
            image={source.image}
            run={run}
            fileName={outputFileName(source.image?.name ?? 'image', format, suffix)}
            notices={notices}
          />
        </div>
      </Card>
    </Stack>
  );
}
