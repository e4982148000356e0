import type { Translated } from '../../plurals';
import type en from './en';

export default {
  signing_keys: {
    title: '簽署金鑰',
    subtitle: '用於簽署權杖和 Cookie 的金鑰。請定期輪替：在你刪除之前，先前的金鑰會繼續驗證已簽發的內容。',
    private_keys: '權杖簽署金鑰',
    private_keys_description: '發布在 JWKS 中：應用程式用它們驗證 ID 權杖和存取權杖。',
    cookie_keys: 'Cookie 金鑰',
    cookie_keys_description: '簽署登入工作階段的 Cookie。',
    id: '金鑰 ID',
    algorithm: '演算法',
    created: '建立時間',
    status: '狀態',
    current: '目前',
    previous: '先前',
    rotate: '輪替',
    rotate_title: '要輪替金鑰嗎？',
    rotate_description: '新金鑰將成為目前的金鑰。目前的金鑰會成為先前的金鑰，更早的金鑰會被刪除。',
    algorithm_label: '簽署演算法',
    rotated: '金鑰已輪替。',
    delete: '刪除',
    delete_title: '要刪除先前的金鑰嗎？',
    delete_description: '使用此金鑰簽署的權杖將立即無法通過驗證。',
    deleted: '金鑰已刪除。',
    empty: '沒有金鑰',
  },
} satisfies Translated<typeof en, 'zh-TW'>;
