import type { ComponentType, ReactNode } from 'react';
import type { FlowOutcome } from '../../lib/flow';
import { type MaskedIdentifiers, type MfaFactor, verifyTotp } from '../../lib/mfa';
import { BackupCodesEnroll } from './BackupCodesEnroll';
import { BackupCodeVerify } from './BackupCodeVerify';
import { CodeFactorEnroll } from './CodeFactorEnroll';
import { CodeFactorVerify } from './CodeFactorVerify';
import { TotpCodeForm } from './TotpCodeForm';
import { TotpEnroll } from './TotpEnroll';
import { WebAuthnEnroll } from './WebAuthnEnroll';
import { WebAuthnVerify } from './WebAuthnVerify';

/** A screen proving one of the user's factors; `finish` remembers the device when asked and submits. */
export type VerifyScreenProps = {
  finish: () => Promise<FlowOutcome | undefined>;
  children?: ReactNode;
  /** The user's email / phone as the server masked them, for the code factors. */
  masked?: MaskedIdentifiers;
};
/** A screen enrolling a new factor: it binds it and submits (the next MFA step, or the redirect). */
export type EnrollScreenProps = Record<string, never>;

type FactorScreens = { verify?: ComponentType<VerifyScreenProps>; enroll?: ComponentType<EnrollScreenProps> };

const TotpVerify = ({ finish, children }: VerifyScreenProps) => (
  <TotpCodeForm check={verifyTotp} finish={finish}>
    {children}
  </TotpCodeForm>
);

const EmailCodeVerify = (props: VerifyScreenProps) => <CodeFactorVerify type="email" {...props} />;
const PhoneCodeVerify = (props: VerifyScreenProps) => <CodeFactorVerify type="phone" {...props} />;
const EmailCodeEnroll = () => <CodeFactorEnroll type="email" />;
const PhoneCodeEnroll = () => <CodeFactorEnroll type="phone" />;

/**
 * The one place that knows each factor's screens: a new factor is one entry here and its
 * phrases (`mfa.factor.<Factor>`, `mfa.use.<Factor>`, `mfa.verify_description.<Factor>`).
 */
export const factorScreens: Partial<Record<MfaFactor, FactorScreens>> = {
  Totp: { verify: TotpVerify, enroll: TotpEnroll },
  WebAuthn: { verify: WebAuthnVerify, enroll: WebAuthnEnroll },
  BackupCode: { verify: BackupCodeVerify, enroll: BackupCodesEnroll },
  // Had by a primary email / phone; enrolled here by a user with none, adding one.
  EmailVerificationCode: { verify: EmailCodeVerify, enroll: EmailCodeEnroll },
  PhoneVerificationCode: { verify: PhoneCodeVerify, enroll: PhoneCodeEnroll },
};

/** The factors of a list these pages can verify (or enroll): a factor without a screen yet is left out. */
export const withScreen = (factors: MfaFactor[], step: keyof FactorScreens) =>
  factors.filter((factor) => factorScreens[factor]?.[step]);
