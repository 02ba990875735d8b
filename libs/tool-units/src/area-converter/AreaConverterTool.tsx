import { UnitConverter } from '../unit-converter/UnitConverter.js';
import { areaConverterState } from './state.js';

/** Area converter: the UI, the shared unit converter showing every area unit. */
export default function AreaConverterTool() {
  return <UnitConverter kind="area" spec={areaConverterState} />;
}
