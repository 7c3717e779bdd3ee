// Changes that make a valid body invalid, each with the sentence it is refused with: the
// schemas' tests parse them, the server's tests send them to the routes that use the schemas.

/** One change to a valid body, and the sentence a parse of the changed body fails with. */
export type RefusedChange = [change: Record<string, unknown>, error: string];

const PHONE = 'Phone number must be exactly 10 digits.';
const PIN_CODE = 'Pin code must be 6 digits.';

/** Changes to a valid delivery address. */
export const refusedAddressChanges: RefusedChange[] = [
  [{ phone_number: '987654321' }, PHONE],
  [{ phone_number: '98765432101' }, PHONE],
  [{ phone_number: '98765-4321' }, PHONE],
  [{ pin_code: '12ab56' }, PIN_CODE],
  [{ pin_code: '68200' }, PIN_CODE],
  [{ pin_code: '30200' }, PIN_CODE],
  [{ pin_code: 'abcdef' }, PIN_CODE],
  [{ name: '  ' }, 'Name is required.'],
  [{ line_1: '' }, 'House, office or flat is required.'],
  [{ line_1: ' ' }, 'House, office or flat is required.'],
  [{ line_2: undefined }, 'Street or landmark is required.'],
  [{ city: '' }, 'City is required.'],
  [{ city: undefined }, 'City is required.'],
  [{ district: '' }, 'District is required.'],
  [{ state: '' }, 'State is required.'],
  [{ country: '' }, 'Country is required.'],
];

const AMOUNT = 'Amount must be a rupee figure such as 25 or a percentage such as 2%.';

/** Changes to a valid charge. */
export const refusedChargeChanges: RefusedChange[] = [
  [{ type: '' }, 'Charge type is required.'],
  [{ type: undefined }, 'Charge type is required.'],
  [{ type: 'Shipping' }, 'Charge type is required.'],
  [{ amount: '' }, 'Amount is required.'],
  [{ amount: 'ten' }, AMOUNT],
  [{ amount: 'abc' }, AMOUNT],
  [{ amount: '-5' }, AMOUNT],
  [{ amount: '101%' }, AMOUNT],
  [{ amount: '150%' }, AMOUNT],
  [{ description: ' ' }, 'Description is required.'],
];
