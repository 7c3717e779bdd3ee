/**
 * The GST state codes of India's 36 states and union territories (the first two digits of a
 * GSTIN). 25 (Daman and Diu) was merged into 26 in 2020 and 28 is Andhra Pradesh's old code.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** A state code is two digits, 01 to 38 (97 is "other territory"). */
export const GST_STATE_CODE_PATTERN = /^(0[1-9]|[12]\d|3[0-8]|97)$/;

/** The code of a state by its name, in any case; undefined for a name not in the list. */
export function gstStateCode(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return Object.entries(GST_STATE_CODES).find(([state]) => state.toLowerCase() === wanted)?.[1];
}
