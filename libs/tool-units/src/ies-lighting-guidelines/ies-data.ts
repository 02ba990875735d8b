/**
 * Recommended illuminance data, as a typed table.
 *
 * Two sources, named on every row:
 * - `IES_CATEGORIES`: the illuminance categories A–G of the IESNA Lighting Handbook, 9th edition
 *   (2000), "Determination of illuminance" — target illuminance in lux and foot-candles as the
 *   handbook prints them, grouped as orientation and simple visual tasks (A–C), common visual tasks
 *   (D–F) and special visual tasks (G).
 * - `IES_APPLICATIONS`: typical recommended ranges by space and task, in foot-candles, as lighting
 *   guides reprint the IES recommendations (the same kind of table the reference tool, sharevb/it-tools
 *   "ies-lighting-guidelines", showed: industry, application, foot-candle range, lighting type). These are
 *   rules of thumb for a first estimate: a design uses the current ANSI/IES recommended practice for the
 *   space (the 10th edition of the IES Lighting Handbook, 2011, and the ANSI/IES RP series replaced the
 *   categories with tables by age of the observers and task).
 */

/** An IES illuminance category (IESNA Lighting Handbook, 9th ed.). */
export interface IesCategory {
  category: 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';
  /** The kind of space or visual task, as the handbook words it. */
  description: string;
  /** Target illuminance in lux (G is a range). */
  lux: readonly [number, number];
  /** Target illuminance in foot-candles (G is a range). */
  fc: readonly [number, number];
  /** The handbook's group of categories. */
  group: 'orientation and simple visual tasks' | 'common visual tasks' | 'special visual tasks';
}

/** IESNA Lighting Handbook, 9th edition (2000): illuminance categories. */
export const IES_CATEGORIES: readonly IesCategory[] = [
  { category: 'A', description: 'Public spaces', lux: [30, 30], fc: [3, 3], group: 'orientation and simple visual tasks' },
  { category: 'B', description: 'Simple orientation for short visits', lux: [50, 50], fc: [5, 5], group: 'orientation and simple visual tasks' },
  { category: 'C', description: 'Working spaces where simple visual tasks are performed', lux: [100, 100], fc: [10, 10], group: 'orientation and simple visual tasks' },
  { category: 'D', description: 'Performance of visual tasks of high contrast and large size', lux: [300, 300], fc: [30, 30], group: 'common visual tasks' },
  { category: 'E', description: 'Performance of visual tasks of high contrast and small size, or low contrast and large size', lux: [500, 500], fc: [50, 50], group: 'common visual tasks' },
  { category: 'F', description: 'Performance of visual tasks of low contrast and small size', lux: [1000, 1000], fc: [100, 100], group: 'common visual tasks' },
  { category: 'G', description: 'Performance of visual tasks near threshold', lux: [3000, 10000], fc: [300, 1000], group: 'special visual tasks' },
];

/** A space or task and its typical recommended illuminance range. */
export interface IesApplication {
  /** The industry or building type, e.g. `Office`. */
  industry: string;
  /** The space or task, e.g. `Conference room`. */
  application: string;
  /** Lowest recommended illuminance, foot-candles. */
  fcMin: number;
  /** Highest recommended illuminance, foot-candles. */
  fcMax: number;
  /** The kind of luminaire usually chosen. */
  lighting: string;
}

/** Typical recommended illuminance by space and task, foot-candles (see the module comment for the source). */
export const IES_APPLICATIONS: readonly IesApplication[] = [
  { industry: 'Office', application: 'General office work (reading, writing)', fcMin: 30, fcMax: 50, lighting: 'LED troffers or panels, task lights' },
  { industry: 'Office', application: 'Computer work (screens)', fcMin: 20, fcMax: 50, lighting: 'Low-glare LED panels, indirect lighting' },
  { industry: 'Office', application: 'Conference room', fcMin: 30, fcMax: 50, lighting: 'Dimmable LED panels or downlights' },
  { industry: 'Office', application: 'Drafting, detailed drawing', fcMin: 50, fcMax: 100, lighting: 'LED panels plus adjustable task lights' },
  { industry: 'Office', application: 'Reception, lobby', fcMin: 10, fcMax: 30, lighting: 'LED downlights, decorative fixtures' },
  { industry: 'Office', application: 'Filing, copying', fcMin: 20, fcMax: 30, lighting: 'LED troffers' },
  { industry: 'Circulation', application: 'Corridors, hallways', fcMin: 5, fcMax: 20, lighting: 'LED downlights or wall packs' },
  { industry: 'Circulation', application: 'Stairways', fcMin: 5, fcMax: 10, lighting: 'LED wall or ceiling fixtures' },
  { industry: 'Circulation', application: 'Restrooms', fcMin: 10, fcMax: 20, lighting: 'LED downlights, vanity lights' },
  { industry: 'Circulation', application: 'Elevators', fcMin: 5, fcMax: 10, lighting: 'LED downlights' },
  { industry: 'Education', application: 'Classroom', fcMin: 30, fcMax: 50, lighting: 'LED troffers or suspended direct/indirect' },
  { industry: 'Education', application: 'Lecture hall', fcMin: 30, fcMax: 50, lighting: 'Dimmable LED downlights' },
  { industry: 'Education', application: 'Laboratory', fcMin: 50, fcMax: 75, lighting: 'LED troffers, sealed fixtures' },
  { industry: 'Education', application: 'Library reading area', fcMin: 30, fcMax: 50, lighting: 'LED panels, reading lamps' },
  { industry: 'Education', application: 'Library stacks', fcMin: 20, fcMax: 30, lighting: 'LED linear fixtures along the aisles' },
  { industry: 'Education', application: 'Gymnasium', fcMin: 30, fcMax: 50, lighting: 'LED high bays with guards' },
  { industry: 'Healthcare', application: 'Patient room, general', fcMin: 10, fcMax: 30, lighting: 'LED panels, dimmable' },
  { industry: 'Healthcare', application: 'Examination room', fcMin: 50, fcMax: 100, lighting: 'High-CRI LED panels, examination lights' },
  { industry: 'Healthcare', application: 'Operating room, general', fcMin: 100, fcMax: 200, lighting: 'Sealed high-CRI LED panels (surgical lights for the task)' },
  { industry: 'Healthcare', application: 'Pharmacy', fcMin: 50, fcMax: 100, lighting: 'LED troffers' },
  { industry: 'Healthcare', application: 'Waiting room', fcMin: 10, fcMax: 30, lighting: 'LED downlights or panels' },
  { industry: 'Retail', application: 'Sales floor, general', fcMin: 50, fcMax: 100, lighting: 'LED troffers, track lights' },
  { industry: 'Retail', application: 'Feature displays', fcMin: 100, fcMax: 200, lighting: 'LED track or accent spotlights' },
  { industry: 'Retail', application: 'Grocery store', fcMin: 50, fcMax: 100, lighting: 'LED linear fixtures, high bays' },
  { industry: 'Retail', application: 'Checkout counter', fcMin: 50, fcMax: 75, lighting: 'LED downlights or linear fixtures' },
  { industry: 'Hospitality', application: 'Restaurant dining', fcMin: 5, fcMax: 20, lighting: 'Dimmable LED downlights, pendants' },
  { industry: 'Hospitality', application: 'Commercial kitchen', fcMin: 50, fcMax: 100, lighting: 'Sealed LED fixtures (food safe)' },
  { industry: 'Hospitality', application: 'Hotel lobby', fcMin: 10, fcMax: 20, lighting: 'LED downlights, decorative fixtures' },
  { industry: 'Hospitality', application: 'Hotel room', fcMin: 10, fcMax: 20, lighting: 'LED lamps, downlights' },
  { industry: 'Industrial', application: 'Warehouse, inactive storage', fcMin: 5, fcMax: 10, lighting: 'LED high bays with occupancy sensors' },
  { industry: 'Industrial', application: 'Warehouse, active storage and picking', fcMin: 20, fcMax: 30, lighting: 'LED high bays or aisle fixtures' },
  { industry: 'Industrial', application: 'Loading dock', fcMin: 10, fcMax: 20, lighting: 'LED dock lights, wall packs' },
  { industry: 'Industrial', application: 'Assembly, rough (easy seeing)', fcMin: 20, fcMax: 30, lighting: 'LED high bays' },
  { industry: 'Industrial', application: 'Assembly, medium', fcMin: 50, fcMax: 100, lighting: 'LED high or low bays' },
  { industry: 'Industrial', application: 'Assembly, fine', fcMin: 100, fcMax: 200, lighting: 'LED low bays plus task lights' },
  { industry: 'Industrial', application: 'Assembly, extra fine (electronics)', fcMin: 200, fcMax: 500, lighting: 'Task lights with magnifiers' },
  { industry: 'Industrial', application: 'Machine shop, rough work', fcMin: 30, fcMax: 50, lighting: 'LED high bays' },
  { industry: 'Industrial', application: 'Machine shop, fine work', fcMin: 100, fcMax: 200, lighting: 'LED high bays plus machine lights' },
  { industry: 'Industrial', application: 'Inspection, ordinary', fcMin: 50, fcMax: 100, lighting: 'High-CRI LED fixtures' },
  { industry: 'Industrial', application: 'Inspection, difficult', fcMin: 100, fcMax: 200, lighting: 'High-CRI LED task lights' },
  { industry: 'Industrial', application: 'Inspection, exacting', fcMin: 200, fcMax: 500, lighting: 'High-CRI LED task lights, inspection lamps' },
  { industry: 'Industrial', application: 'Paint booth', fcMin: 50, fcMax: 100, lighting: 'Hazardous-location LED fixtures' },
  { industry: 'Residential', application: 'Living room, general', fcMin: 5, fcMax: 10, lighting: 'LED lamps, downlights' },
  { industry: 'Residential', application: 'Kitchen counters', fcMin: 30, fcMax: 50, lighting: 'Under-cabinet LED strips' },
  { industry: 'Residential', application: 'Reading', fcMin: 30, fcMax: 50, lighting: 'Reading lamps' },
  { industry: 'Residential', application: 'Workshop, hobby bench', fcMin: 50, fcMax: 100, lighting: 'LED shop lights, task lamps' },
  { industry: 'Outdoor', application: 'Parking garage', fcMin: 5, fcMax: 10, lighting: 'LED garage fixtures' },
  { industry: 'Outdoor', application: 'Parking lot', fcMin: 1, fcMax: 5, lighting: 'LED area lights on poles' },
  { industry: 'Outdoor', application: 'Building entrance', fcMin: 5, fcMax: 10, lighting: 'LED wall packs, canopy lights' },
  { industry: 'Outdoor', application: 'Walkways', fcMin: 0.5, fcMax: 2, lighting: 'LED bollards, pole lights' },
  { industry: 'Sports', application: 'Recreational court or field', fcMin: 20, fcMax: 50, lighting: 'LED sports floodlights' },
  { industry: 'Sports', application: 'Competition (televised)', fcMin: 100, fcMax: 200, lighting: 'LED sports floodlights' },
];
