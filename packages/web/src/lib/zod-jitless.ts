import { config } from 'zod/v4/core';

// zod compiles fast parsers with `new Function` when it may, and finds out by trying, which the
// Content-Security-Policy reports as a violation. Schemas read this flag when they are built,
// so this module runs before any of them.
config({ jitless: true });
