import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { RadioGroup } from '../../../components/RadioGroup';
import { Stack } from '../../../components/Stack';
import { Switch } from '../../../components/Switch';
import { Textarea } from '../../../components/Textarea';
import { TextField } from '../../../components/TextField';
import type { SignInExperienceForm } from '../form';
import styles from './index.module.css';
import { TryPassword } from './TryPassword';

/** Password policy (spec §5): length, character types, what is refused, and a box to try a password. */
export const PasswordPolicy = () => {
  const { t } = useTranslation();
  const { register, watch, setValue, formState } = useFormContext<SignInExperienceForm>();
  const errors = formState.errors.passwordPolicy;
  const rejects = (name: 'pwned' | 'repetitionAndSequence' | 'userInfo') => (
    <Switch
      label={t(`sign_in_exp.password_policy.${name}`)}
      description={t(`sign_in_exp.password_policy.${name}_description`)}
      {...register(`passwordPolicy.rejects.${name}`)}
      checked={watch(`passwordPolicy.rejects.${name}`)}
    />
  );
  return (
    <>
      <Card
        title={t('sign_in_exp.password_policy.requirements_title')}
        description={t('sign_in_exp.password_policy.requirements_description')}
        aside
      >
        <Stack>
          <div className={styles.lengths}>
            <TextField
              label={t('sign_in_exp.password_policy.min_length')}
              type="number"
              min={1}
              max={256}
              inputMode="numeric"
              error={errors?.length?.min?.message ?? errors?.length?.message}
              {...register('passwordPolicy.length.min')}
            />
            <TextField
              label={t('sign_in_exp.password_policy.max_length')}
              type="number"
              min={1}
              max={256}
              inputMode="numeric"
              error={errors?.length?.max?.message}
              {...register('passwordPolicy.length.max')}
            />
          </div>
          <RadioGroup
            legend={t('sign_in_exp.password_policy.character_types')}
            value={String(watch('passwordPolicy.characterTypes.min')) as '1' | '2' | '3' | '4'}
            onValueChange={(value) =>
              setValue('passwordPolicy.characterTypes.min', Number(value), { shouldDirty: true, shouldValidate: true })
            }
            options={(['1', '2', '3', '4'] as const).map((value) => ({ value, label: value }))}
          />
          <p className={styles.note}>{t('sign_in_exp.password_policy.character_types_hint')}</p>
        </Stack>
      </Card>
      <Card
        title={t('sign_in_exp.password_policy.rejects_title')}
        description={t('sign_in_exp.password_policy.rejects_description')}
        aside
      >
        <Stack>
          {rejects('pwned')}
          {rejects('repetitionAndSequence')}
          {rejects('userInfo')}
          <Textarea
            label={t('sign_in_exp.password_policy.words')}
            hint={t('sign_in_exp.password_policy.words_hint')}
            rows={5}
            error={errors?.rejects?.words?.message}
            {...register('passwordPolicy.rejects.words')}
          />
        </Stack>
      </Card>
      <TryPassword />
    </>
  );
};
