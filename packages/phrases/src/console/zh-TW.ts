import type { Translated } from '../plurals';
import accountCenter from './account-center/zh-TW';
import apiResources from './api-resources/zh-TW';
import applications from './applications/zh-TW';
import auditLogs from './audit-logs/zh-TW';
import cloud from './cloud/zh-TW';
import common from './common/zh-TW';
import connectors from './connectors/zh-TW';
import customPhrases from './custom-phrases/zh-TW';
import customizeJwt from './customize-jwt/zh-TW';
import dashboard from './dashboard/zh-TW';
import type { ConsolePhrases } from './en';
import enterpriseSso from './enterprise-sso/zh-TW';
import getStarted from './get-started/zh-TW';
import getStartedChecklist from './get-started-checklist/zh-TW';
import mfa from './mfa/zh-TW';
import organizationTemplate from './organization-template/zh-TW';
import organizations from './organizations/zh-TW';
import profile from './profile/zh-TW';
import roles from './roles/zh-TW';
import samlApplications from './saml-applications/zh-TW';
import security from './security/zh-TW';
import shell from './shell/zh-TW';
import signInExperience from './sign-in-experience/zh-TW';
import signingKeys from './signing-keys/zh-TW';
import tenantSettings from './tenant-settings/zh-TW';
import uploads from './uploads/zh-TW';
import users from './users/zh-TW';
import webhooks from './webhooks/zh-TW';

const zhTW: Translated<ConsolePhrases, 'zh-TW'> = {
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

export default zhTW;
