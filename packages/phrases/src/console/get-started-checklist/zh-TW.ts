import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started_checklist: {
    title: '入門檢查清單',
    description: '隨著你設定此租用戶自動勾選。',
    hide: '隱藏檢查清單',
    create_application: '建立應用程式',
    customize_sign_in: '自訂登入體驗',
    add_connector: '新增連接器',
    create_user: '建立使用者',
    invite_teammate: '邀請團隊成員',
    done: '已完成',
    to_do: '待完成',
  },
} satisfies Translated<typeof en, 'zh-TW'>;
