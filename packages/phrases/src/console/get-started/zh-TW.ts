import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started: {
    title: '開始使用',
    welcome: '歡迎使用 Gatehouse',
    subtitle: '使用者登入所需的一切，集中在同一處。以下是串接您的第一個應用程式所需的資訊。',
    endpoints_title: '您的 Gatehouse 端點',
    endpoints_description: '應用程式透過簽發者讓使用者登入；您的後端服務則呼叫管理 API。',
    issuer: '簽發者（OpenID Connect）',
    discovery: 'OpenID 設定',
    management_api: '管理 API 資源指標',
    tenant_id: '租用戶 ID',
    explore_title: '探索',
    api_reference_title: '管理 API 參考資料',
    api_reference_description: '涵蓋所有管理端點的 OpenAPI 文件，可供您的工具和指令碼使用。',
    docs_title: '閱讀文件',
    docs_description: '關於串接應用程式、保護 API 及執行 Gatehouse 的指南。',
  },
} satisfies Translated<typeof en, 'zh-TW'>;
