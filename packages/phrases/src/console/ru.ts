import type { Translated } from '../plurals';
import accountCenter from './account-center/ru';
import apiResources from './api-resources/ru';
import applications from './applications/ru';
import auditLogs from './audit-logs/ru';
import cloud from './cloud/ru';
import common from './common/ru';
import connectors from './connectors/ru';
import customPhrases from './custom-phrases/ru';
import customizeJwt from './customize-jwt/ru';
import dashboard from './dashboard/ru';
import type { ConsolePhrases } from './en';
import enterpriseSso from './enterprise-sso/ru';
import getStarted from './get-started/ru';
import getStartedChecklist from './get-started-checklist/ru';
import mfa from './mfa/ru';
import organizationTemplate from './organization-template/ru';
import organizations from './organizations/ru';
import profile from './profile/ru';
import roles from './roles/ru';
import samlApplications from './saml-applications/ru';
import security from './security/ru';
import shell from './shell/ru';
import signInExperience from './sign-in-experience/ru';
import signingKeys from './signing-keys/ru';
import tenantSettings from './tenant-settings/ru';
import uploads from './uploads/ru';
import users from './users/ru';
import webhooks from './webhooks/ru';

const ru: Translated<ConsolePhrases, 'ru'> = {
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

export default ru;
