import { z } from 'zod';
import { recordId } from './common';

// Field sets several response objects share; not exported from the package.

/** A person's name as staff screens show it, with the account's id. */
export const personName = {
  id: recordId,
  first_name: z.string(),
  last_name: z.string(),
};

/** The sentence a change answers with, for the web app to flash. */
export const flash = { message: z.string() };

/** The contact fields every account has, shopper or employee. */
export const accountFields = {
  ...personName,
  email: z.string(),
  phone_number: z.string(),
};
