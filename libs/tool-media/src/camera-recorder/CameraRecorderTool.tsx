import { Button, ButtonsSelect, Card, Checkbox, IntegerInput, Select, Stack, useToolState } from '@handy-tools/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CaptureGallery } from '../shared/media-devices/CaptureGallery.js';
import { DeviceSelect, StreamToggle } from '../shared/media-devices/DeviceControls.js';
import { MediaStreamProblem } from '../shared/media-devices/MediaErrorMessage.js';
import { chooseRecorderMimeType } from '../shared/media-devices/media-logic.js';
import styles from '../shared/media-devices/media.module.css';
import { RecorderControls } from '../shared/media-devices/RecorderControls.js';
import { useCaptures } from '../shared/media-devices/useCaptures.js';
import { useMediaStream } from '../shared/media-devices/useMediaStream.js';
import { useRecorder, type Recording } from '../shared/media-devices/useRecorder.js';
import { cameraConstraints, snapshotEncoding, snapshotGeometry, type Resolution } from './camera-recorder.js';
import { cameraRecorderState } from './state.js';

/** Camera recorder: preview, record (MediaRecorder), snapshots, gallery with downloads. */
export default function CameraRecorderTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(cameraRecorderState);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const constraints = useMemo(
    () => cameraConstraints({ cameraId, microphoneId, resolution: state.resolution, audio: state.audio }),
    [cameraId, microphoneId, state.resolution, state.audio],
  );
  const media = useMediaStream(constraints, { camera: t`Camera`, microphone: t`Microphone` });
  const video = useRef<HTMLVideoElement>(null);
  const { captures, add: addCapture, remove } = useCaptures();
  const [snapshotError, setSnapshotError] = useState('');

  // MediaRecorder exists only in browsers: the chosen type is worked out after the first render.
  const [mime, setMime] = useState<{ mimeType: string; preferred: boolean } | null>(null);
  const [recordingSupported, setRecordingSupported] = useState(true);
  useEffect(() => {
    if (typeof MediaRecorder === 'undefined') {
      setRecordingSupported(false);
      setMime({ mimeType: '', preferred: false });
      return;
    }
    setMime(chooseRecorderMimeType('video', (type) => MediaRecorder.isTypeSupported(type), state.format));
  }, [state.format]);

  const onRecording = useCallback((r: Recording) => addCapture({ kind: 'video', ...r }), [addCapture]);
  const recorder = useRecorder(media.stream, mime?.mimeType ?? '', onRecording);

  useEffect(() => {
    if (video.current) video.current.srcObject = media.stream;
  }, [media.stream]);

  const takeSnapshot = () => {
    const el = video.current;
    if (!el) return;
    setSnapshotError('');
    let geometry: ReturnType<typeof snapshotGeometry>;
    let encoding: ReturnType<typeof snapshotEncoding>;
    try {
      geometry = snapshotGeometry(el.videoWidth, el.videoHeight, state.mirrorSnapshots);
      encoding = snapshotEncoding(state.snapshotFormat, state.quality);
    } catch (e) {
      setSnapshotError(e instanceof Error ? e.message : String(e));
      return;
    }
    const canvas = document.createElement('canvas');
    canvas.width = geometry.width;
    canvas.height = geometry.height;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.setTransform(...geometry.transform);
    context.drawImage(el, 0, 0, geometry.width, geometry.height);
    canvas.toBlob(
      (blob) => {
        if (!blob) {
          setSnapshotError(t`The browser could not encode the snapshot.`);
          return;
        }
        addCapture({
          kind: 'snapshot',
          blob,
          url: URL.createObjectURL(blob),
          mimeType: blob.type || encoding.mimeType,
          createdAt: new Date(),
          width: geometry.width,
          height: geometry.height,
        });
      },
      encoding.mimeType,
      encoding.quality,
    );
  };

  const live = media.status === 'live';
  const settings = live ? media.stream?.getVideoTracks()[0]?.getSettings() : undefined;
  const resolutionOptions: { value: Resolution; label: string }[] = [
    { value: 'default', label: t`Camera default` },
    { value: '480p', label: '480p (640×480)' },
    { value: '720p', label: '720p (1280×720)' },
    { value: '1080p', label: '1080p (1920×1080)' },
    { value: '2160p', label: '4K (3840×2160)' },
  ];
  const formatLabel = mime === null ? '…' : mime.mimeType || t`browser default`;
  const summary = [
    state.resolution === 'default' ? t`camera's default size` : resolutionOptions.find((o) => o.value === state.resolution)!.label,
    state.mirror ? t`mirrored preview` : t`unmirrored preview`,
    state.audio ? t`with sound` : t`no sound`,
    formatLabel,
    state.snapshotFormat === 'png' ? t`PNG snapshots` : `${state.snapshotFormat.toUpperCase()} ${state.quality} %`,
  ].join(' · ');

  return (
    <Stack>
      <Card title={t`Devices and settings`}>
        <Stack>
          <div className={styles.grid2}>
            <DeviceSelect device="camera" devices={media.cameras} value={cameraId} onChange={setCameraId} />
            <DeviceSelect device="microphone" devices={media.microphones} value={microphoneId} onChange={setMicrophoneId} />
            <Select label={t`Resolution`} value={state.resolution} onChange={(resolution) => update({ resolution })} options={resolutionOptions} />
            <Select
              label={t`Recording format`}
              value={state.format}
              onChange={(format) => update({ format })}
              options={[
                { value: 'auto', label: t`Best available` },
                { value: 'webm-vp9', label: 'WebM (VP9 + Opus)' },
                { value: 'webm-vp8', label: 'WebM (VP8 + Opus)' },
                { value: 'mp4', label: 'MP4 (H.264 + AAC)' },
              ]}
            />
          </div>
          <div className={styles.controls}>
            <Checkbox label={t`Mirror the preview`} checked={state.mirror} onChange={(mirror) => update({ mirror })} />
            <Checkbox label={t`Record sound`} checked={state.audio} onChange={(audio) => update({ audio })} />
            <Checkbox label={t`Mirror snapshots too`} checked={state.mirrorSnapshots} onChange={(mirrorSnapshots) => update({ mirrorSnapshots })} />
          </div>
          <div className={styles.grid2}>
            <ButtonsSelect
              label={t`Snapshot format`}
              value={state.snapshotFormat}
              onChange={(snapshotFormat) => update({ snapshotFormat })}
              options={[
                { value: 'png', label: 'PNG' },
                { value: 'jpeg', label: 'JPEG' },
                { value: 'webp', label: 'WebP' },
              ]}
            />
            {state.snapshotFormat !== 'png' && (
              <IntegerInput label={t`Snapshot quality (%)`} value={state.quality} min={1} max={100} onChange={(quality) => update({ quality })} />
            )}
          </div>
          <output className={styles.summary} aria-label={t`Recording settings`}>
            {summary}
          </output>
          {mime && state.format !== 'auto' && !mime.preferred && (
            <p className={styles.muted}>
              <Trans>This browser cannot record the chosen format; the best one it can is used instead.</Trans>
            </p>
          )}
        </Stack>
      </Card>

      <Card title={t`Preview`}>
        <Stack>
          <div className={styles.stage}>
            <video
              ref={video}
              className={state.mirror ? styles.mirrored : undefined}
              autoPlay
              muted
              playsInline
              aria-label={t`Camera preview`}
              hidden={!live}
            />
            {!live && (
              <p className={styles.placeholder}>
                {media.status === 'starting' ? <Trans>Waiting for the camera…</Trans> : <Trans>The camera is off. Click “Start camera”: the browser will ask for permission.</Trans>}
              </p>
            )}
            {recorder.state !== 'inactive' && (
              <span className={styles.badge} aria-hidden>
                {recorder.state === 'paused' ? t`Paused` : t`REC`}
              </span>
            )}
          </div>
          <MediaStreamProblem media={media} device="camera" />
          <div className={styles.controls}>
            <StreamToggle media={media} device="camera" />
            <Button onClick={takeSnapshot} disabled={!live}>
              {t`Take snapshot`}
            </Button>
            <RecorderControls recorder={recorder} canStart={live && recordingSupported && mime !== null} />
            <span className={styles.muted} role="status">
              {recorder.state === 'recording' ? t`Recording…` : recorder.state === 'paused' ? t`Paused` : live && settings?.width ? t`Live: ${settings.width}×${settings.height}` : ''}
            </span>
          </div>
          {!recordingSupported && (
            <p className={styles.muted}>
              <Trans>This browser cannot record video (no MediaRecorder); snapshots still work.</Trans>
            </p>
          )}
          {(recorder.error || snapshotError) && <p className={styles.muted}>{recorder.error || snapshotError}</p>}
        </Stack>
      </Card>

      <Card title={t`Captures`}>
        <CaptureGallery
          captures={captures}
          label={t`Captures`}
          itemTestId="capture"
          fileNamePrefix={(c) => (c.kind === 'video' ? 'video' : 'snapshot')}
          onDelete={remove}
          empty={<Trans>Snapshots and recordings appear here, newest first, to check before you download them. They stay in this page only.</Trans>}
        />
      </Card>
    </Stack>
  );
}
