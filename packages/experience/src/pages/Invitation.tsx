import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmPasswordField, Field, matchesPassword } from '../components/Field';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { PasswordRules } from '../components/PasswordRules';
import { SubmitButton } from '../components/SubmitButton';
import { ApiFailure, request } from '../lib/api';

type InvitationDetails = {
  id: string;
  status: 'Pending' | 'Accepted' | 'Expired' | 'Revoked';
  invitee: string;
  expiresAt: number;
  organization: { id: string; name: string; branding: { logoUrl?: string; darkLogoUrl?: string } };
  hasAccount: boolean;
  hasPassword: boolean;
  canCreateAccount: boolean;
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
    return <Layout title={t('page_title.invitation_closed')} description={t('description.invitation_not_found')} />;
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
  const logo = organization.branding;
  if (accepted) {
    return (
      <Layout
        logo={logo}
        title={t('page_title.invitation_accepted', { organization: organization.name })}
        description={t('description.invitation_accepted', { organization: organization.name, email: invitee })}
      />
    );
  }
  if (invitation.status !== 'Pending') {
    return (
      <Layout
        logo={logo}
        title={t('page_title.invitation_closed')}
        description={t(closedDescription[invitation.status], { organization: organization.name })}
      />
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
      setError(messageOf(t, failure));
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
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
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
