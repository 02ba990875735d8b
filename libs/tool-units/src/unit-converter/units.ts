/**
 * The unit table shared by the unit converters: every unit of every physical kind the
 * converters know, with its factor to the kind's SI unit and the source of that factor.
 *
 * A factor is written as `num / den × π^pi` with `num` and `den` decimal strings, so that units
 * defined by a ratio (1 torr = 101325/760 Pa, 1 US survey foot = 1200/3937 m, 1° = π/180 rad)
 * are stored exactly and conversions between them stay exact. Main sources:
 * - NIST Special Publication 811 (2008 edition), "Guide for the Use of the International System of
 *   Units", Appendix B.8 (factors in alphabetical order) and B.9 (by kind) — cited as "NIST SP 811 B.8";
 * - BIPM, The International System of Units (SI Brochure), 9th edition (2019), Table 7 (prefixes),
 *   Table 8 (non-SI units accepted for use with the SI) — cited as "SI Brochure";
 * - the definitions those rows come from (international yard and pound agreement 1959, UK Weights
 *   and Measures Act 1985 for imperial units, IAU resolutions for astronomical units).
 */

/**
 * The physical kinds the unit converters handle. Temperature scales are affine (a zero of their
 * own, see `UnitDef.offset`); the temperature converter has its own tool, the many-units converter
 * reads them from this table.
 */
export type UnitKind = 'length' | 'area' | 'volume' | 'mass' | 'temperature' | 'pressure' | 'force' | 'energy' | 'power' | 'angle' | 'illuminance';

/** A unit and its exact or stated-precision factor to its kind's SI unit. */
export interface UnitDef {
  /** Stable identifier used in links and stored state, ASCII, unique over all kinds (e.g. `ft`, `us-gal`). */
  id: string;
  kind: UnitKind;
  /** English name, singular, e.g. `foot`. */
  name: string;
  /** Usual symbol, e.g. `ft`. */
  symbol: string;
  /** Other symbols and names accepted when parsing (e.g. `'`, `feet`). */
  aliases: readonly string[];
  /** Numerator of the factor to the SI unit, a decimal string. */
  num: string;
  /** Denominator of the factor, a decimal string (`'1'` when the factor is a plain decimal). */
  den: string;
  /** Power of π in the factor (1 for degrees in radians, −1 for the parsec). */
  pi: number;
  /**
   * A decimal string added to a value in this unit before the factor applies: `'0'` except on
   * temperature scales whose zero is not absolute zero (°C: 273.15, so K = (t + 273.15) × 1;
   * °F: 459.67, so K = (t + 459.67) × 5/9).
   */
  offset: string;
  /**
   * `true` when the factor is exact by definition; otherwise the factor is a measured or rounded
   * value and `precision` says how good it is.
   */
  exact: boolean;
  /** For an inexact factor: its precision, e.g. `CODATA 2022, relative standard uncertainty 3.1e-10`. */
  precision?: string;
  /** Where the factor comes from, e.g. `NIST SP 811 B.8: foot = 3.048 E-01 m (exact)`. */
  source: string;
  /** Rare units and SI-prefixed forms hidden until the visitor asks for every unit. */
  more: boolean;
}

/** The SI (coherent) unit of each kind: what every factor converts to. */
export const SI_UNIT_OF_KIND: Readonly<Record<UnitKind, string>> = {
  length: 'm',
  area: 'm2',
  volume: 'm3',
  mass: 'kg',
  temperature: 'K',
  pressure: 'Pa',
  force: 'N',
  energy: 'J',
  power: 'W',
  angle: 'rad',
  illuminance: 'lx',
};

/** The kinds in display order. */
export const UNIT_KINDS: readonly UnitKind[] = ['length', 'area', 'volume', 'mass', 'temperature', 'pressure', 'force', 'energy', 'power', 'angle', 'illuminance'];

interface Row {
  id: string;
  name: string;
  symbol: string;
  aliases?: readonly string[];
  /** Factor: a decimal, or `[num, den]`. */
  f: string | readonly [string, string];
  pi?: number;
  /** See `UnitDef.offset` (default `'0'`). */
  offset?: string;
  precision?: string;
  source: string;
  more?: boolean;
}

/** SI prefixes (SI Brochure, Table 7) used by the tables: symbol, ASCII id part, name, power of ten. */
const PREFIXES = {
  P: ['P', 'peta', 15],
  T: ['T', 'tera', 12],
  G: ['G', 'giga', 9],
  M: ['M', 'mega', 6],
  k: ['k', 'kilo', 3],
  h: ['h', 'hecto', 2],
  da: ['da', 'deca', 1],
  d: ['d', 'deci', -1],
  c: ['c', 'centi', -2],
  m: ['m', 'milli', -3],
  u: ['µ', 'micro', -6],
  n: ['n', 'nano', -9],
  p: ['p', 'pico', -12],
  f: ['f', 'femto', -15],
} as const satisfies Record<string, readonly [string, string, number]>;

type Prefix = keyof typeof PREFIXES;

function pow10(exponent: number): string {
  return exponent >= 0 ? `1${'0'.repeat(exponent)}` : `0.${'0'.repeat(-exponent - 1)}1`;
}

/**
 * Prefixed forms of a unit (kilometre, millibar…). `power` is 2 or 3 for square and cubic
 * units, where the prefix applies before squaring (1 km² = 10⁶ m²). `times` is the base unit's
 * own factor when it is not 1 (bar = 10⁵ Pa, tonne = 10³ kg…). `common` prefixes are shown by
 * default, the others only with every unit.
 */
function prefixed(
  base: { id: string; name: string; symbol: string; sup?: string; power?: number; times?: number; source: string },
  all: readonly Prefix[],
  common: readonly Prefix[],
): Row[] {
  const power = base.power ?? 1;
  return all.map((p) => {
    const [sym, name, exp] = PREFIXES[p];
    const symbol = `${sym}${base.symbol}${base.sup ?? ''}`;
    const aliases: string[] = [];
    if (sym === 'µ') aliases.push(`μ${base.symbol}${base.sup ?? ''}`, `u${base.symbol}${base.sup ?? ''}`);
    if (base.sup) aliases.push(`${sym === 'µ' ? 'u' : sym}${base.symbol}${base.sup === '²' ? '2' : '3'}`);
    return {
      id: `${p}${base.id}`,
      name: base.name.replace('{p}', name),
      symbol,
      aliases,
      f: pow10(exp * power + (base.times ?? 0)),
      source: `${base.source}; prefix ${name} (${sym}) = 10^${exp} (SI Brochure, Table 7), exact`,
      more: !common.includes(p),
    };
  });
}

const NIST = 'NIST SP 811 B.8';
const ALL_PREFIXES: readonly Prefix[] = ['P', 'T', 'G', 'M', 'k', 'h', 'da', 'd', 'c', 'm', 'u', 'n', 'p', 'f'];

// Exact building blocks (decimal strings), all from NIST SP 811 B.8 and the definitions cited.
const INCH = '0.0254';
const FOOT = '0.3048';
const IN2 = '0.00064516';
const FT2 = '0.09290304';
const IN3 = '0.000016387064';
const POUND = '0.45359237';
const LBF = '4.4482216152605';
const US_GAL = '0.003785411784';
const IMP_GAL = '0.00454609';
const BTU_IT = '1055.05585262';
const G_N = '9.80665';

/** Multiplies decimal strings exactly (schoolbook on BigInt, so the table needs no decimal library). */
function times(...factors: string[]): string {
  let digits = 1n;
  let scale = 0;
  for (const f of factors) {
    const [int = '', frac = ''] = f.split('.');
    digits *= BigInt(`${int}${frac}`);
    scale += frac.length;
  }
  const negative = digits < 0n;
  let text = (negative ? -digits : digits).toString().padStart(scale + 1, '0');
  if (scale > 0) text = `${text.slice(0, -scale)}.${text.slice(-scale)}`.replace(/\.?0+$/, '');
  return `${negative ? '-' : ''}${text}`;
}

const TABLES: Record<UnitKind, Row[]> = {
  length: [
    { id: 'm', name: 'metre', symbol: 'm', aliases: ['meter', 'meters', 'metres'], f: '1', source: 'SI base unit (SI Brochure, 2.3.1)' },
    ...prefixed({ id: 'm', name: '{p}metre', symbol: 'm', source: 'SI base unit' }, ALL_PREFIXES, ['k', 'c', 'm', 'u', 'n']),
    { id: 'in', name: 'inch', symbol: 'in', aliases: ['"', '″', 'inches'], f: INCH, source: `${NIST}: inch = 2.54 E-02 m (exact, 1959 international yard)` },
    { id: 'ft', name: 'foot', symbol: 'ft', aliases: ["'", '′', 'feet'], f: FOOT, source: `${NIST}: foot = 3.048 E-01 m (exact)` },
    { id: 'yd', name: 'yard', symbol: 'yd', aliases: ['yards'], f: '0.9144', source: `${NIST}: yard = 9.144 E-01 m (exact)` },
    { id: 'mi', name: 'mile', symbol: 'mi', aliases: ['miles', 'international mile'], f: '1609.344', source: `${NIST}: mile (international) = 1.609 344 E+03 m (exact)` },
    { id: 'nmi', name: 'nautical mile', symbol: 'nmi', aliases: ['NM', 'M', 'nautical miles'], f: '1852', source: `${NIST}: nautical mile = 1.852 E+03 m (exact)` },
    { id: 'thou', name: 'thou', symbol: 'mil', aliases: ['thou', 'mils'], f: '0.0000254', source: `${NIST}: mil (0.001 in) = 2.54 E-05 m (exact)`, more: true },
    { id: 'pica', name: 'DTP pica', symbol: 'pica', aliases: ['picas', 'pc (DTP)'], f: [INCH, '6'], source: `${NIST}: pica (computer) = 1/6 in (exact; the printer's pica is 4.217 518 E-03 m)`, more: true },
    { id: 'pt-dtp', name: 'DTP point', symbol: 'pt', aliases: ['point', 'points'], f: [INCH, '72'], source: `${NIST}: point (computer) = 1/72 in (exact; the printer's point is 3.514 598 E-04 m)`, more: true },
    { id: 'hand', name: 'hand', symbol: 'hh', aliases: ['hands'], f: '0.1016', source: '4 in (exact), British Weights and Measures Act 1985', more: true },
    { id: 'fathom', name: 'fathom', symbol: 'ftm', aliases: ['fathoms'], f: '1.8288', source: `${NIST}: fathom = 6 ft (exact with the international foot)`, more: true },
    { id: 'rod', name: 'rod', symbol: 'rd', aliases: ['rods', 'pole', 'perch'], f: '5.0292', source: `${NIST}: rod = 16.5 ft (exact with the international foot)`, more: true },
    { id: 'chain', name: 'chain', symbol: 'ch', aliases: ['chains'], f: '20.1168', source: `${NIST}: chain = 66 ft (exact with the international foot)`, more: true },
    { id: 'furlong', name: 'furlong', symbol: 'fur', aliases: ['furlongs'], f: '201.168', source: `${NIST}: furlong = 660 ft (exact with the international foot)`, more: true },
    { id: 'us-ft', name: 'US survey foot', symbol: 'ftUS', aliases: ['survey foot', 'ft (US survey)'], f: ['1200', '3937'], source: `${NIST}: foot (U.S. survey) = 1200/3937 m (exact; retired by NIST in 2022)`, more: true },
    { id: 'us-mi', name: 'US survey mile', symbol: 'miUS', aliases: ['survey mile', 'mi (US survey)'], f: ['6336000', '3937'], source: `${NIST}: mile (U.S. survey) = 5280 US survey feet = 6336000/3937 m (exact)`, more: true },
    { id: 'angstrom', name: 'ångström', symbol: 'Å', aliases: ['angstrom', 'Å', 'A'], f: '0.0000000001', source: `${NIST}: ångström = 1.0 E-10 m (exact)`, more: true },
    { id: 'au', name: 'astronomical unit', symbol: 'au', aliases: ['AU', 'ua'], f: '149597870700', source: 'SI Brochure, Table 8: au = 149 597 870 700 m (exact, IAU 2012 Resolution B2)' },
    { id: 'ly', name: 'light-year', symbol: 'ly', aliases: ['light year', 'light-years', 'light years'], f: '9460730472580800', source: 'IAU: c × 365.25 d = 9 460 730 472 580 800 m (exact; NIST SP 811 B.8 gives 9.460 73 E+15 m)' },
    { id: 'pc', name: 'parsec', symbol: 'pc', aliases: ['parsecs'], f: [times('149597870700', '648000'), '1'], pi: -1, source: 'IAU 2015 Resolution B2: pc = 648 000/π au (exact in terms of π; ≈ 3.085 677 581 E+16 m)' },
  ],
  area: [
    { id: 'm2', name: 'square metre', symbol: 'm²', aliases: ['m2', 'm^2', 'sq m', 'square meter', 'square meters', 'square metres'], f: '1', source: 'SI derived unit' },
    ...prefixed({ id: 'm2', name: 'square {p}metre', symbol: 'm', sup: '²', power: 2, source: 'square of the prefixed metre' }, ALL_PREFIXES, ['k', 'd', 'c', 'm']),
    { id: 'ca', name: 'centiare', symbol: 'ca', f: '1', source: `${NIST}: are = 1.0 E+02 m²; centiare = 1 m² (exact)`, more: true },
    { id: 'da-area', name: 'deciare', symbol: 'da', aliases: ['deciare'], f: '10', source: `${NIST}: are = 1.0 E+02 m² (exact)`, more: true },
    { id: 'are', name: 'are', symbol: 'a', aliases: ['ares'], f: '100', source: `${NIST}: are = 1.0 E+02 m² (exact)` },
    { id: 'daa', name: 'decare', symbol: 'daa', aliases: ['decare', 'dunam'], f: '1000', source: `${NIST}: are = 1.0 E+02 m² (exact)`, more: true },
    { id: 'ha', name: 'hectare', symbol: 'ha', aliases: ['hectares'], f: '10000', source: 'SI Brochure, Table 8: ha = 10⁴ m² (exact)' },
    { id: 'in2', name: 'square inch', symbol: 'in²', aliases: ['in2', 'in^2', 'sq in', 'square inches'], f: IN2, source: `${NIST}: square inch = 6.4516 E-04 m² (exact)` },
    { id: 'ft2', name: 'square foot', symbol: 'ft²', aliases: ['ft2', 'ft^2', 'sq ft', 'square feet'], f: FT2, source: `${NIST}: square foot = 9.290 304 E-02 m² (exact)` },
    { id: 'yd2', name: 'square yard', symbol: 'yd²', aliases: ['yd2', 'yd^2', 'sq yd', 'square yards'], f: '0.83612736', source: `${NIST}: square yard = 8.361 274 E-01 m² (exact: 0.9144²)` },
    { id: 'ac', name: 'acre', symbol: 'ac', aliases: ['acre', 'acres', 'international acre'], f: times('43560', FT2), source: 'acre = 43 560 ft² = 4046.856 422 4 m² (exact with the international foot)' },
    { id: 'us-ac', name: 'US survey acre', symbol: 'acUS', aliases: ['survey acre', 'ac (US survey)'], f: [times('43560', '1440000'), '15499969'], source: `${NIST}: acre (based on U.S. survey foot) = 43 560 × (1200/3937)² m² (exact; ≈ 4.046 873 E+03)`, more: true },
    { id: 'mi2', name: 'square mile', symbol: 'mi²', aliases: ['mi2', 'mi^2', 'sq mi', 'square miles'], f: '2589988.110336', source: `${NIST}: square mile = 2.589 988 E+06 m² (exact: 1609.344²)` },
    { id: 'barn', name: 'barn', symbol: 'b', aliases: ['barns'], f: pow10(-28), source: `${NIST}: barn = 1.0 E-28 m² (exact)`, more: true },
  ],
  volume: [
    { id: 'm3', name: 'cubic metre', symbol: 'm³', aliases: ['m3', 'm^3', 'cu m', 'cubic meter', 'stere', 'st'], f: '1', source: 'SI derived unit' },
    ...prefixed({ id: 'm3', name: 'cubic {p}metre', symbol: 'm', sup: '³', power: 3, source: 'cube of the prefixed metre' }, ALL_PREFIXES, ['d', 'c', 'm']),
    { id: 'L', name: 'litre', symbol: 'L', aliases: ['l', 'liter', 'liters', 'litres', 'ℓ'], f: '0.001', source: 'SI Brochure, Table 8: L = 1 dm³ = 10⁻³ m³ (exact)' },
    ...prefixed({ id: 'L', name: '{p}litre', symbol: 'L', times: -3, source: 'litre = 10⁻³ m³ (SI Brochure, Table 8)' }, ALL_PREFIXES, ['h', 'd', 'c', 'm']),
    { id: 'in3', name: 'cubic inch', symbol: 'in³', aliases: ['in3', 'in^3', 'cu in', 'cubic inches'], f: IN3, source: `${NIST}: cubic inch = 1.638 706 4 E-05 m³ (exact)` },
    { id: 'ft3', name: 'cubic foot', symbol: 'ft³', aliases: ['ft3', 'ft^3', 'cu ft', 'cubic feet'], f: times(FOOT, FOOT, FOOT), source: `${NIST}: cubic foot = 2.831 685 E-02 m³ (exact: 0.3048³)` },
    { id: 'yd3', name: 'cubic yard', symbol: 'yd³', aliases: ['yd3', 'yd^3', 'cu yd', 'cubic yards'], f: times('0.9144', '0.9144', '0.9144'), source: `${NIST}: cubic yard = 7.645 549 E-01 m³ (exact: 0.9144³)` },
    { id: 'mi3', name: 'cubic mile', symbol: 'mi³', aliases: ['mi3', 'mi^3', 'cu mi'], f: times('1609.344', '1609.344', '1609.344'), source: `${NIST}: cubic mile = 4.168 182 E+09 m³ (exact: 1609.344³)`, more: true },
    { id: 'ac-ft', name: 'acre-foot', symbol: 'ac·ft', aliases: ['ac ft', 'ac-ft', 'acre foot', 'acre-feet'], f: times('43560', FT2, FOOT), source: 'acre-foot = 43 560 ft³ (exact with the international foot; NIST SP 811 B.8 gives 1.233 489 E+03 m³ for the US survey acre-foot)', more: true },
    { id: 'us-gal', name: 'US gallon', symbol: 'US gal', aliases: ['gal', 'gallon', 'gallons', 'gal (US)', 'usgal'], f: US_GAL, source: `${NIST}: gallon (U.S.) = 231 in³ = 3.785 412 E-03 m³ (exact)` },
    { id: 'us-qt', name: 'US liquid quart', symbol: 'US qt', aliases: ['qt', 'quart', 'quarts', 'qt (US)'], f: [US_GAL, '4'], source: `${NIST}: quart (U.S. liquid) = 1/4 US gal (exact)` },
    { id: 'us-pt', name: 'US liquid pint', symbol: 'US pt', aliases: ['pint', 'pints', 'pt (US)'], f: [US_GAL, '8'], source: `${NIST}: pint (U.S. liquid) = 1/8 US gal (exact)` },
    { id: 'us-cup', name: 'US cup', symbol: 'US cup', aliases: ['cup', 'cups', 'c', 'cup (US)'], f: [US_GAL, '16'], source: `${NIST}: cup (U.S.) = 1/16 US gal = 8 US fl oz (exact)` },
    { id: 'us-legal-cup', name: 'US legal cup', symbol: 'US legal cup', aliases: ['legal cup'], f: '0.00024', source: '21 CFR 101.9(b)(5)(viii): 1 cup = 240 mL for nutrition labelling (exact)', more: true },
    { id: 'us-floz', name: 'US fluid ounce', symbol: 'US fl oz', aliases: ['fl oz', 'floz', 'fluid ounce', 'fluid ounces', 'fl oz (US)'], f: [US_GAL, '128'], source: `${NIST}: ounce (U.S. fluid) = 1/128 US gal = 2.957 353 E-05 m³ (exact)` },
    { id: 'us-tbsp', name: 'US tablespoon', symbol: 'tbsp', aliases: ['tablespoon', 'tablespoons', 'Tbsp', 'T'], f: [US_GAL, '256'], source: `${NIST}: tablespoon = 1/2 US fl oz (exact)` },
    { id: 'us-tsp', name: 'US teaspoon', symbol: 'tsp', aliases: ['teaspoon', 'teaspoons'], f: [US_GAL, '768'], source: `${NIST}: teaspoon = 1/6 US fl oz (exact)` },
    { id: 'us-gill', name: 'US gill', symbol: 'US gi', aliases: ['gi (US)'], f: [US_GAL, '32'], source: `${NIST}: gill (U.S.) = 1/32 US gal (exact)`, more: true },
    { id: 'bbl-oil', name: 'oil barrel', symbol: 'bbl', aliases: ['oil barrel', 'barrel', 'barrels'], f: times('42', US_GAL), source: `${NIST}: barrel (for petroleum, 42 U.S. gal) = 1.589 873 E-01 m³ (exact)`, more: true },
    { id: 'us-dry-gal', name: 'US dry gallon', symbol: 'US dry gal', aliases: ['dry gallon'], f: times('268.8025', IN3), source: `${NIST}: gallon (U.S. dry) = 268.8025 in³ (exact; 1/8 bushel)`, more: true },
    { id: 'us-dry-qt', name: 'US dry quart', symbol: 'US dry qt', aliases: ['dry quart'], f: [times('268.8025', IN3), '4'], source: `${NIST}: quart (U.S. dry) = 1/4 US dry gal (exact)`, more: true },
    { id: 'us-dry-pt', name: 'US dry pint', symbol: 'US dry pt', aliases: ['dry pint'], f: [times('268.8025', IN3), '8'], source: `${NIST}: pint (U.S. dry) = 1/8 US dry gal (exact)`, more: true },
    { id: 'us-pk', name: 'US peck', symbol: 'US pk', aliases: ['peck'], f: times('2', '268.8025', IN3), source: `${NIST}: peck (U.S.) = 2 US dry gal (exact)`, more: true },
    { id: 'us-bu', name: 'US bushel', symbol: 'US bu', aliases: ['US bsh', 'bushel', 'bu'], f: times('2150.42', IN3), source: `${NIST}: bushel (U.S.) = 2150.42 in³ = 3.523 907 E-02 m³ (exact)`, more: true },
    { id: 'us-dry-bbl', name: 'US dry barrel', symbol: 'US dry bbl', f: times('7056', IN3), source: `${NIST}: barrel (U.S. dry, 7056 in³) = 1.156 271 E-01 m³ (exact)`, more: true },
    { id: 'imp-gal', name: 'imperial gallon', symbol: 'imp gal', aliases: ['UK gal', 'gal (imp)', 'imperial gallons'], f: IMP_GAL, source: `${NIST}: gallon (Canadian and U.K. Imperial) = 4.546 09 E-03 m³ (exact, UK Weights and Measures Act 1985)` },
    { id: 'imp-qt', name: 'imperial quart', symbol: 'imp qt', aliases: ['UK qt', 'qt (imp)'], f: [IMP_GAL, '4'], source: 'imperial quart = 1/4 imperial gallon (exact)', more: true },
    { id: 'imp-pt', name: 'imperial pint', symbol: 'imp pt', aliases: ['UK pt', 'UK pint', 'pt (imp)'], f: [IMP_GAL, '8'], source: 'imperial pint = 1/8 imperial gallon = 568.261 25 mL (exact)' },
    { id: 'imp-floz', name: 'imperial fluid ounce', symbol: 'imp fl oz', aliases: ['UK fl oz', 'fl oz (imp)'], f: [IMP_GAL, '160'], source: `${NIST}: ounce (Canadian and U.K. fluid) = 1/160 imperial gallon = 2.841 306 E-05 m³ (exact)` },
    { id: 'imp-gill', name: 'imperial gill', symbol: 'imp gi', aliases: ['imp gill'], f: [IMP_GAL, '32'], source: 'imperial gill = 1/32 imperial gallon (exact)', more: true },
    { id: 'imp-pk', name: 'imperial peck', symbol: 'imp pk', f: times('2', IMP_GAL), source: 'imperial peck = 2 imperial gallons (exact)', more: true },
    { id: 'imp-bu', name: 'imperial bushel', symbol: 'imp bu', aliases: ['imp bsh'], f: times('8', IMP_GAL), source: 'imperial bushel = 8 imperial gallons (exact)', more: true },
    { id: 'imp-bbl', name: 'imperial barrel', symbol: 'imp bbl', f: times('36', IMP_GAL), source: 'imperial barrel (beer) = 36 imperial gallons (exact)', more: true },
    { id: 'board-ft', name: 'board foot', symbol: 'FBM', aliases: ['board feet', 'board foot', 'bdft'], f: times('144', IN3), source: `${NIST}: board foot = 144 in³ = 2.359 737 E-03 m³ (exact)`, more: true },
    { id: 'mton', name: 'measurement ton', symbol: 'MTON', aliases: ['measurement ton', 'freight ton'], f: times('40', FOOT, FOOT, FOOT), source: 'measurement (freight) ton = 40 ft³ (exact with the international foot)', more: true },
  ],
  mass: [
    { id: 'kg', name: 'kilogram', symbol: 'kg', aliases: ['kilograms', 'kilo', 'kilos'], f: '1', source: 'SI base unit (SI Brochure, 2.3.1)' },
    { id: 'g', name: 'gram', symbol: 'g', aliases: ['grams', 'gramme'], f: '0.001', source: 'SI: g = 10⁻³ kg (exact)' },
    ...prefixed({ id: 'g', name: '{p}gram', symbol: 'g', times: -3, source: 'gram = 10⁻³ kg' }, ['P', 'T', 'G', 'M', 'h', 'da', 'd', 'c', 'm', 'u', 'n', 'p', 'f'], ['m', 'u']),
    { id: 't', name: 'tonne', symbol: 't', aliases: ['tonne', 'tonnes', 'metric ton', 'metric tons'], f: '1000', source: 'SI Brochure, Table 8: t = 10³ kg (exact)' },
    ...prefixed({ id: 't', name: '{p}tonne', symbol: 't', times: 3, source: 'tonne = 10³ kg (SI Brochure, Table 8)' }, ['k', 'M', 'G'], []),
    { id: 'lb', name: 'pound', symbol: 'lb', aliases: ['lbs', 'pound', 'pounds', 'lbm', '#'], f: POUND, source: `${NIST}: pound (avoirdupois) = 4.535 923 7 E-01 kg (exact)` },
    { id: 'oz', name: 'ounce', symbol: 'oz', aliases: ['ounce', 'ounces'], f: [POUND, '16'], source: `${NIST}: ounce (avoirdupois) = 1/16 lb = 2.834 952 E-02 kg (exact)` },
    { id: 'st', name: 'stone', symbol: 'st', aliases: ['stone', 'stones'], f: times('14', POUND), source: 'stone = 14 lb (exact, UK Weights and Measures Act 1985)' },
    { id: 'gr', name: 'grain', symbol: 'gr', aliases: ['grain', 'grains'], f: '0.00006479891', source: `${NIST}: grain = 6.479 891 E-05 kg (exact, 1/7000 lb)`, more: true },
    { id: 'dr', name: 'dram', symbol: 'dr', aliases: ['dram', 'drams'], f: [POUND, '256'], source: `${NIST}: dram (avoirdupois) = 1/256 lb (exact)`, more: true },
    { id: 'short-ton', name: 'short ton', symbol: 'US ton', aliases: ['tn', 'short tons', 'ton (US)'], f: times('2000', POUND), source: `${NIST}: ton, short (2000 lb) = 9.071 847 E+02 kg (exact)` },
    { id: 'long-ton', name: 'long ton', symbol: 'imp ton', aliases: ['imperial ton', 'displacement ton', 'long tons', 'ton (imp)'], f: times('2240', POUND), source: `${NIST}: ton, long (2240 lb) = 1.016 047 E+03 kg (exact)` },
    { id: 'short-cwt', name: 'short hundredweight', symbol: 'US cwt', f: times('100', POUND), source: `${NIST}: hundredweight (short, 100 lb) (exact)`, more: true },
    { id: 'long-cwt', name: 'long hundredweight', symbol: 'imp cwt', aliases: ['cwt', 'UK cwt'], f: times('112', POUND), source: `${NIST}: hundredweight (long, 112 lb) (exact)`, more: true },
    { id: 'ozt', name: 'troy ounce', symbol: 'oz t', aliases: ['ozt', 'troy ounce', 'troy ounces'], f: times('480', '0.00006479891'), source: `${NIST}: ounce (troy or apothecary) = 480 gr = 3.110 348 E-02 kg (exact)` },
    { id: 'lbt', name: 'troy pound', symbol: 'lb t', aliases: ['lbt', 'troy pound'], f: times('5760', '0.00006479891'), source: `${NIST}: pound (troy or apothecary) = 5760 gr (exact)`, more: true },
    { id: 'ct', name: 'metric carat', symbol: 'ct', aliases: ['carat', 'carats'], f: '0.0002', source: `${NIST}: carat, metric = 2.0 E-04 kg (exact)` },
    { id: 'slug', name: 'slug', symbol: 'slug', aliases: ['slugs'], f: [LBF, FOOT], source: `${NIST}: slug = 1 lbf·s²/ft = 1.459 390 E+01 kg (exact ratio)`, more: true },
    { id: 'Da', name: 'dalton', symbol: 'Da', aliases: ['u', 'amu', 'dalton'], f: '1.66053906892e-27', precision: 'CODATA 2022: 1.660 539 068 92(52) × 10⁻²⁷ kg, relative standard uncertainty 3.1 × 10⁻¹⁰', source: 'SI Brochure, Table 8 (dalton); value CODATA 2022', more: true },
  ],
  pressure: [
    { id: 'Pa', name: 'pascal', symbol: 'Pa', aliases: ['pascal', 'pascals', 'N/m²', 'N/m2'], f: '1', source: 'SI derived unit (N/m²)' },
    ...prefixed({ id: 'Pa', name: '{p}pascal', symbol: 'Pa', source: 'pascal' }, ALL_PREFIXES, ['h', 'k', 'M', 'G']),
    { id: 'bar', name: 'bar', symbol: 'bar', aliases: ['bars'], f: '100000', source: `${NIST}: bar = 1.0 E+05 Pa (exact)` },
    ...prefixed({ id: 'bar', name: '{p}bar', symbol: 'bar', times: 5, source: 'bar = 10⁵ Pa (NIST SP 811 B.8)' }, ['k', 'd', 'c', 'm', 'u'], ['m']),
    { id: 'atm', name: 'standard atmosphere', symbol: 'atm', aliases: ['atmosphere', 'atmospheres'], f: '101325', source: `${NIST}: atmosphere, standard = 1.013 25 E+05 Pa (exact)` },
    { id: 'at', name: 'kilogram-force per square centimetre', symbol: 'kgf/cm²', aliases: ['at', 'kgf/cm2', 'kg/cm²', 'kg/cm2', 'technical atmosphere'], f: times(G_N, '10000'), source: `${NIST}: atmosphere, technical (1 kgf/cm²) = 9.806 65 E+04 Pa (exact)` },
    { id: 'psi', name: 'pound-force per square inch', symbol: 'psi', aliases: ['lbf/in²', 'lbf/in2', 'lb/in2'], f: [LBF, IN2], source: `${NIST}: pound-force per square inch = 6.894 757 E+03 Pa (exact ratio lbf/in²)` },
    { id: 'ksi', name: 'kip per square inch', symbol: 'ksi', aliases: ['kip/in²', 'kip/in2'], f: [times(LBF, '1000'), IN2], source: `${NIST}: kip per square inch = 6.894 757 E+06 Pa (exact ratio)`, more: true },
    { id: 'psf', name: 'pound-force per square foot', symbol: 'psf', aliases: ['lbf/ft²', 'lbf/ft2'], f: [LBF, FT2], source: `${NIST}: pound-force per square foot = 4.788 026 E+01 Pa (exact ratio)`, more: true },
    { id: 'torr', name: 'torr', symbol: 'Torr', aliases: ['torr'], f: ['101325', '760'], source: `${NIST}: torr = 101 325/760 Pa = 1.333 224 E+02 Pa (exact ratio)` },
    { id: 'mtorr', name: 'millitorr', symbol: 'mTorr', aliases: ['mtorr'], f: ['101.325', '760'], source: 'torr/1000 (exact ratio)', more: true },
    { id: 'mmHg', name: 'millimetre of mercury', symbol: 'mmHg', aliases: ['mm Hg', 'mmhg'], f: '133.322387415', source: `${NIST}: millimeter of mercury, conventional = 1.333 224 E+02 Pa; 13 595.1 kg/m³ × 1 mm × gₙ = 133.322 387 415 Pa (exact)` },
    { id: 'cmHg', name: 'centimetre of mercury', symbol: 'cmHg', aliases: ['cm Hg'], f: '1333.22387415', source: `${NIST}: centimeter of mercury, conventional (exact, 10 mmHg)`, more: true },
    { id: 'inHg', name: 'inch of mercury', symbol: 'inHg', aliases: ['in Hg', '"Hg'], f: times('133.322387415', '25.4'), source: `${NIST}: inch of mercury, conventional = 3.386 389 E+03 Pa (exact: 25.4 mmHg)` },
    { id: 'mmH2O', name: 'millimetre of water', symbol: 'mmH₂O', aliases: ['mmH2O', 'mm H2O', 'mmWC', 'kgf/m²', 'kgf/m2'], f: G_N, source: `${NIST}: millimeter of water, conventional = 9.806 65 E+00 Pa (exact)`, more: true },
    { id: 'inH2O', name: 'inch of water', symbol: 'inH₂O', aliases: ['inH2O', 'in H2O', 'inWC'], f: times(INCH, '1000', G_N), source: `${NIST}: inch of water, conventional = 2.490 889 E+02 Pa (exact: 25.4 mm × 1000 kg/m³ × gₙ)`, more: true },
    { id: 'ftH2O', name: 'foot of water', symbol: 'ftH₂O', aliases: ['ftH2O', 'ft H2O'], f: times(FOOT, '1000', G_N), source: `${NIST}: foot of water, conventional = 2.989 067 E+03 Pa (exact)`, more: true },
    { id: 'barye', name: 'dyne per square centimetre', symbol: 'dyn/cm²', aliases: ['Ba', 'dyn/cm2', 'barye'], f: '0.1', source: `${NIST}: dyne per square centimeter = 1.0 E-01 Pa (exact)`, more: true },
  ],
  force: [
    { id: 'N', name: 'newton', symbol: 'N', aliases: ['newton', 'newtons'], f: '1', source: 'SI derived unit (kg·m/s²)' },
    ...prefixed({ id: 'N', name: '{p}newton', symbol: 'N', source: 'newton' }, ALL_PREFIXES, ['k', 'M', 'm']),
    { id: 'dyn', name: 'dyne', symbol: 'dyn', aliases: ['dyne', 'dynes'], f: '0.00001', source: `${NIST}: dyne = 1.0 E-05 N (exact)` },
    { id: 'kgf', name: 'kilogram-force', symbol: 'kgf', aliases: ['kp', 'kilopond', 'kilogram-force'], f: G_N, source: `${NIST}: kilogram-force = 9.806 65 E+00 N (exact, standard gravity gₙ)` },
    { id: 'gf', name: 'gram-force', symbol: 'gf', aliases: ['pond', 'p'], f: '0.00980665', source: `${NIST}: gram-force = 9.806 65 E-03 N (exact)`, more: true },
    { id: 'tf', name: 'tonne-force', symbol: 'tf', aliases: ['Mp', 'megapond', 'metric ton-force', 'megagram-force', 'tonne-force'], f: times(G_N, '1000'), source: `${NIST}: ton-force (metric) = 1000 kgf = 9.806 65 E+03 N (exact)` },
    { id: 'lbf', name: 'pound-force', symbol: 'lbf', aliases: ['pound-force', 'pound of force', 'pounds-force'], f: LBF, source: `${NIST}: pound-force = 4.448 222 E+00 N; 0.453 592 37 kg × gₙ = 4.448 221 615 260 5 N (exact)` },
    { id: 'kip', name: 'kip', symbol: 'kip', aliases: ['klbf', 'kipf', 'klb', 'kips'], f: times(LBF, '1000'), source: `${NIST}: kip (1 kip = 1000 lbf) = 4.448 222 E+03 N (exact)` },
    { id: 'ozf', name: 'ounce-force', symbol: 'ozf', aliases: ['ounce-force'], f: [LBF, '16'], source: `${NIST}: ounce (avoirdupois)-force = 2.780 139 E-01 N (exact: lbf/16)`, more: true },
    { id: 'short-tonf', name: 'short ton-force', symbol: 'US tonf', f: times(LBF, '2000'), source: `${NIST}: ton-force (2000 lbf) = 8.896 443 E+03 N (exact)`, more: true },
    { id: 'pdl', name: 'poundal', symbol: 'pdl', aliases: ['poundal', 'poundals'], f: times(POUND, FOOT), source: `${NIST}: poundal = 1.382 550 E-01 N (exact: 1 lb·ft/s²)` },
  ],
  energy: [
    { id: 'J', name: 'joule', symbol: 'J', aliases: ['joule', 'joules', 'N·m', 'Nm', 'W·s', 'Ws'], f: '1', source: 'SI derived unit (N·m)' },
    ...prefixed({ id: 'J', name: '{p}joule', symbol: 'J', source: 'joule' }, ALL_PREFIXES, ['k', 'M', 'G', 'm']),
    { id: 'Wh', name: 'watt-hour', symbol: 'Wh', aliases: ['W·h', 'watt hour', 'watt-hours'], f: '3600', source: 'W × 3600 s (exact; SI Brochure, Table 8: h = 3600 s)' },
    ...prefixed({ id: 'Wh', name: '{p}watt-hour', symbol: 'Wh', times: 0, source: 'watt-hour = 3600 J' }, ALL_PREFIXES, ['k', 'M', 'G', 'T', 'm']).map((r) => ({ ...r, f: times(r.f as string, '3600') })),
    { id: 'cal', name: 'calorie', symbol: 'cal', aliases: ['cal_th', 'calorie', 'calories', 'thermochemical calorie'], f: '4.184', source: `${NIST}: calorie_th = 4.184 E+00 J (exact)` },
    { id: 'kcal', name: 'kilocalorie', symbol: 'kcal', aliases: ['kcal_th', 'Cal', 'Calorie', 'Calories', 'kilocalorie', 'kilocalories'], f: '4184', source: `${NIST}: kilocalorie_th = 4.184 E+03 J (exact); the nutrition Calorie is 1 kcal` },
    { id: 'cal-it', name: 'IT calorie', symbol: 'cal_IT', aliases: ['calIT', 'IT calorie'], f: '4.1868', source: `${NIST}: calorie_IT = 4.1868 E+00 J (exact)`, more: true },
    { id: 'kcal-it', name: 'IT kilocalorie', symbol: 'kcal_IT', aliases: ['kcalIT'], f: '4186.8', source: `${NIST}: kilocalorie_IT = 4.1868 E+03 J (exact)`, more: true },
    { id: 'eV', name: 'electronvolt', symbol: 'eV', aliases: ['electronvolt', 'electronvolts', 'electron volt'], f: '1.602176634e-19', source: 'SI Brochure, Table 8: eV = 1.602 176 634 × 10⁻¹⁹ J (exact since 2019)' },
    { id: 'keV', name: 'kiloelectronvolt', symbol: 'keV', f: '1.602176634e-16', source: 'eV × 10³ (exact)', more: true },
    { id: 'MeV', name: 'megaelectronvolt', symbol: 'MeV', f: '1.602176634e-13', source: 'eV × 10⁶ (exact)', more: true },
    { id: 'GeV', name: 'gigaelectronvolt', symbol: 'GeV', f: '1.602176634e-10', source: 'eV × 10⁹ (exact)', more: true },
    { id: 'btu', name: 'British thermal unit', symbol: 'BTU', aliases: ['Btu', 'BTU_IT', 'Btu_IT', 'btu'], f: BTU_IT, source: `${NIST}: British thermal unit_IT = 1.055 056 E+03 J; 1055.055 852 62 J (exact)` },
    { id: 'btu-th', name: 'thermochemical BTU', symbol: 'BTU_th', aliases: ['Btu_th'], f: [times('4.184', '453.59237'), '1.8'], source: `${NIST}: British thermal unit_th = 1.054 350 E+03 J (exact: cal_th/(g·°C) × 1 lb × 1 °F)`, more: true },
    { id: 'therm', name: 'therm', symbol: 'thm', aliases: ['therms', 'thm (EC)'], f: times(BTU_IT, '100000'), source: `${NIST}: therm (EC) = 1.055 06 E+08 J; 100 000 BTU_IT (exact)` },
    { id: 'therm-us', name: 'US therm', symbol: 'US thm', f: '105480400', source: `${NIST}: therm (U.S.) = 1.054 804 E+08 J (exact)`, more: true },
    { id: 'quad', name: 'quad', symbol: 'quad', aliases: ['quads'], f: times(BTU_IT, '1000000000000000'), source: '10¹⁵ BTU_IT (exact)', more: true },
    { id: 'erg', name: 'erg', symbol: 'erg', aliases: ['ergs'], f: '0.0000001', source: `${NIST}: erg = 1.0 E-07 J (exact)` },
    { id: 'ft-lbf', name: 'foot pound-force', symbol: 'ft·lbf', aliases: ['ft lbf', 'ft-lbf', 'ftlbf', 'ft·lb', 'ft-lb', 'foot-pound'], f: times(FOOT, LBF), source: `${NIST}: foot pound-force = 1.355 818 E+00 J (exact)` },
    { id: 'in-lbf', name: 'inch pound-force', symbol: 'in·lbf', aliases: ['in lbf', 'in-lbf', 'in·lb', 'in-lb'], f: times(INCH, LBF), source: `${NIST}: inch pound-force = 1.129 848 E-01 J (exact)`, more: true },
    { id: 'kgf-m', name: 'kilogram-force metre', symbol: 'kgf·m', aliases: ['kgf m', 'kgfm', 'kp·m'], f: G_N, source: `${NIST}: kilogram-force meter = 9.806 65 E+00 J (exact)`, more: true },
    { id: 'hp-h', name: 'horsepower-hour', symbol: 'hp·h', aliases: ['hph', 'hp h', 'hp-h'], f: times('550', FOOT, LBF, '3600'), source: `${NIST}: horsepower hour = 2.684 520 E+06 J (exact: 550 ft·lbf/s × 3600 s)`, more: true },
    { id: 'tTNT', name: 'ton of TNT', symbol: 't TNT', aliases: ['tTNT', 'ton of TNT', 'tons of TNT'], f: '4184000000', source: `${NIST}: ton of TNT (energy equivalent) = 4.184 E+09 J (exact by convention)`, more: true },
    { id: 'toe', name: 'tonne of oil equivalent', symbol: 'toe', aliases: ['TOE'], f: '41868000000', source: 'IEA/OECD convention: 1 toe = 10⁷ kcal_IT = 41.868 GJ (exact by convention)', more: true },
  ],
  power: [
    { id: 'W', name: 'watt', symbol: 'W', aliases: ['watt', 'watts', 'J/s'], f: '1', source: 'SI derived unit (J/s)' },
    ...prefixed({ id: 'W', name: '{p}watt', symbol: 'W', source: 'watt' }, ALL_PREFIXES, ['k', 'M', 'G', 'm']),
    { id: 'hp', name: 'mechanical horsepower', symbol: 'hp', aliases: ['horsepower', 'hp(I)', 'bhp', 'mechanical horsepower'], f: times('550', FOOT, LBF), source: `${NIST}: horsepower (550 ft·lbf/s) = 7.456 999 E+02 W (exact)` },
    { id: 'hp-metric', name: 'metric horsepower', symbol: 'PS', aliases: ['hp(M)', 'CV', 'ch', 'metric horsepower', 'cv'], f: times('75', G_N), source: 'metric horsepower = 75 kgf·m/s = 735.498 75 W (exact; DIN 66036)' },
    { id: 'hp-e', name: 'electric horsepower', symbol: 'hp(E)', aliases: ['electric horsepower'], f: '746', source: `${NIST}: horsepower (electric) = 7.46 E+02 W (exact)`, more: true },
    { id: 'hp-boiler', name: 'boiler horsepower', symbol: 'hp(S)', aliases: ['boiler horsepower', 'BHP'], f: '9809.5', precision: 'NIST SP 811 gives 9.809 50 E+03 W, rounded to 6 significant digits', source: `${NIST}: horsepower (boiler) = 9.809 50 E+03 W`, more: true },
    { id: 'btu-h', name: 'BTU per hour', symbol: 'BTU/h', aliases: ['Btu/h', 'BTU/hr', 'btu/h', 'BTUH'], f: [BTU_IT, '3600'], source: `${NIST}: British thermal unit_IT per hour = 2.930 711 E-01 W (exact ratio)` },
    { id: 'ton-refrig', name: 'ton of refrigeration', symbol: 'TR', aliases: ['RT', 'ton of refrigeration', 'tons of refrigeration'], f: [times(BTU_IT, '12000'), '3600'], source: `${NIST}: ton of refrigeration (12 000 Btu_IT/h) = 3.516 853 E+03 W (exact ratio)`, more: true },
    { id: 'ft-lbf-s', name: 'foot pound-force per second', symbol: 'ft·lbf/s', aliases: ['ft lbf/s', 'ft-lbf/s'], f: times(FOOT, LBF), source: `${NIST}: foot pound-force per second = 1.355 818 E+00 W (exact)`, more: true },
    { id: 'cal-s', name: 'calorie per second', symbol: 'cal/s', aliases: ['cal_th/s'], f: '4.184', source: `${NIST}: calorie_th per second = 4.184 E+00 W (exact)`, more: true },
    { id: 'kcal-h', name: 'IT kilocalorie per hour', symbol: 'kcal/h', aliases: ['kcal_IT/h'], f: '1.163', source: 'kcal_IT/h = 4186.8 J / 3600 s = 1.163 W (exact)', more: true },
    { id: 'erg-s', name: 'erg per second', symbol: 'erg/s', f: '0.0000001', source: `${NIST}: erg per second = 1.0 E-07 W (exact)`, more: true },
  ],
  angle: [
    { id: 'rad', name: 'radian', symbol: 'rad', aliases: ['radian', 'radians'], f: '1', source: 'SI derived unit (SI Brochure, Table 4)' },
    { id: 'mrad', name: 'milliradian', symbol: 'mrad', aliases: ['milliradian', 'milliradians'], f: '0.001', source: 'rad × 10⁻³ (exact)' },
    { id: 'urad', name: 'microradian', symbol: 'µrad', aliases: ['μrad', 'urad'], f: '0.000001', source: 'rad × 10⁻⁶ (exact)', more: true },
    { id: 'deg', name: 'degree', symbol: '°', aliases: ['deg', 'degree', 'degrees', 'º'], f: ['1', '180'], pi: 1, source: 'SI Brochure, Table 8: 1° = (π/180) rad (exact)' },
    { id: 'arcmin', name: 'arcminute', symbol: '′', aliases: ["'", 'arcmin', 'arcminute', 'arcminutes', 'amin'], f: ['1', '10800'], pi: 1, source: 'SI Brochure, Table 8: 1′ = (1/60)° = (π/10 800) rad (exact)' },
    { id: 'arcsec', name: 'arcsecond', symbol: '″', aliases: ['"', 'arcsec', 'arcsecond', 'arcseconds', 'asec'], f: ['1', '648000'], pi: 1, source: 'SI Brochure, Table 8: 1″ = (1/60)′ = (π/648 000) rad (exact)' },
    { id: 'mas', name: 'milliarcsecond', symbol: 'mas', aliases: ['milliarcsecond'], f: ['1', '648000000'], pi: 1, source: 'arcsecond × 10⁻³ (exact)', more: true },
    { id: 'gon', name: 'gradian', symbol: 'gon', aliases: ['grad', 'grade', 'gradian', 'gradians', 'ᵍ'], f: ['1', '200'], pi: 1, source: `${NIST}: gon (also grad) = π/200 rad = 1.570 796 E-02 rad (exact)` },
    { id: 'turn', name: 'turn', symbol: 'tr', aliases: ['turn', 'turns', 'rev', 'revolution', 'revolutions', 'cycle'], f: ['2', '1'], pi: 1, source: 'turn = 2π rad = 360° (exact)' },
    { id: 'quadrant', name: 'quadrant', symbol: '∟', aliases: ['quadrant', 'right angle'], f: ['1', '2'], pi: 1, source: 'right angle = π/2 rad = 90° (exact)', more: true },
    { id: 'mil-nato', name: 'NATO mil', symbol: 'mil', aliases: ['mils'], f: ['1', '3200'], pi: 1, source: 'NATO angular mil = 1/6400 turn = π/3200 rad (exact)' },
    { id: 'mil-wp', name: 'Warsaw Pact mil', symbol: 'WP mil', f: ['1', '3000'], pi: 1, source: 'Warsaw Pact mil = 1/6000 turn (exact)', more: true },
    { id: 'streck', name: 'streck', symbol: 'streck', f: ['1', '3150'], pi: 1, source: 'Swedish streck = 1/6300 turn (exact)', more: true },
  ],
  // Affine scales: K = (t + offset) × factor. Each offset is the scale's value at absolute zero,
  // negated, and exact: the scales are defined from the Celsius scale by exact ratios.
  temperature: [
    { id: 'K', name: 'kelvin', symbol: 'K', aliases: ['kelvin', 'kelvins', 'degK', '°K'], f: '1', source: 'SI base unit of thermodynamic temperature (SI Brochure, 2.3.1)' },
    {
      id: 'degC',
      name: 'degree Celsius',
      symbol: '°C',
      aliases: ['℃', 'C', 'degC', 'deg C', 'celsius', 'degrees Celsius', 'centigrade'],
      f: '1',
      offset: '273.15',
      source: 'SI Brochure, 2.3.1: t/°C = T/K − 273.15 (exact)',
    },
    {
      id: 'degF',
      name: 'degree Fahrenheit',
      symbol: '°F',
      aliases: ['℉', 'F', 'degF', 'deg F', 'fahrenheit', 'degrees Fahrenheit'],
      f: ['5', '9'],
      offset: '459.67',
      source: `${NIST}: T/K = (t/°F + 459.67)/1.8 (exact)`,
    },
    { id: 'degR', name: 'degree Rankine', symbol: '°R', aliases: ['R', 'degR', 'Ra', '°Ra', 'rankine', 'degrees Rankine'], f: ['5', '9'], source: `${NIST}: T/K = (T/°R)/1.8 (exact)` },
    {
      id: 'degRe',
      name: 'degree Réaumur',
      symbol: '°Ré',
      aliases: ['°Re', 'Ré', 'Re', 'degRe', 'réaumur', 'reaumur', 'degrees Réaumur'],
      f: ['5', '4'],
      offset: '218.52',
      source: 'Réaumur scale: 0 °Ré = 0 °C, 80 °Ré = 100 °C, so T/K = (t/°Ré + 218.52) × 1.25 (exact)',
      more: true,
    },
    {
      id: 'degN',
      name: 'degree Newton',
      symbol: '°N',
      aliases: ['degN'],
      f: ['100', '33'],
      offset: '90.1395',
      source: 'Newton scale: 0 °N = 0 °C, 33 °N = 100 °C, so T/K = (t/°N + 90.1395) × 100/33 (exact)',
      more: true,
    },
    {
      id: 'degRo',
      name: 'degree Rømer',
      symbol: '°Rø',
      aliases: ['°Ro', 'Rø', 'Ro', 'degRo', 'rømer', 'romer', 'roemer'],
      f: ['40', '21'],
      offset: '135.90375',
      source: 'Rømer scale: 7.5 °Rø = 0 °C, 60 °Rø = 100 °C, so T/K = (t/°Rø + 135.90375) × 40/21 (exact)',
      more: true,
    },
    {
      id: 'degDe',
      name: 'degree Delisle',
      symbol: '°De',
      aliases: ['De', 'degDe', 'delisle'],
      f: ['-2', '3'],
      offset: '-559.725',
      source: 'Delisle scale (runs backwards): 0 °De = 100 °C, 150 °De = 0 °C, so T/K = (t/°De − 559.725) × (−2/3) (exact)',
      more: true,
    },
  ],
  illuminance: [
    { id: 'lx', name: 'lux', symbol: 'lx', aliases: ['lux', 'lm/m²', 'lm/m2', 'lumen per square metre'], f: '1', source: 'SI derived unit (lm/m²)' },
    { id: 'klx', name: 'kilolux', symbol: 'klx', aliases: ['kilolux'], f: '1000', source: 'lx × 10³ (exact)' },
    { id: 'mlx', name: 'millilux', symbol: 'mlx', aliases: ['millilux'], f: '0.001', source: 'lx × 10⁻³ (exact)', more: true },
    { id: 'fc', name: 'foot-candle', symbol: 'fc', aliases: ['ft·c', 'ft-c', 'ftc', 'lm/ft²', 'lm/ft2', 'footcandle', 'footcandles', 'foot-candles', 'lumen per square foot'], f: ['1', FT2], source: `${NIST}: footcandle = 1.076 391 E+01 lx (exact: 1 lm/ft²)` },
    { id: 'ph', name: 'phot', symbol: 'ph', aliases: ['phot', 'phots', 'lm/cm²', 'lm/cm2'], f: '10000', source: `${NIST}: phot = 1.0 E+04 lx (exact)` },
    { id: 'nox', name: 'nox', symbol: 'nx', aliases: ['nox'], f: '0.001', source: 'nox = 10⁻³ lx (exact; a unit of the former German DIN 5031 for low illuminance)' },
    { id: 'flame', name: 'flame', symbol: 'flame', aliases: ['flames'], f: ['4', FT2], source: 'flame = 4 lm/ft² (exact; an old photographic unit)', more: true },
    { id: 'lm-in2', name: 'lumen per square inch', symbol: 'lm/in²', aliases: ['lm/in2'], f: ['1', IN2], source: `${NIST}: lumen per square inch = 1.550 003 E+03 lx (exact: 1 lm/in²)`, more: true },
  ],
};

/** Every unit, all kinds, in display order within each kind. */
export const UNITS: readonly UnitDef[] = UNIT_KINDS.flatMap((kind) =>
  TABLES[kind].map((r): UnitDef => {
    const [num, den] = typeof r.f === 'string' ? [r.f, '1'] : r.f;
    return {
      id: r.id,
      kind,
      name: r.name,
      symbol: r.symbol,
      aliases: r.aliases ?? [],
      num,
      den,
      pi: r.pi ?? 0,
      offset: r.offset ?? '0',
      exact: r.precision === undefined,
      ...(r.precision === undefined ? {} : { precision: r.precision }),
      source: r.source,
      more: r.more ?? false,
    };
  }),
);
