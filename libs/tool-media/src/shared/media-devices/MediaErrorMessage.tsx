import { Alert } from '@handy-tools/ui';
import { Trans } from '@lingui/react/macro';
import type { MediaErrorKind } from './media-logic.js';
import type { MediaStreamHandle } from './useMediaStream.js';

/**
 * Explains why the camera or microphone could not be opened, and what to do about it.
 *
 * @param kind - the failure (see `classifyMediaError`).
 * @param device - what was asked for: `camera` (camera and microphone) or `microphone`.
 * @param detail - the browser's own message, shown small.
 */
export function MediaErrorMessage({ kind, device, detail }: { kind: MediaErrorKind; device: 'camera' | 'microphone'; detail?: string }) {
  const body = (() => {
    switch (kind) {
      case 'denied':
        return device === 'camera' ? (
          <Trans>
            Access to the camera was denied. Allow it in your browser's site settings (the icon left of the address), then
            click Start again. Nothing is recorded or sent anywhere: everything stays in this page.
          </Trans>
        ) : (
          <Trans>
            Access to the microphone was denied. Allow it in your browser's site settings (the icon left of the address),
            then click Start again. Nothing is recorded or sent anywhere: everything stays in this page.
          </Trans>
        );
      case 'not-found':
        return device === 'camera' ? (
          <Trans>No camera was found. Plug one in (or enable it in your system settings) and click Start again.</Trans>
        ) : (
          <Trans>No microphone was found. Plug one in (or enable it in your system settings) and click Start again.</Trans>
        );
      case 'in-use':
        return <Trans>The device is busy or failed to start: close other apps or tabs using it, then try again.</Trans>;
      case 'overconstrained':
        return <Trans>The chosen device cannot deliver these settings (resolution or device). Choose others and try again.</Trans>;
      case 'insecure':
        return <Trans>Browsers only allow cameras and microphones on secure pages (https or localhost).</Trans>;
      case 'unsupported':
        return <Trans>This browser cannot capture from cameras or microphones.</Trans>;
      case 'aborted':
        return <Trans>The request was interrupted. Click Start to try again.</Trans>;
      default:
        return <Trans>The device could not be opened.</Trans>;
    }
  })();
  return (
    <Alert type="error">
      <p style={{ margin: 0 }}>{body}</p>
      {detail ? <p style={{ margin: '4px 0 0', fontSize: '0.85em', opacity: 0.8 }}>{detail}</p> : null}
    </Alert>
  );
}

/**
 * What went wrong with the stream, if anything: the failure explained (see {@link MediaErrorMessage})
 * after a failed start, or a status line when the device went away while live.
 *
 * @param media - the handle from {@link useMediaStream}.
 * @param device - what was asked for: `camera` (camera and microphone) or `microphone`.
 */
export function MediaStreamProblem({ media, device }: { media: MediaStreamHandle; device: 'camera' | 'microphone' }) {
  return (
    <>
      {media.status === 'error' && media.error && <MediaErrorMessage kind={media.error} device={device} detail={media.errorDetail} />}
      {media.status === 'ended' && (
        <p role="status">
          {device === 'camera' ? <Trans>The camera was disconnected or stopped by the system.</Trans> : <Trans>The microphone was disconnected or stopped by the system.</Trans>}
        </p>
      )}
    </>
  );
}
