import type { SsoProviderName, SsoSamlServiceProvider } from '@gatehouse/schemas/sso-connectors';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { CopyField } from '../../../components/CopyField';
import { Notice } from '../../../components/Notice';
import styles from './SetupGuide.module.css';

/** A value to register at the identity provider, shown under the step that names it. */
type GuideValue = 'redirectUri' | 'acsUrl' | 'entityId' | 'metadataUrl';
type GuideStep = { key: string; values?: GuideValue[] };

/** Each provider's steps (phrases `enterprise_sso.guide.{provider}.{key}`), in order. */
export const guideSteps: Record<SsoProviderName, GuideStep[]> = {
  OIDC: [{ key: 'app' }, { key: 'redirect', values: ['redirectUri'] }, { key: 'paste' }, { key: 'test' }],
  SAML: [
    { key: 'app' },
    { key: 'sp', values: ['acsUrl', 'entityId', 'metadataUrl'] },
    { key: 'attributes' },
    { key: 'paste' },
  ],
  AzureAD: [{ key: 'app' }, { key: 'sp', values: ['entityId', 'acsUrl'] }, { key: 'assign' }, { key: 'paste' }],
  AzureAdOidc: [{ key: 'app' }, { key: 'redirect', values: ['redirectUri'] }, { key: 'secret' }, { key: 'paste' }],
  GoogleWorkspace: [{ key: 'consent' }, { key: 'redirect', values: ['redirectUri'] }, { key: 'paste' }],
  Okta: [{ key: 'app' }, { key: 'redirect', values: ['redirectUri'] }, { key: 'assign' }, { key: 'paste' }],
};

const valueLabels = {
  redirectUri: 'enterprise_sso.redirect_uri',
  acsUrl: 'enterprise_sso.saml.sp_acs_url',
  entityId: 'enterprise_sso.saml.sp_entity_id',
  metadataUrl: 'enterprise_sso.saml.sp_metadata_url',
} as const;

/** The values to copy: the redirect URI (OIDC) or the service provider's (SAML); none before the connector exists. */
export type GuideValues = Partial<Record<GuideValue, string>>;
export const samlGuideValues = (sp: SsoSamlServiceProvider): GuideValues => ({
  acsUrl: sp.acsUrl,
  entityId: sp.entityId,
  metadataUrl: sp.metadataUrl,
});

/**
 * What to do at the identity provider, as numbered steps beside the connector's form: what to
 * register there (the values with a copy button, once the connector exists) and what to paste back.
 */
export const SetupGuide = ({ providerName, values }: { providerName: SsoProviderName; values?: GuideValues }) => {
  const { t } = useTranslation();
  const steps = guideSteps[providerName];
  return (
    <Card
      title={t('enterprise_sso.guide.title')}
      description={t('enterprise_sso.guide.description', {
        provider: t(`enterprise_sso.providers.${providerName}.name`),
      })}
      aside
    >
      <ol className={styles.steps} data-testid="sso-setup-guide">
        {steps.map((step) => (
          <li key={step.key} className={styles.step}>
            <span>{t(`enterprise_sso.guide.${providerName}.${step.key}` as 'enterprise_sso.guide.OIDC.app')}</span>
            {step.values?.map((name) => {
              const value = values?.[name];
              return value ? <CopyField key={name} label={t(valueLabels[name])} value={value} /> : null;
            })}
            {step.values && !values ? <Notice>{t('enterprise_sso.guide.values_after_create')}</Notice> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
};
