import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { usePatchSignInExperience } from '../../api/sign-in-experience/mutations';
import { Switch, switchField } from '../../components/Switch';
import { FormCard } from '../../patterns/FormCard';
import { submitForm } from '../../patterns/form';
import { toRows, useFormResolver } from '../../patterns/form-resolver';
import { ListField } from '../../patterns/ListField';
import { blocklistFormGuard } from './form';

type Input = z.input<typeof blocklistFormGuard>;

/**
 * The email blocklist (the sign-in experience's `emailBlocklistPolicy`): domains one per row, and
 * the one-click switches for free providers (spec §9's list) and `+` subaddresses.
 */
export const BlocklistCard = ({ settings }: { settings: SignInExperience }) => {
  const { t } = useTranslation();
  const patch = usePatchSignInExperience();
  const policy = settings.emailBlocklistPolicy;
  const form = useForm<Input, unknown, z.output<typeof blocklistFormGuard>>({
    resolver: useFormResolver(blocklistFormGuard),
    values: { ...policy, blockedDomains: toRows(policy.blockedDomains) },
  });
  const { isDirty, isSubmitting } = form.formState;
  const free = useController({ control: form.control, name: 'blockFreeEmailDomains' });
  const subaddressing = useController({ control: form.control, name: 'blockSubaddressing' });
  const onSubmit = submitForm(form, (emailBlocklistPolicy) => patch.mutateAsync({ emailBlocklistPolicy }), {
    success: t('general.saved'),
  });

  return (
    <FormCard
      title={t('security.blocklist.title')}
      description={t('security.blocklist.description')}
      onSubmit={onSubmit}
      dirty={isDirty}
      submitting={isSubmitting}
      onDiscard={() => form.reset()}
    >
      <Switch
        label={t('security.blocklist.block_free')}
        description={t('security.blocklist.block_free_description')}
        {...switchField(free.field)}
      />
      <Switch
        label={t('security.blocklist.block_subaddressing')}
        description={t('security.blocklist.block_subaddressing_description')}
        {...switchField(subaddressing.field)}
      />
      <ListField
        form={form}
        name="blockedDomains"
        label={t('security.blocklist.domains')}
        hint={t('security.blocklist.domains_hint')}
        placeholder="example.com"
      />
    </FormCard>
  );
};
