import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmPasswordField, Field, matchesPassword } from '../components/Field';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { Onward } from '../components/Onward';
import { PasswordRules } from '../components/PasswordRules';
import { SubmitButton } from '../components/SubmitButton';
import { ApiFailure, request } from '../lib/api';
import { fieldOfError } from '../lib/use-flow';

type InvitationDetails = {
  id: string;
  status: 'Pending' | 'Accepted' | 'Expired' | 'Revoked';
  invitee: string;
  expiresAt: number;
  organization: { id: string; name: string; branding: { logoUrl?: string; darkLogoUrl?: string } };
  hasAccount: boolean;
  hasPassword: boolean;
  canCreateAccount: boolean;
  consoleUrl?: string;
};

type Form = { password: string; confirm: string };

const closedDescription = {
  Accepted: 'description.invitation_accepted_before',
  Expired: 'description.invitation_expired',
  Revoked: 'description.invitation_revoked',
} as const;

/** The server's (already translated) message, or ours when there is none. */
const messageOf = (t: TFunction, failure: unknown) => {
  if (failure instanceof ApiFailure && failure.status === 0) return t('error.network');
  return failure instanceof ApiFailure && failure.message ? failure.message : t('error.unknown');
};

/**
 * An organization invitation's accept page (the invitation's `link`): the invitee enters their
 * account's password, or chooses one when they have no account (or one without a password), and
 * joins the organization.
 */
export const Invitation = () => {
  const { t } = useTranslation();
  const { invitationId = '' } = useParams();
  const path = `api/experience/invitations/${encodeURIComponent(invitationId)}`;
  const [invitation, setInvitation] = useState<InvitationDetails>();
  const [missing, setMissing] = useState(false);
  const [loadError, setLoadError] = useState<string>();
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    watch,
    setError: setFieldError,
    formState: { errors },
  } = useForm<Form>({ defaultValues: { password: '', confirm: '' } });

  useEffect(() => {
    request<InvitationDetails>('GET', path)
      .then(setInvitation)
      .catch((failure: unknown) => {
        if (failure instanceof ApiFailure && failure.status === 404) setMissing(true);
        else setLoadError(messageOf(t, failure));
      });
  }, [path, t]);

  if (missing) {
    return (
      <Layout title={t('page_title.invitation_closed')} description={t('description.invitation_not_found')}>
        <Onward />
      </Layout>
    );
  }
  if (!invitation) {
    return (
      <Layout title={t('page_title.invitation_loading')}>
        <FormError message={loadError} />
        {loadError ? null : <p aria-live="polite">{t('a11y.loading')}</p>}
      </Layout>
    );
  }

  const { organization, invitee } = invitation;
  // An invitation to a console tenant goes on to the console; any other to the application or the tenant's page.
  const onward = invitation.consoleUrl ? (
    <nav className="links">
      <a className="button" href={invitation.consoleUrl}>
        {t('action.continue')}
      </a>
    </nav>
  ) : (
    <Onward />
  );
  const logo = { ...organization.branding, name: organization.name };
  if (accepted) {
    return (
      <Layout
        logo={logo}
        title={t('page_title.invitation_accepted', { organization: organization.name })}
        description={t('description.invitation_accepted', { organization: organization.name, email: invitee })}
      >
        {onward}
      </Layout>
    );
  }
  if (invitation.status !== 'Pending') {
    return (
      <Layout
        logo={logo}
        title={t('page_title.invitation_closed')}
        description={t(closedDescription[invitation.status], { organization: organization.name })}
      >
        {onward}
      </Layout>
    );
  }

  if (!invitation.hasAccount && !invitation.canCreateAccount) {
    // Nothing the invitee can do here: say who can.
    return (
      <Layout
        logo={logo}
        title={t('page_title.invitation', { organization: organization.name })}
        description={t('description.invitation_no_registration', { email: invitee })}
      />
    );
  }

  const choosing = !invitation.hasPassword;
  const password = watch('password');
  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    setError(undefined);
    try {
      await request('POST', `${path}/accept`, { password: values.password });
      setAccepted(true);
    } catch (failure) {
      // A password the policy refuses is said under the field; anything else in the banner.
      if (failure instanceof ApiFailure && failure.message && fieldOfError(failure.code) === 'password') {
        setFieldError('password', { type: 'server', message: failure.message }, { shouldFocus: true });
      } else setError(messageOf(t, failure));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Layout
      logo={logo}
      title={t('page_title.invitation', { organization: organization.name })}
      description={t(choosing ? 'description.invitation_choose_password' : 'description.invitation_enter_password', {
        email: invitee,
      })}
    >
      {/* The banner is about the password, the form's only field: editing it clears the banner. */}
      <form noValidate onChange={() => setError(undefined)} onSubmit={(event) => void onSubmit(event)}>
        <FormError message={error} />
        {/* The account's name, for password managers. */}
        <input type="email" name="username" autoComplete="username" value={invitee} readOnly hidden />
        <Field
          label={choosing ? t('input.new_password') : t('input.password')}
          type="password"
          reveal
          autoFocus
          autoComplete={choosing ? 'new-password' : 'current-password'}
          error={errors.password?.message}
          {...register('password', { required: t('error.required', { field: t('input.password') }) })}
        />
        {choosing ? (
          <>
            <PasswordRules password={password} userInfo={{ email: invitee }} />
            <ConfirmPasswordField
              error={errors.confirm?.message}
              {...register('confirm', { validate: matchesPassword(t) })}
            />
          </>
        ) : null}
        <SubmitButton busy={busy}>{t('action.accept_invitation')}</SubmitButton>
      </form>
    </Layout>
  );
};
