import type { Translated } from '../../plurals';
import type en from './en';

export default {
  custom_phrases: {
    title: '사용자 지정 문구',
    description: '로그인 페이지의 모든 텍스트를 기본 제공 언어나 그 밖의 약 150개 언어로 바꿀 수 있습니다.',
    languages_with_phrases: '사용자 지정 문구가 있는 언어',
    none: '아직 사용자 지정 문구가 있는 언어가 없습니다.',
    manage: '언어 관리',
    modal_title: '언어 관리',
    modal_description:
      '언어를 선택한 다음 기본 제공 텍스트를 대신할 텍스트를 입력하세요. 저장하는 즉시 로그인 페이지에 표시됩니다.',
    languages: '언어',
    custom_badge: '사용자 지정',
    built_in_badge: '기본 제공',
    not_saved_badge: '저장되지 않음',
    add_language: '언어 추가',
    search_languages: '언어 검색',
    language_to_add: '언어',
    no_language_matches: '검색과 일치하는 언어가 없습니다.',
    add: '추가',
    base_note: '비워 둔 문구에는 기본 제공 {{language}} 텍스트가 표시됩니다.',
    search_phrases: '문구 검색',
    only_customized: '사용자 지정한 문구만',
    column_key: '키',
    column_built_in: '기본 제공 텍스트',
    column_custom: '사용자 지정 텍스트',
    custom_text_for: '{{key}}의 사용자 지정 텍스트',
    phrases_of: '{{language}} 문구',
    no_phrase_matches: '검색과 일치하는 문구가 없습니다.',
    delete_language: '언어 삭제',
    delete_title: '{{language}}의 사용자 지정 문구를 삭제할까요?',
    delete_message:
      '로그인 페이지에 다시 기본 제공 텍스트가 표시됩니다. 기본 제공되지 않는 언어는 더 이상 로그인 페이지에서 선택할 수 없습니다.',
    discard_title: '저장하지 않은 변경 사항을 버릴까요?',
    discard_message: '{{language}} 문구의 변경 사항이 저장되지 않았으며 사라집니다.',
    saved: '{{language}}의 사용자 지정 문구를 저장했습니다.',
    deleted: '{{language}}의 사용자 지정 문구를 삭제했습니다.',
    fallback_in_use:
      '{{language}}은(는) 로그인 경험의 대체 언어입니다. 문구를 삭제하기 전에 다른 대체 언어를 선택하세요.',
  },
} satisfies Translated<typeof en, 'ko'>;
