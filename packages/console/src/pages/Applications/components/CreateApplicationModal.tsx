import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApplicationMutations } from '../../../api/applications';
import { handleSubmitError } from '../../../api/submit-errors';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import styles from '../../shared.module.css';
import { offeredTypes, typePhrases } from '../types';

/** Creates an application: its type (fixed from then on), name, description, third-party or not. */
export const CreateApplicationModal = ({
  open,
  onClose,
  onCreated,
  framework,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (application: { id: string; secret?: string }) => void;
  /** Chosen in the frameworks grid: fixes the type, and the guide opens once created. */
  framework?: { name: string; type: (typeof offeredTypes)[number] };
}) => {
  const { t } = useTranslation();
  const { create } = useApplicationMutations();
  const guard = useMemo(
    () =>
      z.object({
        type: z.enum(offeredTypes),
        name: z
          .string()
          .trim()
          .min(1, t('form.required', { field: t('applications.name') }))
          .max(256, t('form.too_long', { count: 256 })),
        description: z
          .string()
          .trim()
          .max(2048, t('form.too_long', { count: 2048 })),
        isThirdParty: z.boolean(),
      }),
    [t],
  );
  const form = useForm<z.infer<typeof guard>>({
    resolver: zodResolver(guard),
    defaultValues: { type: 'SPA', name: '', description: '', isThirdParty: false },
  });
  useEffect(() => {
    if (open && framework) form.setValue('type', framework.type);
  }, [open, framework, form]);
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');
  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async ({ description, isThirdParty, ...values }) => {
    try {
      const created = await create.mutateAsync({
        ...values,
        ...(description ? { description } : {}),
        isThirdParty: values.type !== 'MachineToMachine' && isThirdParty,
      });
      toast.success(t('applications.created', { name: created.name }));
      form.reset();
      onCreated(created);
    } catch (error) {
      handleSubmitError(error);
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('applications.create_title')}
      description={t('applications.create_description')}
      size="medium"
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {framework ? (
          <p className={styles.note}>
            {t('applications.framework_chosen', {
              framework: framework.name,
              type: t(`applications.types.${typePhrases[framework.type].name}`),
            })}
          </p>
        ) : (
          <fieldset className={styles.typeGrid}>
            <legend>{t('applications.type')}</legend>
            {offeredTypes.map((value) => (
              <label key={value} className={styles.typeCard}>
                <input type="radio" value={value} {...form.register('type')} />
                <span>
                  <span className={styles.typeName}>{t(`applications.types.${typePhrases[value].name}`)}</span>
                  <span className={styles.hint}>{t(`applications.types.${typePhrases[value].description}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <TextField label={t('applications.name')} required error={errors.name?.message} {...form.register('name')} />
        <TextField
          label={t('applications.description')}
          error={errors.description?.message}
          {...form.register('description')}
        />
        {type === 'MachineToMachine' ? null : (
          <label className={styles.radio}>
            <input type="checkbox" {...form.register('isThirdParty')} />
            {t('applications.third_party_label')}
          </label>
        )}
        <div className={styles.actions}>
          <Button onClick={close}>{t('general.cancel')}</Button>
          <Button type="submit" kind="primary" loading={isSubmitting}>
            {t('applications.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
