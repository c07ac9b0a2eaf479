import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  jobProblems,
  matchesOrderSearch,
  maxReferenceLength,
  OrderVehicleInput,
  ReferenceInput,
  vehicleLine,
} from './order-job';

const golf = { carId: 4711, label: 'VW GOLF VII 1.6 TDI', plate: 'AB12345' };

describe('the job fields', () => {
  it('takes a reference of up to 35 characters, trimmed; empty or left out is none', () => {
    expect(v.parse(ReferenceInput, '  JOB-4411 ')).toBe('JOB-4411');
    expect(v.parse(ReferenceInput, 'R'.repeat(maxReferenceLength))).toHaveLength(35);
    for (const none of ['', '   ', null, undefined]) expect(v.parse(ReferenceInput, none)).toBeNull();
  });

  it('names the problem of a reference too long or of two lines, as create-order does', () => {
    expect(jobProblems({ reference: 'R'.repeat(36), vehicle: null })).toEqual({ reference: 'TOO_LONG' });
    expect(jobProblems({ reference: 'JOB\n2', vehicle: null })).toEqual({ reference: 'INVALID' });
    expect(jobProblems({ reference: 'JOB-1', vehicle: golf })).toEqual({});
  });

  it('keeps a plate as the register writes it, and asks for one when the vehicle has no car', () => {
    expect(v.parse(OrderVehicleInput, { plate: 'ab 12-345' })).toEqual({
      carId: null,
      label: '',
      plate: 'AB12345',
    });
    expect(jobProblems({ reference: '', vehicle: { carId: null, label: '', plate: '' } })).toEqual({
      'vehicle.plate': 'REQUIRED',
    });
    expect(
      jobProblems({ reference: '', vehicle: { carId: null, label: '', plate: 'AB-12345-XYZ99' } }),
    ).toEqual({
      'vehicle.plate': 'INVALID_PLATE',
    });
  });

  it('reads a vehicle in one line: name and plate, or either alone', () => {
    expect(vehicleLine(golf)).toBe('VW GOLF VII 1.6 TDI (AB12345)');
    expect(vehicleLine({ carId: null, label: '', plate: 'EL98765' })).toBe('EL98765');
    expect(vehicleLine({ ...golf, plate: null })).toBe('VW GOLF VII 1.6 TDI');
  });
});

describe('the orders lists’ search', () => {
  const order = { number: 'BD-100042', reference: 'JOB-4411/PO 778', vehicle: golf };

  it('finds by number, reference or vehicle name in any case, and by plate in any spelling', () => {
    for (const search of ['bd-1000', 'job-4411', 'po 778', 'golf vii', 'ab 12 345', 'AB-12345', '']) {
      expect(matchesOrderSearch(order, search), search).toBe(true);
    }
    for (const search of ['JOB-4412', 'passat', 'EL98765'])
      expect(matchesOrderSearch(order, search)).toBe(false);
    expect(matchesOrderSearch({ number: 'BD-1', reference: null, vehicle: null }, 'job')).toBe(false);
  });

  it('finds an order by its plate however the plate is spaced or dashed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(' ', '-', '.', ''), { minLength: 7, maxLength: 7 }),
        fc.boolean(),
        (gaps, lower) => {
          const typed = [...'AB12345'].map((char, i) => `${char}${gaps[i]}`).join('');
          return matchesOrderSearch(order, lower ? typed.toLowerCase() : typed);
        },
      ),
    );
  });
});
