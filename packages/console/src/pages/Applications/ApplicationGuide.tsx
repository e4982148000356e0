import type { Application } from '@gatehouse/schemas/applications';
import { redirectUrisGuardFor } from '@gatehouse/schemas/redirect-uris';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { useUpdateApplication } from '../../api/applications/mutations';
import { useApplication } from '../../api/applications/queries';
import { useResourcesWithScopes } from '../../api/resources/queries';
import { useConsoleConfig } from '../../app/config-context';
import { useTenant, useTenantEndpoints } from '../../app/tenant';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { DataState } from '../../components/DataState';
import { Hint } from '../../components/FormField';
import { PageHeader } from '../../components/PageHeader';
import { PageNotFound } from '../../components/PageNotFound';
import { Stack, StackForm } from '../../components/Stack';
import { RowActions } from '../../components/Table';
import { TextField } from '../../components/TextField';
import { BackLink } from '../../patterns/DetailsPage';
import { submitForm } from '../../patterns/form';
import { blankOr, useFormResolver } from '../../patterns/form-resolver';
import { GuideLinks } from '../../patterns/GuideLinks';
import { type AppGuideValues, appGuides, guideCatalog } from './guides';
import { GuideSteps } from './guides/GuideSteps';

/** `applications/{id}/guide/{guideId}`: connecting this app, with its real ids and endpoints. */
export const ApplicationGuide = () => {
  const { t } = useTranslation();
  const { id = '', guideId = '' } = useParams();
  const { path } = useTenant();
  const { issuer, endpoint } = useTenantEndpoints();
  const config = useConsoleConfig();
  const query = useApplication(id);
  const resources = useResourcesWithScopes();
  // An API of the tenant with a permission, for the machine-to-machine example.
  const api = resources.data?.find((resource) => !resource.isReadOnly && resource.scopes.length > 0);

  return (
    <DataState query={query}>
      {(application) => {
        const values: AppGuideValues = {
          issuer,
          endpoint,
          appId: application.id,
          redirectUri: application.oidcClientMetadata.redirectUris[0] ?? 'http://localhost:3000/callback',
          // Without one, the guides sign out without coming back (Gatehouse shows its own signed-out page).
          postLogoutRedirectUri: application.oidcClientMetadata.postLogoutRedirectUris[0] ?? '',
          managementApi: config.resources.management,
          resource: api?.indicator ?? config.resources.management,
          scope: api?.scopes[0]?.name ?? 'all',
        };
        const guide = appGuides(values).find(
          (candidate) => candidate.id === guideId && candidate.types.includes(application.type),
        );
        const back = path(`/applications/${encodeURIComponent(id)}`);
        if (!guide) return <PageNotFound homePath={back} />;
        return (
          <Stack narrow>
            <BackLink to={back}>{application.name}</BackLink>
            <PageHeader
              title={t('applications.guide_title', { stack: guide.name })}
              subtitle={t('applications.guide_subtitle')}
            />
            {application.oidcClientMetadata.redirectUris.length === 0 && application.type !== 'MachineToMachine' ? (
              <RedirectUriStep application={application} />
            ) : null}
            <GuideSteps
              guide={guide}
              values={values}
              rolesLink={<Link to={`${back}/roles`}>{t('applications.roles')}</Link>}
            />
            {application.type === 'SPA' || application.type === 'Native' ? null : (
              <Hint>{t('applications.guide_secret_note')}</Hint>
            )}
          </Stack>
        );
      }}
    </DataState>
  );
};

/** Links to the guides that fit the application's type. */
export const ApplicationGuideLinks = ({ id, type }: { id: string; type: string }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const guides = guideCatalog.filter((guide) => (guide.types as readonly string[]).includes(type));
  return (
    <GuideLinks
      label={t('applications.guides')}
      links={guides.map((guide) => ({
        to: path(`/applications/${encodeURIComponent(id)}/guide/${guide.id}`),
        name: guide.name,
      }))}
    />
  );
};

/** The first redirect URI (required) and post-logout redirect URI, by the type's redirect URI rules. */
const redirectUriStepGuard = (type: Application['type']) => {
  const uri = redirectUrisGuardFor(type).element;
  return z.object({ redirectUri: z.string().trim().min(1).pipe(uri), postLogoutRedirectUri: blankOr(uri) });
};

/** The guide's first step when the app has no redirect URI yet: set it here, without leaving the guide. */
const RedirectUriStep = ({ application }: { application: Application }) => {
  const { t } = useTranslation();
  const update = useUpdateApplication();
  const guard = useMemo(() => redirectUriStepGuard(application.type), [application.type]);
  const form = useForm<z.infer<typeof guard>>({
    resolver: useFormResolver(guard),
    defaultValues: { redirectUri: '', postLogoutRedirectUri: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submitForm(
    form,
    ({ redirectUri, postLogoutRedirectUri }) =>
      update.mutateAsync({
        id: application.id,
        oidcClientMetadata: {
          redirectUris: [redirectUri],
          postLogoutRedirectUris: postLogoutRedirectUri ? [postLogoutRedirectUri] : [],
        },
      }),
    {
      success: t('general.saved'),
      fieldOf: (code) => (code === 'application.invalid_redirect_uri' ? 'redirectUri' : undefined),
    },
  );
  const example = application.type === 'Native' ? 'com.example.app://callback' : 'http://localhost:3000/callback';
  return (
    <Card title={t('applications.guide_redirect_title')} description={t('applications.guide_redirect_description')}>
      <StackForm onSubmit={onSubmit}>
        <TextField
          label={t('applications.redirect_uris')}
          placeholder={example}
          required
          error={errors.redirectUri?.message}
          {...form.register('redirectUri')}
        />
        <TextField
          label={t('applications.post_logout_uris')}
          placeholder={application.type === 'Native' ? 'com.example.app://signed-out' : 'http://localhost:3000'}
          error={errors.postLogoutRedirectUri?.message}
          {...form.register('postLogoutRedirectUri')}
        />
        <RowActions>
          <Button type="submit" kind="primary" loading={isSubmitting}>
            {t('general.save')}
          </Button>
        </RowActions>
      </StackForm>
    </Card>
  );
};
