import { UnitConverter } from '../unit-converter/UnitConverter.js';
import { volumeConverterState } from './state.js';

/** Volume converter: the UI, the shared unit converter showing every volume unit. */
export default function VolumeConverterTool() {
  return <UnitConverter kind="volume" spec={volumeConverterState} />;
}
