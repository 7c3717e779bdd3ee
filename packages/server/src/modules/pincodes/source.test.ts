import { gstStateCode } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeDirectory,
  encodeDirectory,
  readDirectoryFile,
  type DirectoryEntry,
} from './directory-file';
import { buildDirectory, placeOf, readSource, shopState, type SourceOffice } from './source';

const office = (values: Partial<SourceOffice>): SourceOffice => ({
  office: 'Main S.O',
  pin: '110001',
  district: 'Central Delhi',
  state: 'DELHI',
  ...values,
});

describe('correcting the published directory', () => {
  it.each([
    [{ state: 'ANDHRA PRADESH', district: 'Hyderabad' }, 'Telangana'],
    [{ state: 'ANDHRA PRADESH', district: 'K.V.Rangareddy' }, 'Telangana'],
    [{ state: 'ANDHRA PRADESH', district: 'Khammam', taluk: 'Kothagudem' }, 'Telangana'],
    [{ state: 'ANDHRA PRADESH', district: 'Khammam', taluk: 'Kunavaram' }, 'Andhra Pradesh'],
    [{ state: 'ANDHRA PRADESH', district: 'Guntur' }, 'Andhra Pradesh'],
    [{ state: 'TELANGANA', district: 'Hyderabad' }, 'Telangana'],
    [{ state: 'JAMMU & KASHMIR', district: 'Leh' }, 'Ladakh'],
    [{ state: 'JAMMU & KASHMIR', district: 'Kargil' }, 'Ladakh'],
    [{ state: 'JAMMU & KASHMIR', district: 'Srinagar' }, 'Jammu and Kashmir'],
    [
      { state: 'DADRA & NAGAR HAVELI', district: 'Dadra & Nagar Haveli' },
      'Dadra and Nagar Haveli and Daman and Diu',
    ],
    [{ state: 'DAMAN & DIU', district: 'Daman' }, 'Dadra and Nagar Haveli and Daman and Diu'],
    [{ state: 'PONDICHERRY', district: 'Pondicherry' }, 'Puducherry'],
    [{ state: 'CHATTISGARH', district: 'Raipur' }, 'Chhattisgarh'],
    [
      { state: 'ANDAMAN & NICOBAR ISLANDS', district: 'South Andaman' },
      'Andaman and Nicobar Islands',
    ],
    [{ state: 'Kerala', district: 'Ernakulam' }, 'Kerala'],
  ])('places %j in %s', (values, state) => {
    expect(shopState(office(values))).toBe(state);
  });

  it('refuses a state it does not know, rather than guessing', () => {
    expect(() => shopState(office({ state: 'ATLANTIS' }))).toThrow('Unknown state');
  });

  it('names places without the office kind, head offices first', () => {
    expect(placeOf('Hyderabad G.P.O.')).toEqual({ place: 'Hyderabad', rank: 0 });
    expect(placeOf('Sansad Marg H.O')).toEqual({ place: 'Sansad Marg', rank: 0 });
    expect(placeOf('Gandhi Bhawan S.O (Hyderabad)')).toEqual({ place: 'Gandhi Bhawan', rank: 1 });
    expect(placeOf('Ada B.O')).toEqual({ place: 'Ada', rank: 2 });
    expect(placeOf('Connaught Place SO')).toEqual({ place: 'Connaught Place', rank: 1 });
  });

  it('keeps every state of a PIN, the one with most offices first', () => {
    const [entry] = buildDirectory([
      office({ pin: '396230', office: 'Khadoli B.O', district: 'Valsad', state: 'GUJARAT' }),
      office({
        pin: '396230',
        office: 'Silvassa S.O',
        district: 'Dadra & Nagar Haveli',
        state: 'DADRA & NAGAR HAVELI',
      }),
      office({
        pin: '396230',
        office: 'Amli B.O',
        district: 'Dadra & Nagar Haveli',
        state: 'DADRA & NAGAR HAVELI',
      }),
    ]);
    expect(entry).toEqual({
      pin: '396230',
      states: ['Dadra and Nagar Haveli and Daman and Diu', 'Gujarat'],
      district: 'Dadra & Nagar Haveli',
      places: ['Silvassa', 'Amli', 'Khadoli'],
    });
  });

  it('reads the CSV as data.gov.in publishes it, quotes and all', () => {
    const csv = [
      'circlename,regionname,divisionname,officename,pincode,officetype,delivery,district,statename',
      'Telangana Circle,Hyderabad Region,Hyderabad City Division,"Hyderabad G.P.O.",500001,HO,Delivery,HYDERABAD,TELANGANA',
      'Kerala Circle,Kochi Region,Ernakulam Division,"Kochi, H.O",682001,HO,Delivery,ERNAKULAM,KERALA',
    ].join('\r\n');
    expect(readSource(csv)).toEqual([
      {
        office: 'Hyderabad G.P.O.',
        pin: '500001',
        district: 'HYDERABAD',
        state: 'TELANGANA',
        taluk: undefined,
      },
      {
        office: 'Kochi, H.O',
        pin: '682001',
        district: 'ERNAKULAM',
        state: 'KERALA',
        taluk: undefined,
      },
    ]);
  });

  it('writes and reads back the shipped format, states as GST codes', () => {
    const entries: DirectoryEntry[] = [
      {
        pin: '396230',
        states: ['Dadra and Nagar Haveli and Daman and Diu', 'Gujarat'],
        district: 'Dadra & Nagar Haveli',
        places: ['Silvassa'],
      },
      { pin: '999998', states: ['Ladakh'], district: 'Leh', places: [] },
    ];
    const text = encodeDirectory(entries);
    expect(text.split('\n')[0]).toBe('396230\t26|24\tDadra & Nagar Haveli\tSilvassa');
    expect(decodeDirectory(text)).toEqual(entries);
  });
});

describe('the directory that ships with the shop', () => {
  let byPin: Map<string, DirectoryEntry>;
  beforeAll(() => {
    byPin = new Map(readDirectoryFile().map((entry) => [entry.pin, entry]));
  });

  it.each([
    ['500001', ['Telangana'], '36'],
    ['194101', ['Ladakh'], '38'],
    ['396230', ['Dadra and Nagar Haveli and Daman and Diu', 'Gujarat'], '26'],
    ['110001', ['Delhi'], '07'],
    ['682001', ['Kerala'], '32'],
  ])('places %s in %j (GST code %s first)', (pin, states, code) => {
    const entry = byPin.get(pin)!;
    expect(entry.states).toEqual(states);
    expect(gstStateCode(entry.states[0]!)).toBe(code);
  });

  it('covers India’s PINs, each with a district and six digits', () => {
    expect(byPin.size).toBeGreaterThan(19_000);
    const odd = [...byPin.values()].filter(
      (entry) => !/^[1-9]\d{5}$/.test(entry.pin) || entry.district === '',
    );
    expect(odd).toEqual([]);
  });
});
