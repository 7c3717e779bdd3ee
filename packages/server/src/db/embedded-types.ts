/**
 * The array types whose values come back as arrays from the embedded database: those of the
 * shop's columns (checked by a test) and the common ones a query may build. Any other comes
 * back in PostgreSQL's text form (`embedded-worker.ts` says why).
 */
export const PARSED_ARRAY_TYPES = [
  1000, // boolean[]
  1005, // smallint[]
  1007, // integer[]
  1009, // text[]
  1015, // varchar[]
  1016, // bigint[]
  1021, // real[]
  1022, // double precision[]
  1231, // numeric[]
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  199, // json[]
  3807, // jsonb[]
  2951, // uuid[]
];
