import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useUnlockIdentifiers } from '../../api/security/mutations';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { StackForm } from '../../components/Stack';
import { TextField } from '../../components/TextField';
import { submitForm } from '../../patterns/form';
import { useFormResolver } from '../../patterns/form-resolver';
import { unlockFormGuard } from './form';
import styles from './index.module.css';

/** Lifts a lockout now: the username, email or phone number a person was locked out with. */
export const UnlockCard = () => {
  const { t } = useTranslation();
  const unlock = useUnlockIdentifiers();
  const form = useForm<z.input<typeof unlockFormGuard>, unknown, z.output<typeof unlockFormGuard>>({
    resolver: useFormResolver(unlockFormGuard),
    defaultValues: { target: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submitForm(
    form,
    async ({ target }) => {
      await unlock.mutateAsync([target]);
      form.reset({ target: '' });
      return target;
    },
    { success: (identifier) => t('security.unlock.done', { identifier }) },
  );

  return (
    <Card title={t('security.unlock.title')} description={t('security.unlock.description')} aside>
      <StackForm onSubmit={onSubmit}>
        <div className={styles.row}>
          <TextField
            label={t('security.unlock.identifier')}
            autoComplete="off"
            spellCheck={false}
            error={errors.target?.message}
            {...form.register('target')}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('security.unlock.submit')}
          </Button>
        </div>
      </StackForm>
    </Card>
  );
};
