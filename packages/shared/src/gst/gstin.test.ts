import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, isValidGstin } from './gstin';
import { GST_STATE_CODES, gstStateCode } from './states';

describe('GSTIN', () => {
  // Registrations in the public GST format, from several states.
  it.each([
    ['27AAPFU0939F1ZV', '27'],
    ['29AAGCB7383J1Z4', '29'],
    ['07AAGFF2194N1Z1', '07'],
    ['33AAACH7409R1Z8', '33'],
    ['24AAACC1206D1ZM', '24'],
    ['08ABCDE1234F1Z0', '08'], // the demo default for Rajasthan
  ])('%s is valid for state %s', (gstin, state) => {
    expect(gstinProblem(gstin, state)).toBeNull();
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it.each([
    ['27AAPFU0939F1ZW', undefined, 'has a wrong check character'],
    ['27AAPFU0939F1Z', undefined, 'must be 15 characters'],
    ['27AAPFU0939F1ZVX', undefined, 'must be 15 characters'],
    ['27AAPF00939F1ZV', undefined, 'must be a state code'],
    ['27aapfu0939f1zv', undefined, 'must be a state code'],
    ['27AAPFU0939F1YV', undefined, 'must be a state code'],
    ['27AAPFU0939F0ZV', undefined, 'must be a state code'],
    ['27AAPFU0939F1ZV', '08', "must start with the seller state's code 08"],
  ])('%s (state %s) is refused: %s', (gstin, state, problem) => {
    expect(gstinProblem(gstin, state)).toContain(problem);
    expect(isValidGstin(gstin, state)).toBe(false);
  });
});

describe('GST state codes', () => {
  it('has the 36 states and union territories, each with its own code', () => {
    expect(Object.keys(GST_STATE_CODES)).toHaveLength(36);
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(36);
  });

  it.each([
    ['Rajasthan', '08'],
    ['kerala', '32'],
    [' Delhi ', '07'],
    ['Ladakh', '38'],
    ['Andhra Pradesh', '37'],
    ['Atlantis', undefined],
  ])('%j -> %s', (name, code) => {
    expect(gstStateCode(name)).toBe(code);
  });
});
