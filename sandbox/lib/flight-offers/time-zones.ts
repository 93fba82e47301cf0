/**
 * Approximate standard-time UTC offsets (minutes east of UTC). Daylight saving time is ignored on
 * purpose: the sandbox only needs plausible local times, and the error is at most one hour.
 * Countries spanning several zones are placed by longitude; the rest fall back to solar time.
 */
const FIXED_OFFSETS: Record<string, number> = Object.fromEntries(
  (
    [
      [0, 'GB IE PT IS GH SN CI ML GM GN SL LR TG BF FO'],
      [
        60,
        'FR DE NL BE LU CH AT IT ES DK NO SE PL CZ SK HU SI HR BA RS ME MK AL MT MA DZ TN NG CM AO CG GA TD NE BJ GQ CF LI MC',
      ],
      [120, 'EG LB IL PS CY GR RO BG FI EE LV LT UA MD LY SD ZA ZW ZM MW MZ BW RW BI NA SS LS SZ'],
      [180, 'SA QA BH KW IQ YE JO SY TR BY ET KE TZ UG SO DJ ER MG KM'],
      [210, 'IR'],
      [240, 'AE OM AZ GE AM MU SC RE'],
      [270, 'AF'],
      [300, 'PK MV UZ TJ TM KZ'],
      [330, 'IN LK'],
      [345, 'NP'],
      [360, 'BD BT KG'],
      [390, 'MM'],
      [420, 'TH VN KH LA'],
      [480, 'MY SG HK MO CN TW PH BN MN'],
      [540, 'JP KR KP'],
      [720, 'NZ FJ'],
      [-180, 'AR UY GF SR'],
      [-240, 'VE BO PY CL PR DO TT BB'],
      [-300, 'CO PE EC PA JM CU BS KY HT'],
      [-360, 'CR GT HN SV NI BZ'],
    ] as const
  ).flatMap(([offset, codes]) => codes.split(' ').map((code) => [code, offset])),
);

function northAmerica(lat: number, lon: number): number {
  if (lon < -150 && lat < 30) return -600; // Hawaii
  if (lon < -130 && lat > 50) return -540; // Alaska
  if (lon > -60 && lat > 46) return -210; // Newfoundland
  if (lon > -67.5) return -240;
  if (lon > -87.5) return -300;
  if (lon > -101) return -360;
  if (lon > -115) return -420;
  return -480;
}

function byLongitude(countryCode: string, lat: number, lon: number): number | undefined {
  switch (countryCode) {
    case 'US':
    case 'CA':
      return northAmerica(lat, lon);
    case 'MX':
      return lon > -88 ? -300 : lon < -114 ? -480 : lon < -106 ? -420 : -360;
    case 'BR':
      return lon > -54 ? -180 : lon > -67.5 ? -240 : -300;
    case 'AU':
      return lon < 129 ? 480 : lon < 141 ? 570 : 600;
    case 'ID':
      return lon < 115 ? 420 : lon < 127 ? 480 : 540;
    case 'RU':
      return lon < 23 ? 120 : lon < 48 ? 180 : Math.min(720, Math.round(lon / 15) * 60 + 60);
    case 'ES':
      return lon < -13 ? 0 : 60; // the Canary Islands
    default:
      return undefined;
  }
}

/** Minutes east of UTC for an airport, DST ignored. */
export function utcOffsetOf(countryCode: string, lat: number, lon: number): number {
  return byLongitude(countryCode, lat, lon) ?? FIXED_OFFSETS[countryCode] ?? Math.round(lon / 15) * 60;
}
