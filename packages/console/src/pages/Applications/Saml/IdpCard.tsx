import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadSamlIdpMetadata } from '../../../api/saml-applications/queries';
import { handleSubmitError } from '../../../api/submit-errors';
import { useTenantEndpoints } from '../../../app/tenant';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { CopyField } from '../../../components/CopyField';
import { Stack } from '../../../components/Stack';
import { downloadText } from '../../../utils/download';

/** Where the service provider finds Gatehouse as its identity provider (the server's `samlApplicationUrls`). */
export const samlIdpUrls = (endpoint: string, id: string) => ({
  entityId: `${endpoint}/saml/${id}`,
  ssoUrl: `${endpoint}/api/saml/${id}/authn`,
  metadataUrl: `${endpoint}/api/saml-applications/${id}/metadata`,
});

/** The identity provider's side, to copy into the service provider: entity id, SSO URL, metadata (URL or file). */
export const IdpCard = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const { endpoint } = useTenantEndpoints();
  const readMetadata = useReadSamlIdpMetadata();
  const [downloading, setDownloading] = useState(false);
  const urls = samlIdpUrls(endpoint, id);

  const download = async () => {
    setDownloading(true);
    try {
      const xml = await readMetadata(id);
      downloadText(xml, `gatehouse-idp-metadata-${id}.xml`, 'application/samlmetadata+xml');
    } catch (error) {
      handleSubmitError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card title={t('saml_applications.idp_title')} description={t('saml_applications.idp_description')} aside>
      <Stack>
        <CopyField label={t('saml_applications.idp_entity_id')} value={urls.entityId} />
        <CopyField label={t('saml_applications.sso_url')} value={urls.ssoUrl} />
        <CopyField label={t('saml_applications.metadata_url')} value={urls.metadataUrl} />
        <div>
          <Button icon={<Download size={16} />} loading={downloading} onClick={() => void download()}>
            {t('saml_applications.download_metadata')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
};
