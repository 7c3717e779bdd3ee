/** The session is renewed every 12 minutes while logged in. */
export const SESSION_REFRESH_INTERVAL_MS = 720_000;

/** How long each screen's success message shows before the login screen. */
export const REDIRECT_DELAY_MS = {
  signup: 1000,
  forgotPassword: 3000,
  resetPassword: 2000,
  activation: 3000,
} as const;
