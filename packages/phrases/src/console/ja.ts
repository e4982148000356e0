import type { Translated } from '../plurals';
import accountCenter from './account-center/ja';
import apiResources from './api-resources/ja';
import applications from './applications/ja';
import auditLogs from './audit-logs/ja';
import cloud from './cloud/ja';
import common from './common/ja';
import connectors from './connectors/ja';
import customPhrases from './custom-phrases/ja';
import customizeJwt from './customize-jwt/ja';
import dashboard from './dashboard/ja';
import type { ConsolePhrases } from './en';
import enterpriseSso from './enterprise-sso/ja';
import getStarted from './get-started/ja';
import getStartedChecklist from './get-started-checklist/ja';
import mfa from './mfa/ja';
import organizationTemplate from './organization-template/ja';
import organizations from './organizations/ja';
import profile from './profile/ja';
import roles from './roles/ja';
import samlApplications from './saml-applications/ja';
import security from './security/ja';
import shell from './shell/ja';
import signInExperience from './sign-in-experience/ja';
import signingKeys from './signing-keys/ja';
import tenantSettings from './tenant-settings/ja';
import uploads from './uploads/ja';
import users from './users/ja';
import webhooks from './webhooks/ja';

const ja: Translated<ConsolePhrases, 'ja'> = {
  ...accountCenter,
  ...apiResources,
  ...applications,
  ...cloud,
  ...auditLogs,
  ...common,
  ...connectors,
  ...customPhrases,
  ...enterpriseSso,
  ...customizeJwt,
  ...getStarted,
  ...getStartedChecklist,
  ...dashboard,
  ...signingKeys,
  ...tenantSettings,
  ...mfa,
  ...organizationTemplate,
  ...organizations,
  ...profile,
  ...roles,
  ...samlApplications,
  ...security,
  ...shell,
  ...signInExperience,
  ...uploads,
  ...users,
  ...webhooks,
};

export default ja;
