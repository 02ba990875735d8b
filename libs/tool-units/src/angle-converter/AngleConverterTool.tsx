import { UnitConverter } from '../unit-converter/UnitConverter.js';
import { angleConverterState } from './state.js';

/** Angle converter: the UI, the shared unit converter showing every angle unit. */
export default function AngleConverterTool() {
  return <UnitConverter kind="angle" spec={angleConverterState} />;
}
