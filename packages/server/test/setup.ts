import { afterEach } from 'vitest';
import { failOnConsoleError } from '@shop/shared/testing';

// A stray console.error means something failed quietly: make it fail the test instead.
failOnConsoleError();

// Two statements at once on one connection (a transaction's, read with Promise.all) are queued
// by pg today with a warning, and refused by its next major version: fail the test that did it.
const overlapping: string[] = [];
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing'))
    overlapping.push(warning.message);
});
afterEach(() => {
  if (overlapping.length > 0) throw new Error(overlapping.splice(0).join('\n'));
});
