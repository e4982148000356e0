import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useUpdateCustomData } from '../../api/me/mutations';
import { useMe } from '../../api/me/queries';
import { handleSubmitError } from '../../api/submit-errors';
import { useCreateTenant, useInviteCollaborators } from '../../api/tenants/mutations';
import { defaultTenantKey, isOnboardingDone, onboardingDoneKey } from '../../app/cloud/index-route';
import { initialRegion, type RegionName, TenantFields } from '../../app/cloud/TenantFields';
import { useConsoleConfig } from '../../app/config-context';
import { AppLoading } from '../../components/AppLoading';
import { Button } from '../../components/Button';
import { type EmailTag, EmailTagInput } from '../../components/EmailTagInput';
import { validEmails } from '../../components/EmailTagInput/email-tags';
import { StackForm } from '../../components/Stack';
import { StandalonePage } from '../../components/StandalonePage';
import { useDocumentTitle } from '../../hooks/use-document-title';
import styles from './index.module.css';

/** Onboarding always shows in the light theme (spec §2); the user's theme is back when it is left. */
const useForcedLightTheme = () =>
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = { theme: root.dataset.theme, scheme: root.style.colorScheme };
    root.dataset.theme = 'light';
    root.style.colorScheme = 'light';
    return () => {
      if (previous.theme) root.dataset.theme = previous.theme;
      root.style.colorScheme = previous.scheme;
    };
  }, []);

/**
 * Onboarding (cloud, spec §2): the first tenant's name and region and collaborators to invite.
 * Submitting creates the tenant, invites the valid addresses as collaborators (failures there do
 * not hold the user back), marks onboarding done and opens the tenant.
 */
const Onboarding = () => {
  const { t } = useTranslation();
  useForcedLightTheme();
  useDocumentTitle(t('cloud.onboarding.title'));
  const navigate = useNavigate();
  const me = useMe();
  const create = useCreateTenant();
  const invite = useInviteCollaborators();
  const updateCustomData = useUpdateCustomData();
  const [name, setName] = useState(t('cloud.onboarding.default_name'));
  const config = useConsoleConfig();
  const [region, setRegion] = useState<RegionName>(() => initialRegion(config));
  const [emails, setEmails] = useState<EmailTag[]>([]);
  const [busy, setBusy] = useState(false);

  if (!me.data) return <AppLoading />;
  if (isOnboardingDone(me.data.customData) && !busy) return <Navigate to="/" replace />;

  return (
    <StandalonePage width={560} form>
      <h1 className={styles.title}>{t('cloud.onboarding.title')}</h1>
      <p className={styles.description}>{t('cloud.onboarding.description')}</p>
      <StackForm
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          try {
            const tenant = await create.mutateAsync({
              name: name.trim() || t('cloud.onboarding.default_name'),
              regionName: region,
            });
            const invitees = validEmails(emails);
            if (invitees.length > 0) await invite.mutateAsync({ tenantId: tenant.id, invitees }).catch(() => {});
            await updateCustomData.mutateAsync({ [onboardingDoneKey]: true, [defaultTenantKey]: tenant.id });
            navigate(`/${encodeURIComponent(tenant.id)}`, { replace: true });
          } catch (error) {
            setBusy(false);
            handleSubmitError(error);
          }
        }}
      >
        <TenantFields
          name={name}
          onNameChange={setName}
          nameLabel={t('cloud.onboarding.name')}
          nameMissing={false}
          region={region}
          onRegionChange={setRegion}
        />
        <EmailTagInput
          label={t('cloud.onboarding.collaborators')}
          hint={t('cloud.onboarding.collaborators_hint')}
          invalidMessage={t('cloud.errors.invalid_email')}
          value={emails}
          onChange={setEmails}
        />
        <Button type="submit" kind="primary" loading={busy}>
          {t('cloud.onboarding.submit')}
        </Button>
      </StackForm>
    </StandalonePage>
  );
};

export default Onboarding;
