import { Button } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { formatDuration } from './media-logic.js';
import styles from './media.module.css';
import type { RecorderHandle } from './useRecorder.js';

/**
 * The recording buttons and clock shared by the camera recorder and the microphone tester:
 * "Start recording" while idle; "Pause" or "Resume" and "Stop recording" while a recording runs;
 * then the elapsed time (pauses excluded) in an `<output>` named "Elapsed time".
 * Renders a fragment, so the caller places it in its own row of controls next to other buttons.
 *
 * @param recorder - the handle from {@link useRecorder}.
 * @param canStart - whether "Start recording" is enabled (a live stream, a recorder in this browser, a chosen type).
 */
export function RecorderControls({ recorder, canStart }: { recorder: RecorderHandle; canStart: boolean }) {
  const { t } = useLingui();
  return (
    <>
      {recorder.state === 'inactive' ? (
        <Button onClick={recorder.start} disabled={!canStart}>
          {t`Start recording`}
        </Button>
      ) : (
        <>
          {recorder.state === 'recording' ? <Button onClick={recorder.pause}>{t`Pause`}</Button> : <Button onClick={recorder.resume}>{t`Resume`}</Button>}
          <Button variant="primary" onClick={recorder.stop}>
            {t`Stop recording`}
          </Button>
        </>
      )}
      <output className={styles.clock} aria-label={t`Elapsed time`}>
        {formatDuration(recorder.elapsedMs)}
      </output>
    </>
  );
}
