import { UnitConverter } from '../unit-converter/UnitConverter.js';
import { illuminanceConverterState } from './state.js';

/** Illuminance converter: the UI, the shared unit converter showing every illuminance unit. */
export default function IlluminanceConverterTool() {
  return <UnitConverter kind="illuminance" spec={illuminanceConverterState} />;
}
