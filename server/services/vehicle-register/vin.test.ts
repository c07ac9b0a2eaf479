// @engines: pglite
import { describe, expect, it } from 'vitest';
import { checkVin, decodeVin, modelYear, normaliseVin, vinCheckDigit, WMI_MAKES } from './vin';

const in2025 = new Date('2025-06-15T12:00:00Z');

/** Puts the right check digit at position 9. */
const withCheckDigit = (vin: string) => `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;

describe('normaliseVin', () => {
  it('upper-cases and strips spaces and dashes', () => {
    expect(normaliseVin(' wvw-zzz au zfw 123456 ')).toBe('WVWZZZAUZFW123456');
    expect(normaliseVin('1m8gdm9a\txkp042788')).toBe('1M8GDM9AXKP042788');
  });
});

describe('checkVin', () => {
  it('accepts the standard valid examples, an X check digit included', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(checkVin('1M8GDM9AXKP042788')).toEqual({ ok: true });
    expect(checkVin('1HGCM82633A004352')).toEqual({ ok: true });
  });

  it('accepts a US Tesla whose check digit is right', () => {
    const vin = withCheckDigit('5YJ3E7EB0KF123456');
    expect(vin).toMatch(/^5YJ3E7EB[0-9X]KF123456$/);
    expect(checkVin(vin)).toEqual({ ok: true });
  });

  it('wants exactly 17 characters', () => {
    expect(checkVin('')).toEqual({ ok: false, reason: 'length' });
    expect(checkVin('1M8GDM9AXKP04278')).toEqual({ ok: false, reason: 'length' });
    expect(checkVin('1M8GDM9AXKP0427880')).toEqual({ ok: false, reason: 'length' });
  });

  it('refuses I, O, Q and anything outside A–Z, 0–9', () => {
    for (const bad of ['WVWZZZAUZFW12345I', 'WVWZZZAUZFW12345O', 'WVWZZZAUZFW12345Q']) {
      expect(checkVin(bad)).toEqual({ ok: false, reason: 'characters' });
    }
    expect(checkVin('wvwzzzauzfw123456')).toEqual({ ok: false, reason: 'characters' });
    expect(checkVin('WVWZZZAUZFW12345Æ')).toEqual({ ok: false, reason: 'characters' });
    expect(checkVin('WVW-ZZAUZFW123456')).toEqual({ ok: false, reason: 'characters' });
  });

  it('refuses a wrong check digit on North American VINs (WMI 1–5)', () => {
    expect(checkVin('1M8GDM9A0KP042788')).toEqual({ ok: false, reason: 'check-digit' });
    expect(checkVin('1HGCM82623A004352')).toEqual({ ok: false, reason: 'check-digit' });
    const tesla = withCheckDigit('5YJ3E7EB0KF123456');
    const wrong = tesla.charAt(8) === '1' ? '2' : '1';
    expect(checkVin(`${tesla.slice(0, 8)}${wrong}${tesla.slice(9)}`)).toEqual({
      ok: false,
      reason: 'check-digit',
    });
  });

  it('does not check position 9 on European, Asian and other VINs', () => {
    expect(checkVin('WVWZZZAUZFW123456')).toEqual({ ok: true }); // Z filler, Germany
    expect(checkVin('VF3LCYHZPFS123456')).toEqual({ ok: true });
    expect(checkVin('JTDKB3FU5J3123456')).toEqual({ ok: true });
    expect(checkVin('KNAB2512AHT123456')).toEqual({ ok: true });
    expect(checkVin('LRW3E7EB0MC123456')).toEqual({ ok: true }); // Tesla Shanghai
    expect(checkVin('7SAYGDEE0PF123456')).toEqual({ ok: true }); // Tesla US, WMI starting 7
  });
});

describe('decodeVin', () => {
  it('decodes a European VW Golf', () => {
    expect(decodeVin('WVWZZZAUZFW123456', in2025)).toEqual({
      wmi: 'WVW',
      make: 'VW',
      modelYear: 2015,
      serial: '123456',
    });
  });

  it('decodes a Toyota from Japan and one from France without a model year', () => {
    expect(decodeVin('JTDKB3FU5J3123456', in2025)).toEqual({
      wmi: 'JTD',
      make: 'TOYOTA',
      modelYear: 2018,
      serial: '123456',
    });
    expect(decodeVin('VNKKD3D300A654321', in2025)).toEqual({
      wmi: 'VNK',
      make: 'TOYOTA',
      modelYear: null,
      serial: '654321',
    });
  });

  it('knows the makes asked of it and answers null for an unknown WMI', () => {
    const cases: [string, string][] = [
      ['WAUZZZ8V0JA123456', 'AUDI'],
      ['TMBJJ7NE0K0123456', 'SKODA'],
      ['VSSZZZKJ0MR123456', 'SEAT'],
      ['WP0ZZZ99ZLS123456', 'PORSCHE'],
      ['WBA8E9100KA123456', 'BMW'],
      ['WMWXP510X02123456', 'MINI'],
      ['W1K2050041F123456', 'MERCEDES-BENZ'],
      ['W0VZRHNS0K6123456', 'OPEL'],
      ['WF0XXXGCDX8123456', 'FORD'],
      ['YV1ZWA8UDL1123456', 'VOLVO'],
      ['LPSVSEDEEML123456', 'POLESTAR'],
      ['JTHBK1GG8K2123456', 'LEXUS'],
      ['SJNFAAJ11U1123456', 'NISSAN'],
      ['SHHFK2760JU123456', 'HONDA'],
      ['JMZKF6W1A00123456', 'MAZDA'],
      ['JMBXJGF3WKZ123456', 'MITSUBISHI'],
      ['JF1GT7LL5KG123456', 'SUBARU'],
      ['TSMMZC21S00123456', 'SUZUKI'],
      ['TMAJ3815GJJ123456', 'HYUNDAI'],
      ['U5YPH814GLL123456', 'KIA'],
      ['VF7SXHMZ6HT123456', 'CITROËN'],
      ['VR1URHNSSKW123456', 'DS'],
      ['ZFA31200000123456', 'FIAT'],
      ['VF1RFB00X60123456', 'RENAULT'],
      ['UU1DJF00961123456', 'DACIA'],
      ['LGXCE4CB0N0123456', 'BYD'],
      ['LSJA24U92MS123456', 'MG'],
      ['SALGA2AE9LA123456', 'LAND ROVER'],
      ['SADHA2B10K1123456', 'JAGUAR'],
      ['ZACNJABB0KP123456', 'JEEP'],
    ];
    for (const [vin, make] of cases) expect(decodeVin(vin, in2025).make, vin).toBe(make);
    expect(decodeVin('XTA21099000123456', in2025).make).toBeNull();
  });

  it('has a well-formed table of at least 80 WMIs in TecDoc names', () => {
    const entries = Object.entries(WMI_MAKES);
    expect(entries.length).toBeGreaterThanOrEqual(80);
    for (const [wmi, make] of entries) {
      expect(wmi).toMatch(/^[A-HJ-NPR-Z0-9]{3}$/);
      expect(make).toBe(make.toUpperCase());
    }
  });
});

describe('modelYear', () => {
  const at = (code: string, now = in2025) => modelYear(`WVWZZZAUZ${code}W123456`, now);

  it('maps letters and digits onto 2010–2039 unless that is after next year, else 1980–2009', () => {
    expect(at('A')).toBe(2010);
    expect(at('L')).toBe(2020);
    expect(at('S')).toBe(2025);
    expect(at('T')).toBe(2026); // next year's models are sold this year
    expect(at('V')).toBe(1997);
    expect(at('Y')).toBe(2000);
    expect(at('1')).toBe(2001);
    expect(at('9')).toBe(2009);
  });

  it('moves with the injected clock', () => {
    expect(at('V', new Date('2026-01-01T12:00:00Z'))).toBe(2027);
    expect(at('Y', new Date('2030-03-01T12:00:00Z'))).toBe(2030);
    expect(at('1', new Date('2030-03-01T12:00:00Z'))).toBe(2031);
    expect(at('2', new Date('2030-03-01T12:00:00Z'))).toBe(2002);
  });

  it('answers null for codes that are no model year', () => {
    expect(at('0')).toBeNull();
    expect(at('U')).toBeNull();
    expect(at('Z')).toBeNull();
    expect(modelYear('WVWZZZAUZ')).toBeNull();
  });
});
