import type { Translated } from '../../plurals';
import type en from './en';

export default {
  profile: {
    title: '프로필',
    subtitle: 'Gatehouse 콘솔 계정입니다.',
    settings_title: '프로필 설정',
    settings_description: '프로필 사진, 이름, 사용자 이름입니다.',
    avatar: '아바타 URL',
    avatar_hint: '정사각형 이미지의 https:// 링크를 입력하세요.',
    name: '이름',
    username: '사용자 이름',
    password_title: '비밀번호',
    password_not_set: '설정되지 않음',
    updated: '프로필이 업데이트되었습니다.',
  },
} satisfies Translated<typeof en, 'ko'>;
