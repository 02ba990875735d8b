import { UnitConverter } from '../unit-converter/UnitConverter.js';
import { lengthConverterState } from './state.js';

/** Length converter: the UI, the shared unit converter showing every length unit. */
export default function LengthConverterTool() {
  return <UnitConverter kind="length" spec={lengthConverterState} />;
}
