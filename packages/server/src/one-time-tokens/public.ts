/** What other capabilities may do with one-time tokens: verify (and so use up) one, for sign-in. */
export { createOneTimeTokenService } from './service';
