import accountCenter from './account-center/en';
import apiResources from './api-resources/en';
import applications from './applications/en';
import auditLogs from './audit-logs/en';
import cloud from './cloud/en';
import common from './common/en';
import connectors from './connectors/en';
import customPhrases from './custom-phrases/en';
import customizeJwt from './customize-jwt/en';
import dashboard from './dashboard/en';
import enterpriseSso from './enterprise-sso/en';
import getStarted from './get-started/en';
import getStartedChecklist from './get-started-checklist/en';
import mfa from './mfa/en';
import organizationTemplate from './organization-template/en';
import organizations from './organizations/en';
import profile from './profile/en';
import roles from './roles/en';
import samlApplications from './saml-applications/en';
import security from './security/en';
import shell from './shell/en';
import signInExperience from './sign-in-experience/en';
import signingKeys from './signing-keys/en';
import tenantSettings from './tenant-settings/en';
import uploads from './uploads/en';
import users from './users/en';
import webhooks from './webhooks/en';

/**
 * Text of the admin console, English: the reference shape every language
 * follows (`ConsolePhrases`). `{{name}}` marks an interpolated value. Keys are
 * named as the spec names them where it does (`errors.page_not_found`).
 */
const en = {
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

/** The shape every language's console text follows: English's keys. */
export type ConsolePhrases = typeof en;
export default en;
