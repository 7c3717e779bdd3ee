import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages';
import { refusedAddressChanges, refusedChargeChanges, sampleAddress } from '../testing';
import { addressBody } from './address';
import {
  activateBody,
  firstSignupError,
  signupForm,
  loginBody,
  resetPasswordBody,
  resetPasswordForm,
} from './auth';
import { cartAddBody, cartUpdateBody } from './cart';
import {
  categoryBody,
  productBody,
  productListQuery,
  productUpdateBody,
  stockBody,
} from './catalogue';
import { chargeBody } from './charges';
import { firstIssueMessage, idParam, normalisePhone } from './common';
import { deliveryStateBody } from './delivery-states';
import { employeeAddBody, employeeEditBody, employeeResetBody } from './employee';
import { dateRangeQuery, placeOrderBody } from './orders';

/** The sentence a failed parse shows, or null when it passes. */
function errorOf(schema: z.ZodType, data: unknown): string | null {
  const result = schema.safeParse(data);
  return result.success ? null : firstIssueMessage(result.error);
}

/** Each row changes a valid `base`: the sentence `schema` then fails with, or null when it passes. */
function itReportsEachChange(
  schema: z.ZodType,
  base: Record<string, unknown>,
  rows: [Record<string, unknown>, string | null][],
) {
  it.each(rows)('%j -> %s', (changes, expected) => {
    expect(errorOf(schema, { ...base, ...changes })).toBe(expected);
  });
}

const signup = {
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@example.com',
  phone_number: '9876543210',
  password: 'secret1',
  confirm_password: 'secret1',
};

describe("sign-up reports in the form's order", () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['valid', {}, null],
    [
      'everything wrong',
      {
        first_name: ' ',
        last_name: '',
        email: 'x',
        phone_number: '1',
        password: '1',
        confirm_password: '2',
      },
      'First name is required',
    ],
    [
      'last name and later',
      { last_name: '', email: 'x', phone_number: '1' },
      'Last name is required',
    ],
    ['email and later', { email: 'asha@example', phone_number: '1' }, 'Invalid email address'],
    [
      'phone and later',
      { phone_number: '98765', password: '1' },
      'Phone number must be 10 to 15 digits',
    ],
    ['phone with letters', { phone_number: '98765abcde' }, 'Phone number must be 10 to 15 digits'],
    [
      'phone of 16 digits',
      { phone_number: '1234567890123456' },
      'Phone number must be 10 to 15 digits',
    ],
    [
      'short password',
      { password: '12345', confirm_password: '12345' },
      'Password must be at least 6 characters',
    ],
    ['mismatch', { confirm_password: 'secret2' }, 'Passwords do not match'],
    ['missing fields', { first_name: undefined }, 'First name is required'],
  ])('%s', (_name, changes, expected) => {
    expect(firstSignupError({ ...signup, ...changes })).toBe(expected);
  });

  it('reports the first name when nothing is sent', () => {
    expect(firstSignupError({})).toBe('First name is required');
  });
});

describe('auth bodies', () => {
  it.each<[z.ZodType, unknown, string | null]>([
    [loginBody, { email: 'a@b.co', password: 'x' }, null],
    [loginBody, { email: '', password: 'x' }, 'Both fields are required.'],
    [loginBody, { email: 'a@b.co' }, 'Both fields are required.'],
    [resetPasswordBody, { new_password: '', token: 't' }, 'Both fields are required.'],
    [resetPasswordBody, { new_password: 'secret1', token: '' }, 'Reset token is required.'],
    [
      resetPasswordForm,
      { new_password: 'secret1', confirm_password: 'secret2' },
      'Passwords do not match.',
    ],
    [
      resetPasswordForm,
      { new_password: 'secret1', confirm_password: '' },
      'Both fields are required.',
    ],
    [activateBody, {}, 'Activation token is required.'],
    [activateBody, { token: '  ' }, 'Activation token is required.'],
  ])('%#', (schema, data, expected) => {
    expect(errorOf(schema, data)).toBe(expected);
  });
});

describe('phone numbers', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    [' 9876543210 ', '9876543210'],
    ['+44 20 7946 0958', '442079460958'],
    ['98765', '98765'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it('normalises in the address and sign-up bodies, where server and form both parse', () => {
    const parsedAddress = addressBody.parse(sampleAddress({ phone_number: '+91 98765 43210' }));
    expect(parsedAddress.phone_number).toBe('9876543210');
    expect(
      addressBody.safeParse(sampleAddress({ phone_number: '+44 20 7946 0958' })).error?.issues[0]
        ?.message,
    ).toBe('Phone number must be exactly 10 digits.');
    expect(firstSignupError({ ...signup, phone_number: '+91 98765 43210' })).toBeNull();
  });
});

const address = sampleAddress();

describe('address', () => {
  itReportsEachChange(addressBody, address, [
    [{}, null],
    [{ phone_number: 9876543210 }, null],
    [{ pin_code: 302001 }, null],
    ...refusedAddressChanges,
  ]);

  it('keeps phone and pin code as text', () => {
    const typedAsNumbers = {
      ...address,
      phone_number: Number(address.phone_number),
      pin_code: Number(address.pin_code),
    };
    expect(addressBody.parse(typedAsNumbers)).toEqual(address);
  });
});

describe('charge', () => {
  const charge = { type: 'Payment Gateway', amount: '2%', description: 'Card fee' };
  itReportsEachChange(chargeBody, charge, [
    [{}, null],
    [{ amount: '25.50' }, null],
    ...refusedChargeChanges,
  ]);
});

/** A product form as multipart sends it: every number as text. */
const sampleProduct = {
  name: 'Tulsi Drops',
  description: 'Holy basil extract',
  user_manual: 'Five drops in water',
  rate: '249.50',
  category_id: '2',
  stock: '10',
};

describe('catalogue', () => {
  const product = { ...sampleProduct, weight: '' };

  it('reads multipart text as numbers and a blank weight as missing', () => {
    expect(productBody.parse(product)).toEqual({
      name: 'Tulsi Drops',
      description: 'Holy basil extract',
      user_manual: 'Five drops in water',
      rate: 249.5,
      category_id: 2,
      stock: 10,
    });
  });

  it.each<[z.ZodType, Record<string, unknown>, string | null]>([
    [productBody, { name: '' }, 'Name is required.'],
    [productBody, { description: ' ' }, 'Description is required.'],
    [productBody, { user_manual: undefined }, 'User manual is required.'],
    [productBody, { rate: 'abc' }, 'Rate must be a number.'],
    [productBody, { rate: '' }, 'Rate must be a number.'],
    [productBody, { rate: '-1' }, 'Rate must be a number.'],
    [productBody, { category_id: '' }, 'Category is required.'],
    [productBody, { weight: '-5' }, 'Weight must be a non-negative number.'],
    [productBody, { weight: '120' }, null],
    [productBody, { stock: '1.5' }, 'Stock must be a whole number of 0 or more.'],
    [productUpdateBody, { stock: undefined }, null],
    [stockBody, { stock: -1 }, 'Stock must be a whole number of 0 or more.'],
    [stockBody, { stock: 0 }, null],
  ])('%#', (schema, changes, expected) => {
    expect(errorOf(schema, { ...product, ...changes })).toBe(expected);
  });

  it.each<[Record<string, unknown>, string | null]>([
    [{ name: 'Oils', description: 'Hair oils', gst: '18' }, null],
    [{ name: 'Oils', description: 'Hair oils', gst: 'x' }, 'GST must be a valid number.'],
    [{ name: 'Oils', description: 'Hair oils', gst: 101 }, 'GST must be a valid number.'],
    [{ name: '', description: 'Hair oils', gst: 5 }, 'Name is required.'],
  ])('category %j -> %s', (data, expected) => {
    expect(errorOf(categoryBody, data)).toBe(expected);
  });

  it.each<[Record<string, unknown>, unknown]>([
    [{}, { limit: 48, offset: 0 }],
    [
      { search: '  tulsi ', category_id: '3', limit: '10', offset: '20' },
      { search: 'tulsi', category_id: 3, limit: 10, offset: 20 },
    ],
    [
      { search: '', category_id: '' },
      { limit: 48, offset: 0 },
    ],
  ])('list query %j', (query, expected) => {
    expect(productListQuery.parse(query)).toEqual(expected);
  });

  it.each([{ limit: '0' }, { limit: '201' }, { offset: '-1' }, { limit: '2.5' }])(
    'refuses paging %j',
    (query) => {
      expect(errorOf(productListQuery, query)).toBe(
        'Paging must use whole numbers: limit 1 to 200, offset 0 or more.',
      );
    },
  );

  it('limits the search text', () => {
    expect(errorOf(productListQuery, { search: 'a'.repeat(101) })).toBe(
      'Search text must be at most 100 characters.',
    );
  });

  it('types weight as optional', () => {
    expectTypeOf(productBody.parse(product).weight).toEqualTypeOf<number | undefined>();
  });
});

describe('cart, delivery states and orders', () => {
  it.each<[z.ZodType, unknown, unknown]>([
    [cartAddBody, { product_id: 3 }, { product_id: 3, qty: 1 }],
    [cartAddBody, { product_id: 3, qty: 2 }, { product_id: 3, qty: 2 }],
    [cartUpdateBody, { qty: '4' }, { qty: 4 }],
    [
      deliveryStateBody,
      { name: 'Rajasthan', delivery_rate: '50' },
      { name: 'Rajasthan', delivery_rate: 50, additional_rate: 0 },
    ],
    [
      placeOrderBody,
      { address_id: 7 },
      { product_id: null, address_id: 7, payment_method: 'online' },
    ],
    [
      placeOrderBody,
      { product_id: 3, qty: 2, address_id: 7 },
      { product_id: 3, qty: 2, address_id: 7, payment_method: 'online' },
    ],
    [
      placeOrderBody,
      { product_id: 3, qty: 1, address_id: 7, payment_method: 'cod' },
      { product_id: 3, qty: 1, address_id: 7, payment_method: 'cod' },
    ],
    [
      dateRangeQuery,
      { from: '2024-02-28', to: '2024-02-29' },
      { from: '2024-02-28', to: '2024-02-29' },
    ],
  ])('%#', (schema, data, expected) => {
    expect(schema.parse(data)).toEqual(expected);
  });

  it.each<[z.ZodType, unknown, string]>([
    [cartAddBody, { product_id: 3, qty: 0 }, 'Quantity must be at least 1.'],
    [cartUpdateBody, { qty: 1.5 }, 'Quantity must be at least 1.'],
    [deliveryStateBody, { name: '', delivery_rate: 50 }, 'State name is required.'],
    [deliveryStateBody, { name: 'Goa', delivery_rate: 'x' }, 'Delivery rate must be a number.'],
    [placeOrderBody, { product_id: null }, 'Please select a delivery address.'],
    [
      dateRangeQuery,
      { from: '2023-02-29', to: '2023-03-01' },
      'Dates must be in YYYY-MM-DD format.',
    ],
    [dateRangeQuery, { from: '2024-1-5', to: '2024-01-06' }, 'Dates must be in YYYY-MM-DD format.'],
    [
      dateRangeQuery,
      { from: '2024-01-06', to: '2024-01-05' },
      'The From date must not be after the To date.',
    ],
    [idParam, { id: 'abc' }, 'The id must be a positive whole number.'],
    [idParam, { id: '0' }, 'The id must be a positive whole number.'],
  ])('%#', (schema, data, expected) => {
    expect(errorOf(schema, data)).toBe(expected);
  });

  it('coerces an id from the path', () => {
    expect(idParam.parse({ id: '12' })).toEqual({ id: 12 });
  });
});

describe('employee', () => {
  const employee = {
    first_name: 'Ravi',
    last_name: 'Kumar',
    email: 'ravi@example.com',
    phone_number: '9876543210',
    password: 'secret1',
    permissions: ['hr', 'product_manager'],
  };

  it.each<[z.ZodType, Record<string, unknown>, string | null]>([
    [employeeAddBody, {}, null],
    [employeeAddBody, { first_name: '  ' }, 'First name and Email are required.'],
    [employeeAddBody, { email: '' }, 'First name and Email are required.'],
    [employeeAddBody, { password: '' }, 'Password is required.'],
    [employeeAddBody, { permissions: ['super_user'] }, 'Choose permissions from the list.'],
    [employeeEditBody, { password: undefined }, null],
    [employeeEditBody, { email: ' ' }, 'First name and Email are required.'],
  ])('%#', (schema, changes, expected) => {
    expect(errorOf(schema, { ...employee, ...changes })).toBe(expected);
  });

  it.each<[unknown, unknown]>([
    [{ password: 'secret1' }, { password: 'secret1' }],
    [{ new_password: 'secret2' }, { password: 'secret2' }],
    [{ password: '', new_password: 'secret2' }, { password: 'secret2' }],
  ])('reset %j', (data, expected) => {
    expect(employeeResetBody.parse(data)).toEqual(expected);
  });

  it.each([{}, { password: '' }, { new_password: '   ' }])('reset %j needs a password', (data) => {
    expect(errorOf(employeeResetBody, data)).toBe(messages.employee.newPasswordRequired);
  });
});

describe('text fields refuse control characters and over-long text, naming the field', () => {
  it.each<[string, z.ZodType, Record<string, unknown>, string]>([
    [
      'a NUL in a sign-up name',
      signupForm,
      { ...signup, first_name: 'As\u0000ha' },
      'First name must not contain control characters.',
    ],
    [
      'a tab in an address line',
      addressBody,
      { ...address, line_1: '12\tLake Road' },
      'House, office or flat must not contain control characters.',
    ],
    [
      'a 101-character product name',
      productBody,
      { ...sampleProduct, name: 'n'.repeat(101) },
      'Name must be at most 100 characters.',
    ],
    [
      'a 5,001-character user manual',
      productBody,
      { ...sampleProduct, user_manual: 'm'.repeat(5001) },
      'User manual must be at most 5000 characters.',
    ],
    [
      'a 201-character city',
      addressBody,
      { ...address, city: 'c'.repeat(201) },
      'City must be at most 200 characters.',
    ],
  ])('%s', (_case, schema, data, message) => {
    expect(errorOf(schema, data)).toBe(message);
  });

  it('keeps line breaks in a description', () => {
    expect(errorOf(productBody, { ...sampleProduct, description: 'One.\nTwo.\r\n\tThree.' })).toBe(
      null,
    );
  });
});

describe('e-mail addresses are plain addresses only', () => {
  it.each([
    'x<victim@evil.example>',
    '"quoted"@example.in',
    'Asha <asha@example.in>',
    'a@b',
    'a..b@example.in',
    '.a@example.in',
    'a@example..in',
    'a@-example.in',
    'a b@example.in',
    'a@example.in,b@example.in',
  ])('refuses %j', (email) => {
    expect(errorOf(signupForm, { ...signup, email })).toBe('Invalid email address');
  });

  it.each(['asha@example.in', 'asha.v+shop@mail.example.co.in', "o'brien@example.com"])(
    'accepts %j',
    (email) => {
      expect(errorOf(signupForm, { ...signup, email })).toBe(null);
    },
  );
});
