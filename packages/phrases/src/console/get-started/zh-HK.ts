import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started: {
    title: '開始使用',
    welcome: '歡迎使用 Gatehouse',
    subtitle: '用戶登入所需的一切，盡在一處。以下是連接你的第一個應用程式所需的資料。',
    endpoints_title: '你的 Gatehouse 端點',
    endpoints_description: '應用程式透過簽發者讓用戶登入；你的後端服務則呼叫管理 API。',
    issuer: '簽發者（OpenID Connect）',
    discovery: 'OpenID 設定',
    management_api: '管理 API 資源指標',
    tenant_id: '租戶 ID',
    explore_title: '探索',
    api_reference_title: '管理 API 參考資料',
    api_reference_description: '涵蓋所有管理端點的 OpenAPI 文件，供你的工具及程式腳本使用。',
    docs_title: '閱讀文件',
    docs_description: '有關連接應用程式、保護 API 及運行 Gatehouse 的指南。',
  },
} satisfies Translated<typeof en, 'zh-HK'>;
