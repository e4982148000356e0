import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import type { Settings } from './settings';

/** The identifiers a code can be sent to. */
export type CodeIdentifierType = 'email' | 'phone';

const isCodeType = (type: IdentifierType): type is CodeIdentifierType => type === 'email' || type === 'phone';

/** Whether a code reaches this kind of identifier now: an enabled email or SMS connector (`forgotPassword`). */
export const canSendCodeTo = (settings: Settings, type: IdentifierType) =>
  isCodeType(type) && settings.forgotPassword[type];

/** Whether a person can reset a forgotten password here: it takes a code sent by email or text message. */
export const canResetPassword = (settings: Settings) => settings.forgotPassword.email || settings.forgotPassword.phone;

/** Where a password-reset code can go, in the order the form names them. */
export const resetPasswordTypes = (settings: Settings): CodeIdentifierType[] =>
  (['email', 'phone'] as const).filter((type) => settings.forgotPassword[type]);

/** The identifiers one signs in with by password. */
export const passwordSignInTypes = (settings: Settings): IdentifierType[] =>
  settings.signIn.methods.filter((method) => method.password).map((method) => method.identifier);

/** The identifiers one signs in with by a code: those whose method allows codes, where a code can be delivered. */
export const codeSignInTypes = (settings: Settings): CodeIdentifierType[] =>
  settings.signIn.methods.flatMap((method) =>
    method.verificationCode && isCodeType(method.identifier) && canSendCodeTo(settings, method.identifier)
      ? [method.identifier]
      : [],
  );

/**
 * Whether the sign-in page opens on the code form: when no method has a password, or when a method
 * that offers both says the password is not its primary way (`isPasswordPrimary: false`).
 */
export const prefersCodeSignIn = (settings: Settings) => {
  const codeTypes = codeSignInTypes(settings);
  if (codeTypes.length === 0) return false;
  if (passwordSignInTypes(settings).length === 0) return true;
  return settings.signIn.methods.some(
    (method) =>
      method.password && !method.isPasswordPrimary && (codeTypes as IdentifierType[]).includes(method.identifier),
  );
};

/**
 * The sign-up identifiers registered by a code: all the email and phone ones when sign-up verifies
 * them (or asks for no password, so a code is the only proof), where a code can be delivered.
 */
export const codeRegistrationTypes = (settings: Settings): CodeIdentifierType[] => {
  const { identifiers, verify, password } = settings.signUp;
  if (!verify && password) return [];
  return identifiers.filter((type): type is CodeIdentifierType => canSendCodeTo(settings, type));
};
