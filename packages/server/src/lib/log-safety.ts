type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * The `err` serializer for every log line. A failed query's error carries the statement's
 * parameter values (names, addresses, password hashes) in its message, stack and `params`;
 * only the error's kind, database code and the driver's own sentence are kept.
 */
export function serializeError(error: Error): LoggedError {
  const { code, cause, params } = error as Error & { code?: unknown; params?: unknown };
  const failedQuery = params !== undefined || /^Failed query:/.test(error.message);
  if (failedQuery) {
    const driver = cause instanceof Error ? (cause as Error & { code?: unknown }) : undefined;
    return {
      type: error.name,
      message: 'Failed query',
      code: driver?.code,
      // A driver sentence may quote the offending value at its end.
      cause: driver?.message.replace(/:\s*".*$/s, ': …'),
      stack: stackFrames(error.stack),
    };
  }
  return {
    type: error.name,
    message: error.message,
    code,
    stack: error.stack ?? '',
    ...(cause instanceof Error ? { cause: serializeError(cause) } : {}),
  };
}

/** Only the `at …` lines: the first lines of a stack repeat the message. */
const stackFrames = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
