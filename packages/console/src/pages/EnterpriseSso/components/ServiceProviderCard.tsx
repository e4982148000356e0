import type { SsoSamlServiceProvider } from '@gatehouse/schemas/sso-connectors';
import { Download, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRotateSamlSpKey } from '../../../api/sso-connectors/mutations';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { CodeBlock } from '../../../components/CodeBlock';
import { confirm } from '../../../components/ConfirmDialog';
import { Notice } from '../../../components/Notice';
import { Stack } from '../../../components/Stack';
import { toast } from '../../../components/Toast/store';
import { downloadText } from '../../../utils/download';

/**
 * Gatehouse as the identity provider sees it (the connector's `serviceProvider`): what to copy
 * into the identity provider, or its metadata by URL or as a file; its encryption certificate, which
 * can be rotated (the previous one still decrypts for a week, said under it).
 */
export const ServiceProviderCard = ({
  connectorId,
  serviceProvider,
}: {
  connectorId: string;
  serviceProvider: SsoSamlServiceProvider;
}) => {
  const { t, i18n } = useTranslation();
  const rotate = useRotateSamlSpKey();
  const previousUntil = serviceProvider.previousCertificateExpiresAt;
  const onRotate = async () => {
    const answer = await confirm({
      title: t('enterprise_sso.saml.rotate_title'),
      message: t('enterprise_sso.saml.rotate_description'),
      confirmText: t('enterprise_sso.saml.rotate'),
    });
    if (answer !== 'confirmed') return;
    await rotate.mutateAsync(connectorId);
    toast.success(t('enterprise_sso.saml.rotated'));
  };
  return (
    <Card title={t('enterprise_sso.saml.sp_title')} description={t('enterprise_sso.saml.sp_description')} aside>
      <Stack>
        <div>
          <Button
            icon={<Download size={16} />}
            onClick={() =>
              downloadText(
                serviceProvider.metadata,
                `gatehouse-sp-metadata-${connectorId}.xml`,
                'application/samlmetadata+xml',
              )
            }
          >
            {t('enterprise_sso.saml.sp_download')}
          </Button>
        </div>
        {serviceProvider.encryptionCertificate ? (
          <>
            <CodeBlock
              label={t('enterprise_sso.saml.sp_certificate')}
              code={serviceProvider.encryptionCertificate.trim()}
            />
            {previousUntil ? (
              <Notice>
                {t('enterprise_sso.saml.previous_key_until', {
                  date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                    previousUntil,
                  ),
                })}
              </Notice>
            ) : null}
            <div>
              <Button icon={<RefreshCw size={16} />} onClick={onRotate} loading={rotate.isPending}>
                {t('enterprise_sso.saml.rotate')}
              </Button>
            </div>
          </>
        ) : null}
      </Stack>
    </Card>
  );
};
