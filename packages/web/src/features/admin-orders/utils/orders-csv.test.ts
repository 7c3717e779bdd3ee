import { describe, expect, it } from 'vitest';
import { csvField, UTF8_BOM } from '@shop/shared';
import { buildOrdersCsv, ordersCsvFileName } from './orders-csv';
import { adminOrderFixture } from '../../../testing/fixtures';

const order = adminOrderFixture;

const HEADER =
  '"Order ID","Customer","Total ₹","Products x Qty","Status","Date","Address","Refunded ₹","Coupon","Discount ₹"';

describe('buildOrdersCsv', () => {
  it('starts with a byte-order mark and the header with ₹, lines ending in CRLF', () => {
    const csv = buildOrdersCsv([order()]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(csv.slice(1).replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('writes each order: total to 2 decimals, products x qty, latest status, India time', () => {
    const line = buildOrdersCsv([order()]).slice(1).split('\r\n')[1];
    expect(line).toBe(
      [
        '"12"',
        '"Meera Sharma"',
        '"611.27"',
        '"Tulsi Tea x 2"',
        '"Payment Verified"',
        '"2026-03-14 01:30"',
        '"Meera Sharma, 14 Neem Villa, Near Albert Hall, Jaipur, Jaipur, Rajasthan 302004, India, Phone: 9812345678"',
        '"0.00"',
        '""',
        '"0.00"',
      ].join(','),
    );
  });

  it('writes the processed refunds in the Refunded ₹ column', () => {
    const line = buildOrdersCsv([order({ refunded_amount: 250.5 })]).split('\r\n')[1];
    expect(line?.endsWith(',"250.50","","0.00"')).toBe(true);
  });

  it('writes the coupon and its discount', () => {
    const line = buildOrdersCsv([order({ coupon_code: 'WELCOME10', discount: 22.4 })]).split(
      '\r\n',
    )[1];
    expect(line?.endsWith(',"WELCOME10","22.40"')).toBe(true);
  });

  it('writes the total the server sends, never its own sum of the parts', () => {
    const line = buildOrdersCsv([
      order({ amount: 0.1, gst: 0.2, delivery_charge: 0, payment_gateway_charge: 0, total: 0.3 }),
    ]).split('\r\n')[1];
    expect(line?.split(',')[2]).toBe('"0.30"');
    const other = buildOrdersCsv([order({ total: 1234.5 })]).split('\r\n')[1];
    expect(other?.split(',')[2]).toBe('"1234.50"');
  });

  it('quotes a comma, a double quote and a line break', () => {
    expect(csvField('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvField('The "Tulsi" tea')).toBe('"The ""Tulsi"" tea"');
    expect(csvField('Flat 2\nBlock B')).toBe('"Flat 2\nBlock B"');

    const csv = buildOrdersCsv([
      order({
        customer: { id: 1, first_name: 'Asha, "Ash"', last_name: 'Rao', email: 'a@b.c' },
        line_1: 'Flat 2\nBlock B',
      }),
    ]);
    expect(csv).toContain('"Asha, ""Ash"" Rao"');
    expect(csv).toContain('Flat 2\nBlock B');
  });

  it('neutralises cells that start like a formula (OWASP CSV injection)', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}HYPERLINK("http://evil.example")`)).toBe(
        `"'${start}HYPERLINK(""http://evil.example"")"`,
      );
    }
    expect(csvField('Asha = Rao')).toBe('"Asha = Rao"');
    expect(csvField(12)).toBe('"12"');

    const csv = buildOrdersCsv([
      order({
        customer: { id: 1, first_name: '=cmd|', last_name: 'x', email: 'a@b.c' },
        line_1: '@SUM(A1)',
      }),
    ]);
    expect(csv).toContain(`"'=cmd| x"`);
    expect(csv).not.toMatch(/(^|,)"[=+\-@]/m);
  });

  it('writes N/A when an order has no status', () => {
    const line = buildOrdersCsv([order({ order_statuses: [] })]).split('\r\n')[1];
    expect(line?.split('","')[4]).toBe('N/A');
  });

  it('is only the header for no orders', () => {
    expect(buildOrdersCsv([])).toBe(`${UTF8_BOM}${HEADER}\r\n`);
  });

  it('names the file after the range', () => {
    expect(ordersCsvFileName('2026-03-13', '2026-03-14')).toBe(
      'orders_2026-03-13_to_2026-03-14.csv',
    );
  });
});
