import type { Translated } from '../../plurals';
import type en from './en';

export default {
  signing_keys: {
    title: '서명 키',
    subtitle:
      '토큰과 쿠키에 서명하는 키입니다. 정기적으로 교체하세요. 이전 키는 삭제할 때까지 이미 발급된 것을 계속 검증합니다.',
    private_keys: '토큰 서명 키',
    private_keys_description: 'JWKS에 게시되며, 앱은 이 키로 ID 토큰과 액세스 토큰을 검증합니다.',
    cookie_keys: '쿠키 키',
    cookie_keys_description: '로그인 세션의 쿠키에 서명합니다.',
    id: '키 ID',
    algorithm: '알고리즘',
    created: '생성일',
    status: '상태',
    current: '현재',
    previous: '이전',
    rotate: '교체',
    rotate_title: '키를 교체할까요?',
    rotate_description: '새 키가 현재 키가 됩니다. 현재 키는 이전 키가 되고, 그보다 오래된 키는 삭제됩니다.',
    algorithm_label: '서명 알고리즘',
    rotated: '키를 교체했습니다.',
    delete: '삭제',
    delete_title: '이전 키를 삭제할까요?',
    delete_description: '이 키로 서명된 토큰은 즉시 검증되지 않습니다.',
    deleted: '키를 삭제했습니다.',
    empty: '키가 없습니다',
  },
} satisfies Translated<typeof en, 'ko'>;
