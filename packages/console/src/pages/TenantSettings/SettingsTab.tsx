import { defaultTenantId } from '@gatehouse/schemas/constants';
import { tenantGuard, tenantTags } from '@gatehouse/schemas/tenants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { handleSubmitError } from '../../api/submit-errors';
import { usePatchTenant } from '../../api/tenants/mutations';
import { useCurrentTenant } from '../../api/tenants/queries';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { CopyField } from '../../components/CopyField';
import { DataState } from '../../components/DataState';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/Toast/store';
import { FormCard } from '../../patterns/FormCard';
import { useFormResolver } from '../../patterns/form-resolver';
import { DeleteTenantModal } from './DeleteTenantModal';
import styles from './index.module.css';

const settingsFormGuard = z.object({ name: tenantGuard.shape.name, tag: tenantGuard.shape.tag });

/** The settings tab (cloud, manage:tenant): name, tag and id; deleting the tenant. */
export const SettingsTab = () => {
  const query = useCurrentTenant(true);
  return <DataState query={query}>{(tenant) => <SettingsForm tenant={tenant} />}</DataState>;
};

const SettingsForm = ({ tenant }: { tenant: { id: string; name: string; tag: (typeof tenantTags)[number] } }) => {
  const { t } = useTranslation();
  const patch = usePatchTenant();
  const [deleting, setDeleting] = useState(false);
  const form = useForm<z.input<typeof settingsFormGuard>, unknown, z.output<typeof settingsFormGuard>>({
    resolver: useFormResolver(settingsFormGuard),
    values: { name: tenant.name, tag: tenant.tag },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await patch.mutateAsync(values);
      form.reset({ name: saved.name, tag: saved.tag });
      toast.success(t('general.saved'));
    } catch (error) {
      handleSubmitError(error);
    }
  });

  return (
    <div className={styles.cards}>
      <FormCard
        title={t('tenant_settings.profile')}
        description={t('tenant_settings.profile_description')}
        onSubmit={(event) => void onSubmit(event)}
        dirty={isDirty}
        submitting={isSubmitting}
        onDiscard={() => form.reset()}
      >
        <TextField label={t('tenant_settings.name')} required error={errors.name?.message} {...form.register('name')} />
        <Select label={t('tenant_settings.tag')} hint={t('tenant_settings.tag_hint')} {...form.register('tag')}>
          {tenantTags.map((tag) => (
            <option key={tag} value={tag}>
              {t(`tenant_settings.tags.${tag}`)}
            </option>
          ))}
        </Select>
        <CopyField label={t('tenant_settings.tenant_id')} value={tenant.id} />
      </FormCard>
      {tenant.id === defaultTenantId ? null : (
        <Card title={t('tenant_settings.delete_title')} description={t('tenant_settings.delete_description')} aside>
          <Button kind="danger" onClick={() => setDeleting(true)}>
            {t('tenant_settings.delete')}
          </Button>
          <DeleteTenantModal tenantName={tenant.name} open={deleting} onClose={() => setDeleting(false)} />
        </Card>
      )}
    </div>
  );
};
