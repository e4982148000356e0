import type { Settings } from './settings';

/**
 * Whether a person can reset a forgotten password here. It takes a verification code sent by email
 * or text message, so an email or SMS connector; none exists until the connectors issue, so no
 * page offers "Forgot password?" yet.
 */
export const canResetPassword = (_settings: Settings) => false;
