import { UnitConverter } from '../unit-converter/UnitConverter.js';
import { powerConverterState } from './state.js';

/** Power converter: the UI, the shared unit converter showing every power unit. */
export default function PowerConverterTool() {
  return <UnitConverter kind="power" spec={powerConverterState} />;
}
