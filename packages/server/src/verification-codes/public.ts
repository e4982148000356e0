/**
 * What other capabilities may do with verification codes: send one to an address and check it,
 * under the same policy as the management API (`createVerificationCodeService`), with a `purpose`
 * of their own so their codes never answer another flow's.
 */
export { codePolicy, createVerificationCodeService, type Identifier as CodeIdentifier } from './service';
