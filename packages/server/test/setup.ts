import { failOnConsoleError } from '@shop/shared/testing';

// A stray console.error means something failed quietly: make it fail the test instead.
failOnConsoleError();
