import { type CaptchaProvider, captchaProviderTypes } from '@gatehouse/schemas/captcha';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useDeleteCaptchaProvider, useSaveCaptchaProvider } from '../../api/security/mutations';
import { useCaptchaProvider } from '../../api/security/queries';
import { useTenant } from '../../app/tenant';
import { DataState } from '../../components/DataState';
import { PageHeader } from '../../components/PageHeader';
import { RadioGroup } from '../../components/RadioGroup';
import { Stack } from '../../components/Stack';
import { TextField } from '../../components/TextField';
import { DeleteCard } from '../../patterns/DeleteCard';
import { BackLink } from '../../patterns/DetailsPage';
import { FormCard } from '../../patterns/FormCard';
import { submitForm } from '../../patterns/form';
import { useFormResolver } from '../../patterns/form-resolver';
import { captchaBody, captchaFormGuard } from './form';

type Input = z.input<typeof captchaFormGuard>;

const guideIds = { Turnstile: 'turnstile', RecaptchaEnterprise: 'recaptcha-enterprise' } as const;

/** The provider form: which provider, its keys (the secret typed again on every save: it is never read back). */
const CaptchaProviderForm = ({ provider }: { provider: CaptchaProvider | null }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const save = useSaveCaptchaProvider();
  const remove = useDeleteCaptchaProvider();
  const form = useForm<Input, unknown, z.output<typeof captchaFormGuard>>({
    resolver: useFormResolver(captchaFormGuard),
    defaultValues: {
      type: provider?.type ?? 'Turnstile',
      siteKey: provider?.siteKey ?? '',
      secretKey: '',
      projectId: provider?.projectId ?? '',
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const type = useController({ control: form.control, name: 'type' });
  const chosen = useWatch({ control: form.control, name: 'type' });
  const onSubmit = submitForm(
    form,
    async (values) => {
      const saved = await save.mutateAsync(captchaBody(values));
      form.reset({ type: saved.type, siteKey: saved.siteKey, secretKey: '', projectId: saved.projectId ?? '' });
    },
    { success: t('general.saved') },
  );

  return (
    <Stack wide>
      <FormCard
        title={t('security.captcha.page_title')}
        description={t('security.captcha.page_subtitle')}
        onSubmit={onSubmit}
        dirty={isDirty}
        submitting={isSubmitting}
        onDiscard={() => form.reset()}
      >
        <RadioGroup
          legend={t('security.captcha.provider')}
          variant="cards"
          name={type.field.name}
          value={type.field.value}
          onValueChange={type.field.onChange}
          options={captchaProviderTypes.map((value) => ({
            value,
            label: t(`security.captcha.providers.${value}`),
          }))}
        />
        <Link to={path(`/security/guide/${guideIds[chosen]}`)}>{t('security.captcha.guide')}</Link>
        <TextField
          label={t('security.captcha.site_key')}
          required
          autoComplete="off"
          spellCheck={false}
          error={errors.siteKey?.message}
          {...form.register('siteKey')}
        />
        <TextField
          type="password"
          label={t('security.captcha.secret_key')}
          hint={t('security.captcha.secret_key_hint')}
          required
          autoComplete="new-password"
          error={errors.secretKey?.message}
          {...form.register('secretKey')}
        />
        {chosen === 'RecaptchaEnterprise' ? (
          <TextField
            label={t('security.captcha.project_id')}
            required
            autoComplete="off"
            spellCheck={false}
            error={errors.projectId?.message}
            {...form.register('projectId')}
          />
        ) : null}
      </FormCard>
      {provider ? (
        <DeleteCard
          title={t('security.captcha.delete_title')}
          description={t('security.captcha.delete_description')}
          action={t('general.delete')}
          confirm={{ title: t('security.captcha.delete_title'), message: t('security.captcha.delete_confirm') }}
          run={() => remove.mutateAsync()}
          done={t('security.captcha.deleted')}
          leaveTo={path('/security')}
        />
      ) : null}
    </Stack>
  );
};

/** `security/captcha`: the CAPTCHA provider (spec §3: Turnstile, or reCAPTCHA Enterprise with its project). */
export const CaptchaProviderPage = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const query = useCaptchaProvider();
  return (
    <>
      <BackLink to={path('/security')}>{t('security.captcha.back')}</BackLink>
      <PageHeader title={t('security.captcha.page_title')} subtitle={t('security.captcha.page_subtitle')} />
      <DataState query={query}>{(provider) => <CaptchaProviderForm provider={provider} />}</DataState>
    </>
  );
};
