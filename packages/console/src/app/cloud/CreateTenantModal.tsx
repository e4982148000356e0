import { tenantTags } from '@gatehouse/schemas/tenants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { handleSubmitError } from '../../api/submit-errors';
import { useCreateTenant } from '../../api/tenants/mutations';
import { RadioGroup } from '../../components/RadioGroup';
import { toast } from '../../components/Toast/store';
import { FormModal } from '../../patterns/FormModal';
import { useConsoleConfig } from '../config-context';
import { initialRegion, type RegionName, TenantFields, type TenantTag } from './TenantFields';

/** Creates a tenant (cloud): name, region and usage purpose; the new tenant is opened (spec §5). */
export const CreateTenantModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTenant();
  const firstRegion = initialRegion(useConsoleConfig());
  const [name, setName] = useState('');
  const [region, setRegion] = useState<RegionName>(firstRegion);
  const [tag, setTag] = useState<TenantTag>('development');
  const [tried, setTried] = useState(false);
  const close = () => {
    setName('');
    setRegion(firstRegion);
    setTag('development');
    setTried(false);
    onClose();
  };

  return (
    <FormModal
      open={open}
      onClose={close}
      title={t('cloud.create.title')}
      submitLabel={t('cloud.create.submit')}
      submitting={create.isPending}
      onSubmit={async (event) => {
        event.preventDefault();
        setTried(true);
        if (!name.trim()) return;
        try {
          const created = await create.mutateAsync({ name: name.trim(), regionName: region, tag });
          toast.success(t('cloud.create.created'));
          close();
          navigate(`/${encodeURIComponent(created.id)}`);
        } catch (error) {
          handleSubmitError(error);
        }
      }}
    >
      <TenantFields
        name={name}
        onNameChange={setName}
        nameLabel={t('cloud.fields.name')}
        nameMissing={tried && !name.trim()}
        region={region}
        onRegionChange={setRegion}
      />
      <RadioGroup
        legend={t('cloud.fields.purpose')}
        variant="cards"
        options={tenantTags.map((value) => ({
          value,
          label: t(`cloud.tags.${value}`),
          description: t(`cloud.create.purpose_${value}`),
        }))}
        value={tag}
        onValueChange={setTag}
      />
    </FormModal>
  );
};
