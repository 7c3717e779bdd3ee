import { describe, expect, it } from 'vitest';
import { gatewayFeePaise, parseChargeAmount, type GatewayCharge } from './gateway-fee';

describe('parseChargeAmount', () => {
  it.each<[string, GatewayCharge]>([
    ['25', { kind: 'fixed', paise: 2500 }],
    ['25.50', { kind: 'fixed', paise: 2550 }],
    ['25.5', { kind: 'fixed', paise: 2550 }],
    [' 10 ', { kind: 'fixed', paise: 1000 }],
    ['0', { kind: 'fixed', paise: 0 }],
    ['2%', { kind: 'percent', percent: 2 }],
    ['2.5 %', { kind: 'percent', percent: 2.5 }],
    ['10%', { kind: 'percent', percent: 10 }],
    ['100%', { kind: 'percent', percent: 100 }],
    ['0%', { kind: 'percent', percent: 0 }],
  ])('%j is valid', (text, expected) => {
    expect(parseChargeAmount(text)).toEqual(expected);
  });

  it.each([
    '',
    '   ',
    '-3',
    'abc',
    '2%%',
    '101%',
    '100.01%',
    '%',
    '25.',
    '.5',
    '25.505',
    '2 5',
    '1e3',
    '₹25',
    '-2%',
  ])('%j is not valid', (text) => {
    expect(parseChargeAmount(text)).toBeNull();
  });
});

describe('gatewayFeePaise', () => {
  it.each<[GatewayCharge | null, number, number]>([
    // charge, base (paise), fee with 18 % tax (paise)
    [null, 100000, 0],
    [{ kind: 'fixed', paise: 0 }, 100000, 0],
    [{ kind: 'fixed', paise: 2500 }, 100000, 2950], // 2500 + 450
    [{ kind: 'fixed', paise: 2550 }, 0, 3009], // 2550 + 459
    [{ kind: 'fixed', paise: 2525 }, 0, 2980], // 2525 + 454.5 -> 455
    [{ kind: 'fixed', paise: 25 }, 0, 30], // 25 + 4.5 -> 5
    [{ kind: 'percent', percent: 0 }, 100000, 0],
    [{ kind: 'percent', percent: 2 }, 100000, 2360], // 2000 + 360
    [{ kind: 'percent', percent: 2.5 }, 12345, 365], // 308.625 -> 309; 55.62 -> 56
    [{ kind: 'percent', percent: 2 }, 12525, 296], // 250.5 -> 251; 45.18 -> 45
  ])('%j on %d -> %d', (charge, base, expected) => {
    expect(gatewayFeePaise(charge, base)).toBe(expected);
  });
});
