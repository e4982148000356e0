import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { handleSubmitError } from '../../api/submit-errors';
import { useDeleteTenant } from '../../api/tenants/mutations';
import { Notice } from '../../components/Notice';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/Toast/store';
import { FormModal } from '../../patterns/FormModal';
import { leavingDeleted } from '../../patterns/UnsavedChangesGuard';

/** Deletes the tenant once its name is typed (spec §2): its data and members go with it. */
export const DeleteTenantModal = ({
  tenantName,
  open,
  onClose,
}: {
  tenantName: string;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteTenant();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setTyped('');
    setError(undefined);
    onClose();
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed !== tenantName) return setError(t('tenant_settings.delete_mismatch'));
    try {
      await remove.mutateAsync();
      toast.success(t('tenant_settings.deleted', { name: tenantName }));
      navigate('/', { replace: true, state: leavingDeleted });
    } catch (failure) {
      handleSubmitError(failure);
    }
  };
  return (
    <FormModal
      open={open}
      onClose={close}
      title={t('tenant_settings.delete_title')}
      size="medium"
      submitLabel={t('tenant_settings.delete')}
      submitting={remove.isPending}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Notice tone="warning">{t('tenant_settings.delete_warning', { name: tenantName })}</Notice>
      <TextField
        label={t('tenant_settings.delete_confirm_label', { name: tenantName })}
        autoComplete="off"
        value={typed}
        error={error}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(undefined);
        }}
      />
    </FormModal>
  );
};
