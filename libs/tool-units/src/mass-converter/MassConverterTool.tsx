import { UnitConverter } from '../unit-converter/UnitConverter.js';
import { massConverterState } from './state.js';

/** Mass converter: the UI, the shared unit converter showing every mass unit. */
export default function MassConverterTool() {
  return <UnitConverter kind="mass" spec={massConverterState} />;
}
