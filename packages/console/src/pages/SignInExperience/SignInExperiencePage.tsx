import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { channelsOf, useConnectorList } from '../../api/connectors/queries';
import { ApiRequestError } from '../../api/errors';
import { usePatchSignInExperience } from '../../api/sign-in-experience/mutations';
import { useSignInExperience } from '../../api/sign-in-experience/queries';
import { DataState } from '../../components/DataState';
import { PageHeader } from '../../components/PageHeader';
import { StackForm } from '../../components/Stack';
import { RouteTabs } from '../../components/Tabs';
import { toast } from '../../components/Toast/store';
import { FormActions } from '../../patterns/FormCard';
import { submitForm } from '../../patterns/form';
import { useFormResolver } from '../../patterns/form-resolver';
import { Branding } from './Branding';
import { Content } from './Content';
import { type FormIssue, formGuard, issuesOf, lostSignInWays, type MethodSummary, toForm, toSettings } from './form';
import { IssueList } from './IssueList';
import { LockoutDialog } from './LockoutDialog';
import { PasswordPolicy } from './PasswordPolicy';
import { Preview } from './Preview';
import styles from './SignInExperiencePage.module.css';
import { SignUpAndSignIn } from './SignUpAndSignIn';
import { AccountCenterCard } from './SignUpAndSignIn/AccountCenterCard';
import { type SignInExperienceTab, tabs, tabTitleKey } from './tabs';

const tabContent = {
  branding: Branding,
  'sign-up-and-sign-in': SignUpAndSignIn,
  content: Content,
  'password-policy': PasswordPolicy,
} satisfies Record<SignInExperienceTab, () => React.ReactNode>;

/** The fields the editor owns: the PATCH sends these, so settings it does not show are never touched. */
const editorPatch = (settings: SignInExperience) => {
  const {
    mfa: _mfa,
    captchaPolicy: _captcha,
    sentinelPolicy: _sentinel,
    customContent: _content,
    socialSignIn: _social,
    ...patch
  } = settings;
  return patch;
};

/** `sign-in-experience/{tab}`: the settings and, beside them, the real sign-in page showing them. */
export const SignInExperiencePage = ({ tab }: { tab: SignInExperienceTab }) => {
  const { t } = useTranslation();
  const query = useSignInExperience();
  return (
    <>
      <PageHeader title={t('sign_in_exp.title')} subtitle={t('sign_in_exp.subtitle')} />
      <DataState query={query}>{(saved) => <Editor saved={saved} tab={tab} />}</DataState>
    </>
  );
};

const Editor = ({ saved, tab }: { saved: SignInExperience; tab: SignInExperienceTab }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const within = pathname.slice(0, pathname.lastIndexOf('/') + 1);
  const patch = usePatchSignInExperience();
  const connectors = useConnectorList();
  const channels = useMemo(() => channelsOf(connectors.data), [connectors.data]);
  const [issues, setIssues] = useState<FormIssue[] | string[]>([]);
  const [lockout, setLockout] = useState<{ lost: MethodSummary[]; resolve: (go: boolean) => void }>();

  const form = useForm<z.input<typeof formGuard>, unknown, z.output<typeof formGuard>>({
    resolver: useFormResolver(formGuard),
    values: toForm(saved),
    resetOptions: { keepDirtyValues: false },
  });
  const { isDirty, isSubmitting } = form.formState;

  const onSubmit = submitForm(form, async (values) => {
    const next = toSettings(values, saved);
    const found = issuesOf(next, channels);
    setIssues(found);
    if (found.length > 0) return false;
    const lost = lostSignInWays(saved, next);
    if (lost.length > 0 && !(await new Promise<boolean>((resolve) => setLockout({ lost, resolve })))) return false;
    try {
      await patch.mutateAsync(editorPatch(next));
      toast.success(t('general.saved'));
    } catch (error) {
      const body = error instanceof ApiRequestError ? (error.body as { data?: { problems?: string[] } }) : undefined;
      if (!body?.data?.problems) throw error;
      setIssues(body.data.problems);
    }
  });

  const Tab = tabContent[tab];
  return (
    <FormProvider {...form}>
      <div className={styles.layout}>
        <div className={styles.editor}>
          <StackForm onSubmit={onSubmit} aria-label={t('sign_in_exp.title')}>
            <RouteTabs
              label={t('sign_in_exp.tabs_label')}
              tabs={tabs.map((key) => ({ to: `${within}${key}`, title: t(tabTitleKey[key]) }))}
            />
            <Tab />
            <IssueList issues={issues} />
            <FormActions
              dirty={isDirty}
              submitting={isSubmitting}
              onDiscard={() => {
                setIssues([]);
                form.reset();
              }}
              guardWithin={within}
            />
          </StackForm>
          {/* A form of its own (its own save), so outside the settings form. */}
          {tab === 'sign-up-and-sign-in' ? <AccountCenterCard /> : null}
        </div>
        <Preview saved={saved} connectors={connectors.data ?? []} channels={channels} />
      </div>
      <LockoutDialog
        before={saved}
        lost={lockout?.lost}
        onClose={(go) => {
          lockout?.resolve(go);
          setLockout(undefined);
        }}
      />
    </FormProvider>
  );
};
