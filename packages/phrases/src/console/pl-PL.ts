import type { Translated } from '../plurals';
import accountCenter from './account-center/pl-PL';
import apiResources from './api-resources/pl-PL';
import applications from './applications/pl-PL';
import auditLogs from './audit-logs/pl-PL';
import cloud from './cloud/pl-PL';
import common from './common/pl-PL';
import connectors from './connectors/pl-PL';
import customPhrases from './custom-phrases/pl-PL';
import customizeJwt from './customize-jwt/pl-PL';
import dashboard from './dashboard/pl-PL';
import type { ConsolePhrases } from './en';
import enterpriseSso from './enterprise-sso/pl-PL';
import getStarted from './get-started/pl-PL';
import getStartedChecklist from './get-started-checklist/pl-PL';
import mfa from './mfa/pl-PL';
import organizationTemplate from './organization-template/pl-PL';
import organizations from './organizations/pl-PL';
import profile from './profile/pl-PL';
import roles from './roles/pl-PL';
import samlApplications from './saml-applications/pl-PL';
import security from './security/pl-PL';
import shell from './shell/pl-PL';
import signInExperience from './sign-in-experience/pl-PL';
import signingKeys from './signing-keys/pl-PL';
import tenantSettings from './tenant-settings/pl-PL';
import uploads from './uploads/pl-PL';
import users from './users/pl-PL';
import webhooks from './webhooks/pl-PL';

const plPL: Translated<ConsolePhrases, 'pl-PL'> = {
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

export default plPL;
