// VINs (ISO 3779): normalising, checking and decoding the maker (WMI table) and model year. Pure, no I/O.
// Nothing here throws: checkVin says why a VIN is bad; decodeVin answers null for what it cannot tell.

export type VinCheck = { ok: true } | { ok: false; reason: 'length' | 'characters' | 'check-digit' };

export type DecodedVin = {
  /** World manufacturer identifier, positions 1–3. */
  wmi: string;
  /** Upper-case TecDoc make name, null when the WMI is not in our table. */
  make: string | null;
  modelYear: number | null;
  /** Production sequence number, positions 12–17. */
  serial: string;
};

/** Upper-case, without spaces and dashes: ' wvw-zzz au zfw 123456 ' → 'WVWZZZAUZFW123456'. */
export const normaliseVin = (input: string): string => input.toUpperCase().replace(/[\s-]/g, '');

const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]{17}$/;

// ISO 3779 transliteration for the check digit (I, O and Q never occur).
const CHARACTER_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

const characterValue = (char: string): number => CHARACTER_VALUES[char] ?? Number(char);

/** The check digit (position 9) a 17-character VIN of valid characters should carry: '0'–'9' or 'X'. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += characterValue(vin.charAt(i)) * (WEIGHTS[i] ?? 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Only North America (WMI starting 1–5) makes the check digit mandatory; elsewhere position 9 is free. */
const usesCheckDigit = (vin: string): boolean => /^[1-5]/.test(vin);

/** Checks an already normalised VIN: length, alphabet, and the check digit where the region uses one. */
export function checkVin(vin: string): VinCheck {
  if (vin.length !== 17) return { ok: false, reason: 'length' };
  if (!VIN_CHARACTERS.test(vin)) return { ok: false, reason: 'characters' };
  if (usesCheckDigit(vin) && vin.charAt(8) !== vinCheckDigit(vin))
    return { ok: false, reason: 'check-digit' };
  return { ok: true };
}

// Position 10 codes in order; index 0 is 1980 (and 2010), the cycle repeats every 30 years.
const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** Model year from position 10: the later of the two candidate years unless it lies beyond next year. */
export function modelYear(vin: string, now: Date = new Date()): number | null {
  const index = MODEL_YEAR_CODES.indexOf(vin.charAt(9));
  if (vin.length < 10 || index < 0) return null;
  const later = 2010 + index;
  return later <= now.getFullYear() + 1 ? later : later - 30;
}

// World manufacturer identifiers → TecDoc make names. Cupra shares SEAT's VSS, so it cannot be told apart here.
export const WMI_MAKES: Readonly<Record<string, string>> = {
  // Volkswagen group
  WVW: 'VW',
  WV1: 'VW',
  WV2: 'VW',
  WVG: 'VW',
  '1VW': 'VW',
  '3VW': 'VW',
  '9BW': 'VW',
  AAV: 'VW',
  LSV: 'VW',
  WAU: 'AUDI',
  WA1: 'AUDI',
  WUA: 'AUDI',
  TRU: 'AUDI',
  TMB: 'SKODA',
  VSS: 'SEAT',
  WP0: 'PORSCHE',
  WP1: 'PORSCHE',
  // BMW group
  WBA: 'BMW',
  WBS: 'BMW',
  WBX: 'BMW',
  WBY: 'BMW',
  '4US': 'BMW',
  '5UX': 'BMW',
  '5YM': 'BMW',
  WMW: 'MINI',
  WMZ: 'MINI',
  // Mercedes-Benz
  WDB: 'MERCEDES-BENZ',
  WDC: 'MERCEDES-BENZ',
  WDD: 'MERCEDES-BENZ',
  WDF: 'MERCEDES-BENZ',
  W1K: 'MERCEDES-BENZ',
  W1N: 'MERCEDES-BENZ',
  W1V: 'MERCEDES-BENZ',
  '4JG': 'MERCEDES-BENZ',
  '55S': 'MERCEDES-BENZ',
  // Opel, Ford
  W0L: 'OPEL',
  W0V: 'OPEL',
  VXK: 'OPEL',
  WF0: 'FORD',
  VS6: 'FORD',
  SFA: 'FORD',
  NM0: 'FORD',
  MAJ: 'FORD',
  '1FA': 'FORD',
  '1FM': 'FORD',
  '1FT': 'FORD',
  '2FM': 'FORD',
  '3FA': 'FORD',
  // Volvo, Polestar
  YV1: 'VOLVO',
  YV4: 'VOLVO',
  LVY: 'VOLVO',
  '7JR': 'VOLVO',
  LPS: 'POLESTAR',
  // Toyota, Lexus
  JTD: 'TOYOTA',
  JTE: 'TOYOTA',
  JTM: 'TOYOTA',
  JTN: 'TOYOTA',
  JT2: 'TOYOTA',
  JT3: 'TOYOTA',
  SB1: 'TOYOTA',
  NMT: 'TOYOTA',
  VNK: 'TOYOTA',
  AHT: 'TOYOTA',
  MR0: 'TOYOTA',
  '2T1': 'TOYOTA',
  '2T3': 'TOYOTA',
  '4T1': 'TOYOTA',
  '4T3': 'TOYOTA',
  '5TD': 'TOYOTA',
  JTH: 'LEXUS',
  JTJ: 'LEXUS',
  '2T2': 'LEXUS',
  '58A': 'LEXUS',
  // Japanese makes
  JN1: 'NISSAN',
  JN8: 'NISSAN',
  SJN: 'NISSAN',
  VSK: 'NISSAN',
  VNV: 'NISSAN',
  '1N4': 'NISSAN',
  '1N6': 'NISSAN',
  '3N1': 'NISSAN',
  '5N1': 'NISSAN',
  JHM: 'HONDA',
  JHL: 'HONDA',
  SHH: 'HONDA',
  SHS: 'HONDA',
  '1HG': 'HONDA',
  '2HG': 'HONDA',
  '5FN': 'HONDA',
  '5J6': 'HONDA',
  JM1: 'MAZDA',
  JM3: 'MAZDA',
  JMZ: 'MAZDA',
  JA3: 'MITSUBISHI',
  JA4: 'MITSUBISHI',
  JMB: 'MITSUBISHI',
  JMY: 'MITSUBISHI',
  MMB: 'MITSUBISHI',
  XMC: 'MITSUBISHI',
  JF1: 'SUBARU',
  JF2: 'SUBARU',
  '4S3': 'SUBARU',
  '4S4': 'SUBARU',
  JS2: 'SUZUKI',
  JS3: 'SUZUKI',
  JSA: 'SUZUKI',
  TSM: 'SUZUKI',
  MA3: 'SUZUKI',
  // Korean makes
  KMH: 'HYUNDAI',
  KM8: 'HYUNDAI',
  TMA: 'HYUNDAI',
  NLH: 'HYUNDAI',
  MAL: 'HYUNDAI',
  '5NP': 'HYUNDAI',
  KNA: 'KIA',
  KND: 'KIA',
  KNE: 'KIA',
  U5Y: 'KIA',
  U6Y: 'KIA',
  '3KP': 'KIA',
  '5XY': 'KIA',
  // Stellantis (French and Italian), Renault group
  VF3: 'PEUGEOT',
  VR3: 'PEUGEOT',
  VF7: 'CITROËN',
  VR7: 'CITROËN',
  VR1: 'DS',
  ZFA: 'FIAT',
  NM4: 'FIAT',
  '9BD': 'FIAT',
  '3C3': 'FIAT',
  VF1: 'RENAULT',
  KNM: 'RENAULT',
  '93Y': 'RENAULT',
  UU1: 'DACIA',
  // Tesla, Chinese makes
  '5YJ': 'TESLA',
  '7SA': 'TESLA',
  LRW: 'TESLA',
  XP7: 'TESLA',
  SFZ: 'TESLA',
  LGX: 'BYD',
  LC0: 'BYD',
  LSJ: 'MG',
  // Jaguar Land Rover, Jeep (1C4 is Chrysler's SUV/MPV code, mostly Jeep)
  SAL: 'LAND ROVER',
  SAJ: 'JAGUAR',
  SAD: 'JAGUAR',
  '1C4': 'JEEP',
  '1J4': 'JEEP',
  '1J8': 'JEEP',
  ZAC: 'JEEP',
};

/** Maker, model year and serial of a VIN; expects one that passed checkVin. `now` fixes the year cycle. */
export function decodeVin(vin: string, now: Date = new Date()): DecodedVin {
  const wmi = vin.slice(0, 3);
  return {
    wmi,
    make: WMI_MAKES[wmi] ?? null,
    modelYear: modelYear(vin, now),
    serial: vin.slice(11, 17),
  };
}
