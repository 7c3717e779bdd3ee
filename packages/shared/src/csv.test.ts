import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, csvFields, UTF8_BOM } from './csv';

describe('csvField', () => {
  it('quotes every field, or only those that need it', () => {
    expect(csvField('Tulsi')).toBe('"Tulsi"');
    expect(csvField(12)).toBe('"12"');
    expect(csvField('Tulsi', 'needed')).toBe('Tulsi');
    expect(csvField('Rao, Asha', 'needed')).toBe('"Rao, Asha"');
    expect(csvField('The "Tulsi" tea', 'needed')).toBe('"The ""Tulsi"" tea"');
    expect(csvField('Flat 2\nBlock B', 'needed')).toBe('"Flat 2\nBlock B"');
  });

  it('neutralises a text that starts like a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}SUM(A1)`, 'needed')).toMatch(new RegExp(`^"?'\\${start}`));
    }
    expect(csvField('-2+3+cmd|', 'needed')).toBe("'-2+3+cmd|");
    expect(csvField('Asha = Rao', 'needed')).toBe('Asha = Rao');
  });

  it('keeps a negative figure a number, so a spreadsheet sum counts it', () => {
    expect(csvField('-8.85', 'needed')).toBe('-8.85');
    expect(csvField('-10', 'needed')).toBe('-10');
    expect(csvField(-8.85, 'needed')).toBe('-8.85');
    expect(csvField('-8.85')).toBe('"-8.85"');
  });
});

describe('csvDocument', () => {
  it('ends every line with CRLF and starts with a byte-order mark when asked', () => {
    expect(
      csvDocument(
        [
          ['a', 1],
          ['b', '-2.00'],
        ],
        { quoting: 'needed' },
      ),
    ).toBe('a,1\r\nb,-2.00\r\n');
    expect(csvDocument([['a']], { bom: true })).toBe(`${UTF8_BOM}"a"\r\n`);
  });
});

describe('csvFields', () => {
  it('reads back the fields a line was written with, commas and quotes inside them', () => {
    const fields = ['Tulsi', 'Rao, Asha', 'The "Tulsi" tea', '', '12'];
    for (const quoting of ['always', 'needed'] as const) {
      const line = fields.map((field) => csvField(field, quoting)).join(',');
      expect(csvFields(line)).toEqual(fields);
    }
  });

  it('keeps spaces and an empty last field', () => {
    expect(csvFields('110001, New Delhi ,')).toEqual(['110001', ' New Delhi ', '']);
    expect(csvFields('')).toEqual(['']);
  });
});
