import type { Translated } from '../../plurals';
import type en from './en';

export default {
  signing_keys: {
    title: '簽名密鑰',
    subtitle: '用於簽署權杖和 Cookie 的密鑰。請定期輪換：在你刪除之前，舊密鑰會繼續驗證已簽發的內容。',
    private_keys: '權杖簽名密鑰',
    private_keys_description: '發佈在 JWKS 中：應用程式用它們驗證 ID 權杖和存取權杖。',
    cookie_keys: 'Cookie 密鑰',
    cookie_keys_description: '簽署登入工作階段的 Cookie。',
    id: '密鑰 ID',
    algorithm: '演算法',
    created: '建立時間',
    status: '狀態',
    current: '目前',
    previous: '舊',
    rotate: '輪換',
    rotate_title: '要輪換密鑰嗎？',
    rotate_description: '新密鑰將成為目前密鑰。目前密鑰變為舊密鑰，更早的密鑰會被刪除。',
    algorithm_label: '簽名演算法',
    rotated: '密鑰已輪換。',
    delete: '刪除',
    delete_title: '要刪除舊密鑰嗎？',
    delete_description: '用此密鑰簽署的權杖將立即無法通過驗證。',
    deleted: '密鑰已刪除。',
    empty: '沒有密鑰',
  },
} satisfies Translated<typeof en, 'zh-HK'>;
