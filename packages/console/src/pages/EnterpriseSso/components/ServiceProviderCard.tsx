import type { SsoSamlServiceProvider } from '@gatehouse/schemas/sso-connectors';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { CodeBlock } from '../../../components/CodeBlock';
import { CopyField } from '../../../components/CopyField';
import { Stack } from '../../../components/Stack';
import { downloadText } from '../../../utils/download';

/**
 * Gatehouse as the identity provider sees it (the connector's `serviceProvider`): what to copy
 * into the identity provider, or its metadata by URL or as a file.
 */
export const ServiceProviderCard = ({
  connectorId,
  serviceProvider,
}: {
  connectorId: string;
  serviceProvider: SsoSamlServiceProvider;
}) => {
  const { t } = useTranslation();
  return (
    <Card title={t('enterprise_sso.saml.sp_title')} description={t('enterprise_sso.saml.sp_description')} aside>
      <Stack>
        <CopyField label={t('enterprise_sso.saml.sp_entity_id')} value={serviceProvider.entityId} />
        <CopyField label={t('enterprise_sso.saml.sp_acs_url')} value={serviceProvider.acsUrl} />
        <CopyField label={t('enterprise_sso.saml.sp_metadata_url')} value={serviceProvider.metadataUrl} />
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
          <CodeBlock
            label={t('enterprise_sso.saml.sp_certificate')}
            code={serviceProvider.encryptionCertificate.trim()}
          />
        ) : null}
      </Stack>
    </Card>
  );
};
