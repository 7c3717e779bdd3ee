/**
 * What staff work on another account may do to its sign-in (employee changes): end every login
 * of the account, and clear its failed sign-ins. Other modules reach auth's tables only here.
 */
export { clearLoginFailures, revokeAllSessions } from './repo';
