import { UnitConverter } from '../unit-converter/UnitConverter.js';
import { pressureConverterState } from './state.js';

/** Pressure converter: the UI, the shared unit converter showing every pressure unit. */
export default function PressureConverterTool() {
  return <UnitConverter kind="pressure" spec={pressureConverterState} />;
}
