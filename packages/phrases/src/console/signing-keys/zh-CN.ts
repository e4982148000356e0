import type { Translated } from '../../plurals';
import type en from './en';

export default {
  signing_keys: {
    title: '签名密钥',
    subtitle: '用于签署令牌和 Cookie 的密钥。请定期轮换：在你删除之前，旧密钥会继续验证已签发的内容。',
    private_keys: '令牌签名密钥',
    private_keys_description: '发布在 JWKS 中：应用用它们验证 ID 令牌和访问令牌。',
    cookie_keys: 'Cookie 密钥',
    cookie_keys_description: '签署登录会话的 Cookie。',
    id: '密钥 ID',
    algorithm: '算法',
    created: '创建时间',
    status: '状态',
    current: '当前',
    previous: '旧',
    rotate: '轮换',
    rotate_title: '要轮换密钥吗？',
    rotate_description: '新密钥将成为当前密钥。当前密钥变为旧密钥，更早的密钥会被删除。',
    algorithm_label: '签名算法',
    rotated: '密钥已轮换。',
    delete: '删除',
    delete_title: '要删除旧密钥吗？',
    delete_description: '用此密钥签署的令牌将立即无法通过验证。',
    deleted: '密钥已删除。',
    empty: '没有密钥',
  },
} satisfies Translated<typeof en, 'zh-CN'>;
