import { ConfigError } from '../../config';
import { BackupFileError } from './archive';
import { BackupError } from './database-dump';

/**
 * What stops a backup or a restore run for a reason the operator can act on: told in one
 * sentence, with no stack trace.
 */
export const isOperatorError = (error: unknown): error is Error =>
  error instanceof ConfigError || error instanceof BackupError || error instanceof BackupFileError;

/** Ends the command with the sentence on stderr and exit status 1. */
export function failWith(message: string): never {
  console.error(message);
  process.exit(1);
}
