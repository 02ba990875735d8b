import { Button, Select } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import type { DeviceOption } from './media-logic.js';
import type { MediaStreamHandle } from './useMediaStream.js';

/**
 * A "Camera" or "Microphone" select: "Default camera" / "Default microphone" (value `''`), then
 * every device the browser listed that has an id.
 *
 * @param device - which select: `camera` or `microphone` (gives its label and default entry).
 * @param devices - the devices of that kind (`cameras` or `microphones` of {@link useMediaStream}).
 * @param value - the chosen `deviceId`, `''` for the default one.
 * @param onChange - called with the newly chosen `deviceId`.
 */
export function DeviceSelect({
  device,
  devices,
  value,
  onChange,
}: {
  device: 'camera' | 'microphone';
  devices: readonly DeviceOption[];
  value: string;
  onChange: (deviceId: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Select
      label={device === 'camera' ? t`Camera` : t`Microphone`}
      value={value}
      onChange={onChange}
      options={[{ value: '', label: device === 'camera' ? t`Default camera` : t`Default microphone` }, ...devices.filter((d) => d.deviceId).map((d) => ({ value: d.deviceId, label: d.label }))]}
    />
  );
}

/**
 * The button that opens or closes the stream: "Start camera" / "Start microphone" (primary) while
 * it is off, failed or ended; "Stop camera" / "Stop microphone" while it is starting or live.
 *
 * @param media - the handle from {@link useMediaStream}.
 * @param device - what the stream is named after in the labels.
 */
export function StreamToggle({ media, device }: { media: MediaStreamHandle; device: 'camera' | 'microphone' }) {
  const { t } = useLingui();
  return media.status === 'live' || media.status === 'starting' ? (
    <Button onClick={media.stop}>{device === 'camera' ? t`Stop camera` : t`Stop microphone`}</Button>
  ) : (
    <Button variant="primary" onClick={() => void media.start()}>
      {device === 'camera' ? t`Start camera` : t`Start microphone`}
    </Button>
  );
}
