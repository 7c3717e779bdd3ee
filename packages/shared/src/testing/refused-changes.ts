// Changes that make a valid body invalid, each with the sentence it is refused with: the
// schemas' tests parse them, the server's tests send them to the routes that use the schemas.

/** One change to a valid body, and the sentence a parse of the changed body fails with. */
type RefusedChange = [change: Record<string, unknown>, error: string];

/** One change per value of `field`, each refused with `error`. */
const refusedValues = (field: string, values: unknown[], error: string): RefusedChange[] =>
  values.map((value) => [{ [field]: value }, error]);

/** Changes to a valid delivery address. */
export const refusedAddressChanges: RefusedChange[] = [
  ...refusedValues(
    'phone_number',
    ['987654321', '98765432101', '98765-4321'],
    'Phone number must be exactly 10 digits.',
  ),
  ...refusedValues(
    'pin_code',
    ['12ab56', '68200', '30200', 'abcdef'],
    'Pin code must be 6 digits.',
  ),
  ...refusedValues('name', ['  '], 'Name is required.'),
  ...refusedValues('line_1', ['', ' '], 'House, office or flat is required.'),
  ...refusedValues('line_2', [undefined], 'Street or landmark is required.'),
  ...refusedValues('city', ['', undefined], 'City is required.'),
  ...refusedValues('district', [''], 'District is required.'),
  ...refusedValues('state', [''], 'State is required.'),
  ...refusedValues('country', [''], 'Country is required.'),
];

/** Changes to a valid charge. */
export const refusedChargeChanges: RefusedChange[] = [
  ...refusedValues('type', ['', undefined, 'Shipping'], 'Charge type is required.'),
  ...refusedValues('amount', [''], 'Amount is required.'),
  ...refusedValues(
    'amount',
    ['ten', 'abc', '-5', '101%', '150%'],
    'Amount must be a rupee figure such as 25 or a percentage such as 2%.',
  ),
  ...refusedValues('description', [' '], 'Description is required.'),
];
