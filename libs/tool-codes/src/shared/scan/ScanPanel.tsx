import { Alert, Button, FileUpload, Stack, ToolInputError, useAsyncResult, useObjectUrl } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { scanImage, stopScanWorker } from './scan-client.js';
import type { ScanStage } from './scan-protocol.js';
import styles from './scan.module.css';
import type { ReadCodesOptions, ScannedCode } from './zxing.js';

/** A shipped sample image: its name (for the file list) and URL. */
export interface ScanSample {
  name: string;
  url: string;
}

/** Props of {@link ScanPanel}. */
export interface ScanPanelProps {
  /** The drop zone's label. */
  label: string;
  /** Formats and effort; memoise it (compared by identity). */
  options: ReadCodesOptions;
  /** A sample image to read (an example), or null for the visitor's own. */
  sample: ScanSample | null;
  /** Called when the visitor brings an image of their own (so the tool forgets its sample). */
  onOwnImage: () => void;
  /** Draws the codes found (at least one). */
  children: (codes: ScannedCode[]) => ReactNode;
  /** What to say when the image holds no code of the formats looked for. */
  noneFound: string;
}

/**
 * A shipped sample as a Blob. A bundler may inline a small file as a `data:` URL, which is decoded
 * here: the Content-Security-Policy's `connect-src` does not allow fetching it.
 */
async function sampleBlob(url: string): Promise<Blob> {
  const inline = /^data:([^;,]+);base64,(.*)$/.exec(url);
  if (!inline) return (await fetch(url)).blob();
  return new Blob([Uint8Array.from(atob(inline[2] ?? ''), (c) => c.charCodeAt(0))], { type: inline[1] });
}

interface Job {
  image: Blob;
  options: ReadCodesOptions;
}

const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError';

/**
 * The image side of a decoder tool: a drop zone (choose, drop or paste an image), a camera
 * (started only on a click; its tracks stop when it finds a code, on Stop and when the tool closes),
 * the picture with every code found outlined and numbered, the reading state with Cancel, and the
 * tool's own rendering of the codes.
 */
export function ScanPanel({ label, options, sample, onOwnImage, children, noneFound }: ScanPanelProps) {
  const { t } = useLingui();
  const [ownImage, setOwnImage] = useState<Blob | null>(null);
  const [sampleImage, setSampleImage] = useState<{ url: string; blob: Blob } | null>(null);
  const [sampleError, setSampleError] = useState<string | null>(null);
  useEffect(() => {
    if (!sample) return;
    let live = true;
    sampleBlob(sample.url).then(
      (blob) => live && setSampleImage({ url: sample.url, blob }),
      () => live && setSampleError(t`The sample image could not be loaded.`),
    );
    return () => {
      live = false;
    };
  }, [sample, t]);
  const image = sample ? (sampleImage?.url === sample.url ? sampleImage.blob : null) : ownImage;

  const previewUrl = useObjectUrl(image);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => setNatural(null), [image]);

  const [stage, setStage] = useState<ScanStage | null>(null);
  const job = useMemo<Job | null>(() => (image ? { image, options } : null), [image, options]);
  const [cancelled, setCancelled] = useState<Job | null>(null);
  const result = useAsyncResult(job !== null && job !== cancelled ? job : null, (request: Job, signal) =>
    scanImage(request.image, request.options, signal, setStage).catch((error: unknown) => {
      if (isAbort(error)) return new Promise<never>(() => undefined); // a newer request took over
      if (error instanceof ToolInputError) throw error;
      throw new ToolInputError(error instanceof Error ? error.message : String(error));
    }),
  );
  useEffect(() => () => stopScanWorker(), []);

  // The camera: started on a click only; every ~300 ms a frame is read; the first frame with a code is kept.
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [camera, setCamera] = useState<'off' | 'starting' | 'on'>('off');
  const [cameraError, setCameraError] = useState<string | null>(null);
  const stopCamera = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setCamera('off');
  }, []);
  useEffect(() => stopCamera, [stopCamera]);
  // Why the camera could not start, for the visitor.
  const cameraProblem = (error: unknown): string => {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'NotAllowedError' || name === 'SecurityError')
      return t`Camera access was denied. Allow the camera for this site in the browser (the camera icon in the address bar or the site settings), or choose a photo instead.`;
    if (name === 'NotFoundError' || name === 'OverconstrainedError') return t`No camera was found on this device. Choose a photo instead.`;
    if (name === 'NotReadableError') return t`The camera is in use by another app or could not be started.`;
    return t`The camera could not be started.`;
  };
  const startCamera = async () => {
    setCameraError(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setCameraError(t`This browser gives no camera access here (it needs a secure https page). Choose a photo instead.`);
      return;
    }
    setCamera('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      streamRef.current = stream;
      setCamera('on');
    } catch (error) {
      setCamera('off');
      setCameraError(cameraProblem(error));
    }
  };
  useEffect(() => {
    if (camera !== 'on' || !videoRef.current || !streamRef.current) return;
    const video = videoRef.current;
    video.srcObject = streamRef.current;
    void video.play().catch(() => undefined);
    const controller = new AbortController();
    let busy = false;
    const canvas = document.createElement('canvas');
    const timer = setInterval(() => {
      if (busy || video.readyState < 2 || video.videoWidth === 0) return;
      busy = true;
      const scale = Math.min(1, 1280 / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      scanImage({ width: frame.width, height: frame.height, data: frame.data }, { ...options, tryHarder: false }, controller.signal)
        .then((codes) => {
          if (codes.length === 0) return;
          canvas.toBlob((blob) => {
            if (!blob) return;
            onOwnImage();
            setOwnImage(blob);
            stopCamera();
          }, 'image/png');
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    }, 300);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [camera, options, onOwnImage, stopCamera]);

  const takeFiles = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    stopCamera();
    onOwnImage();
    setOwnImage(file);
  };

  const codes = result.status === 'done' ? result.value : null;
  const pendingWork = result.status === 'pending' || (sample !== null && image === null && !sampleError);

  return (
    <Stack>
      <div className={styles.sources}>
        <FileUpload label={label} accept="image/*" onFiles={takeFiles} allowImagePaste />
        <div className={styles.camera}>
          {camera === 'off' ? (
            <Button onClick={() => void startCamera()}>
              <IconCamera size={18} aria-hidden /> {t`Use the camera`}
            </Button>
          ) : (
            <Button onClick={stopCamera}>
              <IconCameraOff size={18} aria-hidden /> {t`Stop the camera`}
            </Button>
          )}
        </div>
      </div>
      {cameraError && <Alert type="warning">{cameraError}</Alert>}
      {sampleError && <Alert type="error">{sampleError}</Alert>}
      <div className={styles.stage} role="region" aria-label={t`Image`}>
        {camera !== 'off' ? (
          <video ref={videoRef} className={styles.video} muted playsInline aria-label={t`Camera view: hold a code in front of the camera`} />
        ) : previewUrl ? (
          <figure className={styles.figure}>
            <img src={previewUrl} alt={t`What is being read`} onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })} />
            {natural && codes && codes.length > 0 && (
              <svg className={styles.overlay} viewBox={`0 0 ${natural.width} ${natural.height}`} preserveAspectRatio="none" aria-hidden>
                {codes.map((code, i) => (
                  <g key={i}>
                    <polygon points={code.position.map((p) => `${p.x},${p.y}`).join(' ')} />
                    <text x={code.position[0]!.x + 4} y={code.position[0]!.y + 18}>
                      {i + 1}
                    </text>
                  </g>
                ))}
              </svg>
            )}
          </figure>
        ) : (
          <p className={styles.muted}>{t`No image yet: choose, drop or paste one, or use the camera.`}</p>
        )}
      </div>
      <div className={styles.status} aria-live="polite">
        {pendingWork && (
          <>
            <span role="status">{stage === 'decoding' ? t`Opening the image…` : t`Looking for codes…`}</span>
            {job && (
              <Button size="small" onClick={() => setCancelled(job)}>
                {t`Cancel`}
              </Button>
            )}
          </>
        )}
        {job !== null && job === cancelled && (
          <>
            <span>{t`Cancelled.`}</span>
            <Button size="small" onClick={() => setCancelled(null)}>
              {t`Read again`}
            </Button>
          </>
        )}
        {codes && codes.length > 0 && <span role="status">{codes.length === 1 ? t`1 code found.` : t`${codes.length} codes found.`}</span>}
      </div>
      <div className={styles.results}>
        {result.status === 'error' && <Alert type="error">{result.message}</Alert>}
        {codes && codes.length === 0 && <Alert type="info">{noneFound}</Alert>}
        {codes && codes.length > 0 && children(codes)}
      </div>
    </Stack>
  );
}

/** Technical facts of a code found: format, position, rotation, version, error correction. */
export function CodeFacts({ code, formatLabel }: { code: ScannedCode; formatLabel: string }) {
  const { t } = useLingui();
  const corners = code.position.map((p) => `(${p.x}, ${p.y})`).join(' ');
  const facts: [string, string][] = [
    [t`Format`, formatLabel],
    ...(code.version ? ([[t`Version`, code.version]] as [string, string][]) : []),
    ...(code.ecLevel ? ([[t`Error correction`, code.ecLevel]] as [string, string][]) : []),
    [t`Rotation`, `${code.rotation}°`],
    [t`Corners (px)`, corners],
    ...(code.sequence ? ([[t`Structured append`, t`${code.sequence.index} of ${code.sequence.size}`]] as [string, string][]) : []),
    ...(code.mirrored ? ([[t`Mirrored`, t`yes`]] as [string, string][]) : []),
    ...(code.inverted ? ([[t`Light on dark`, t`yes`]] as [string, string][]) : []),
    ...(code.gtin13 && code.gtin13 !== code.text ? ([[t`GTIN-13`, code.gtin13]] as [string, string][]) : []),
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export { styles as scanStyles };
