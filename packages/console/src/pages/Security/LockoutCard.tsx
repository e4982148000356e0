import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { usePatchSignInExperience } from '../../api/sign-in-experience/mutations';
import { TextField } from '../../components/TextField';
import { FormCard } from '../../patterns/FormCard';
import { submitForm } from '../../patterns/form';
import { useFormResolver } from '../../patterns/form-resolver';
import { lockoutFormGuard } from './form';

/** Lockout (spec §4 sentinel): failed password attempts before an account is Blocked, and for how long. */
export const LockoutCard = ({ settings }: { settings: SignInExperience }) => {
  const { t } = useTranslation();
  const patch = usePatchSignInExperience();
  const form = useForm<z.input<typeof lockoutFormGuard>, unknown, z.output<typeof lockoutFormGuard>>({
    resolver: useFormResolver(lockoutFormGuard),
    values: settings.sentinelPolicy,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const onSubmit = submitForm(form, (sentinelPolicy) => patch.mutateAsync({ sentinelPolicy }), {
    success: t('general.saved'),
  });

  return (
    <FormCard
      title={t('security.lockout.title')}
      description={t('security.lockout.description')}
      onSubmit={onSubmit}
      dirty={isDirty}
      submitting={isSubmitting}
      onDiscard={() => form.reset()}
    >
      <TextField
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        label={t('security.lockout.max_attempts')}
        error={errors.maxAttempts?.message}
        {...form.register('maxAttempts')}
      />
      <TextField
        type="number"
        inputMode="numeric"
        min={1}
        max={1440}
        label={t('security.lockout.lockout_duration')}
        error={errors.lockoutDuration?.message}
        {...form.register('lockoutDuration')}
      />
    </FormCard>
  );
};
