import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, serviceUnavailable } from './errors';

// The errors as node-postgres, its pool, Node's sockets and Drizzle make them.
const serverError = (code: string, message: string) =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });
const socketError = (code: string, syscall: string) =>
  Object.assign(new Error(`${syscall} ${code} 127.0.0.1:5432`), { code, syscall });
const failedQuery = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it('knows a server going away, starting or unreachable, however deep the cause', () => {
    const refused = socketError('ECONNREFUSED', 'connect');
    const outages = [
      serverError('57P01', 'terminating connection due to administrator command'),
      serverError('57P03', 'the database system is starting up'),
      serverError('08006', 'connection failure'),
      serverError('53300', 'sorry, too many clients already'),
      refused,
      socketError('ECONNRESET', 'read'),
      Object.assign(new AggregateError([refused, refused]), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      failedQuery(serverError('57P01', 'terminating connection due to administrator command')),
      failedQuery(new Error('Client was closed and is not queryable')),
      serviceUnavailable('The shop is not ready yet.', failedQuery(refused)),
    ];
    expect(outages.map(isDatabaseUnavailable)).toEqual(outages.map(() => true));
  });

  it('leaves every other failure alone', () => {
    const others = [
      failedQuery(serverError('23505', 'duplicate key value violates unique constraint')),
      serverError('40P01', 'deadlock detected'),
      // A browser that drops its upload: the same code, but not a socket of ours.
      Object.assign(new Error('aborted'), { code: 'ECONNRESET' }),
      Object.assign(new Error('no space left on device'), { code: 'ENOSPC', syscall: 'write' }),
      new Error('Razorpay unreachable: fetch failed'),
      undefined,
      'a string',
    ];
    expect(others.map(isDatabaseUnavailable)).toEqual(others.map(() => false));
  });
});
