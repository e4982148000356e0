import type { Translated } from '../plurals';
import accountCenter from './account-center/tr-TR';
import apiResources from './api-resources/tr-TR';
import applications from './applications/tr-TR';
import auditLogs from './audit-logs/tr-TR';
import cloud from './cloud/tr-TR';
import common from './common/tr-TR';
import connectors from './connectors/tr-TR';
import customPhrases from './custom-phrases/tr-TR';
import customizeJwt from './customize-jwt/tr-TR';
import dashboard from './dashboard/tr-TR';
import type { ConsolePhrases } from './en';
import enterpriseSso from './enterprise-sso/tr-TR';
import getStarted from './get-started/tr-TR';
import getStartedChecklist from './get-started-checklist/tr-TR';
import mfa from './mfa/tr-TR';
import organizationTemplate from './organization-template/tr-TR';
import organizations from './organizations/tr-TR';
import profile from './profile/tr-TR';
import roles from './roles/tr-TR';
import samlApplications from './saml-applications/tr-TR';
import security from './security/tr-TR';
import shell from './shell/tr-TR';
import signInExperience from './sign-in-experience/tr-TR';
import signingKeys from './signing-keys/tr-TR';
import tenantSettings from './tenant-settings/tr-TR';
import uploads from './uploads/tr-TR';
import users from './users/tr-TR';
import webhooks from './webhooks/tr-TR';

const trTR: Translated<ConsolePhrases, 'tr-TR'> = {
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

export default trTR;
