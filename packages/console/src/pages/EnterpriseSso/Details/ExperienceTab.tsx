import { isFreeEmailDomain } from '@gatehouse/schemas/email-blocklist';
import { type SsoConnector, ssoDomainsGuard } from '@gatehouse/schemas/sso-connectors';
import { imageUrlGuard } from '@gatehouse/schemas/urls';
import { useMemo } from 'react';
import { type Path, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiRequestError } from '../../../api/errors';
import { useUpdateSsoConnector } from '../../../api/sso-connectors/mutations';
import { handleSubmitError } from '../../../api/submit-errors';
import { Card } from '../../../components/Card';
import { Stack, StackForm } from '../../../components/Stack';
import { Switch } from '../../../components/Switch';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import { FormActions } from '../../../patterns/FormCard';
import { showFieldError } from '../../../patterns/form';
import { blankOr, listRows, toRows, useFormResolver } from '../../../patterns/form-resolver';
import { ListField } from '../../../patterns/ListField';
import { useDetailsSsoConnector } from '.';

/** The experience form: the server's branding and domain rules, a logo left blank meaning none. */
const experienceGuard = z.object({
  displayName: z.string().trim().max(128),
  logo: blankOr(imageUrlGuard),
  darkLogo: blankOr(imageUrlGuard),
  domains: listRows(ssoDomainsGuard),
  syncProfile: z.boolean(),
});
type Input = z.input<typeof experienceGuard>;

const valuesOf = ({ branding, domains, syncProfile }: SsoConnector): Input => ({
  displayName: branding.displayName ?? '',
  logo: branding.logo ?? '',
  darkLogo: branding.darkLogo ?? '',
  domains: toRows(domains),
  syncProfile,
});

/**
 * `enterprise-sso/{id}/experience`: what the sign-in pages show for the connector (its button's name
 * and logos), the email domains that lead to it, with a warning on a free provider's domain, and
 * profile sync. A domain another connector owns is refused on its row.
 */
export const ExperienceTab = () => {
  const { t } = useTranslation();
  const connector = useDetailsSsoConnector();
  const update = useUpdateSsoConnector();
  const values = useMemo(() => valuesOf(connector), [connector]);
  const form = useForm<Input, unknown, z.output<typeof experienceGuard>>({
    resolver: useFormResolver(experienceGuard),
    values,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { field: syncProfile } = useController({ control: form.control, name: 'syncProfile' });

  /** Each domain the server says another connector owns, on its row. */
  const showTaken = (taken: readonly string[]) => {
    const rows = form.getValues('domains');
    const named = rows.flatMap(({ value }, index) =>
      taken.includes(value.trim().toLowerCase()) ? [{ index, domain: value.trim() }] : [],
    );
    for (const { index, domain } of named)
      form.setError(`domains.${index}.value`, { message: t('enterprise_sso.domain_in_use', { domain }) });
    const first = named[0];
    if (first)
      showFieldError(form, `domains.${first.index}.value` as Path<Input>, t('enterprise_sso.domain_in_use', first));
    else form.setError('domains', { message: t('enterprise_sso.domain_in_use', { domain: taken.join(', ') }) });
  };

  const onSubmit = form.handleSubmit(async ({ displayName, logo, darkLogo, domains, syncProfile }) => {
    try {
      await update.mutateAsync({
        id: connector.id,
        branding: {
          ...(displayName && { displayName }),
          ...(logo && { logo }),
          ...(darkLogo && { darkLogo }),
        },
        domains,
        syncProfile,
      });
      toast.success(t('general.saved'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'sso_connector.domain_in_use') {
        const data = (error.body as { data?: { domains?: unknown } } | undefined)?.data;
        showTaken(Array.isArray(data?.domains) ? data.domains.map(String) : []);
      } else handleSubmitError(error);
    }
  });

  return (
    <Stack wide>
      <StackForm onSubmit={onSubmit}>
        <Card title={t('enterprise_sso.branding_title')} description={t('enterprise_sso.branding_description')} aside>
          <Stack>
            <TextField
              label={t('enterprise_sso.display_name')}
              placeholder={connector.connectorName}
              error={errors.displayName?.message}
              dir="auto"
              {...form.register('displayName')}
            />
            <TextField
              label={t('enterprise_sso.logo')}
              placeholder="https://example.com/logo.svg"
              error={errors.logo?.message}
              dir="ltr"
              {...form.register('logo')}
            />
            <TextField
              label={t('enterprise_sso.dark_logo')}
              placeholder="https://example.com/logo-dark.svg"
              error={errors.darkLogo?.message}
              dir="ltr"
              {...form.register('darkLogo')}
            />
            <Switch
              name={syncProfile.name}
              label={t('enterprise_sso.sync_profile')}
              description={t('enterprise_sso.sync_profile_description')}
              checked={syncProfile.value}
              onChange={(event) => syncProfile.onChange(event.target.checked)}
              onBlur={syncProfile.onBlur}
            />
          </Stack>
        </Card>
        <Card title={t('enterprise_sso.domains_title')} description={t('enterprise_sso.domains_description')} aside>
          <ListField
            form={form}
            name="domains"
            label={t('enterprise_sso.domains')}
            placeholder="example.com"
            rowNote={(domain) =>
              isFreeEmailDomain(domain) ? t('enterprise_sso.free_domain_warning', { domain }) : undefined
            }
          />
        </Card>
        <FormActions dirty={isDirty} submitting={isSubmitting} onDiscard={() => form.reset()} />
      </StackForm>
    </Stack>
  );
};
