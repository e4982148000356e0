import type { Translated } from '../../plurals';
import type en from './en';

export default {
  uploads: {
    upload: '업로드',
    replace: '바꾸기',
    remove: '제거',
    uploading: '업로드 중…',
    no_image: '이미지 없음',
    preview: '{{label}} 미리 보기',
    hint: '이미지를 업로드하거나 끌어다 놓거나({{types}}, 최대 {{size}}), URL을 붙여 넣으세요.',
    drop_here: '여기에 이미지를 놓으세요',
    url_only: '이 서버에는 업로드가 설정되어 있지 않습니다. 이미지 URL을 붙여 넣으세요.',
    error_file_count: '파일을 하나만 선택하세요.',
    error_file_type: '이 형식의 파일은 허용되지 않습니다. 허용: {{types}}.',
    error_file_size: '파일이 {{limit}}보다 큽니다.',
    error_upload: '업로드에 실패했습니다. 다시 시도하세요.',
    custom_ui: {
      not_configured: '이 서버에는 업로드가 설정되어 있지 않습니다.',
      label: '사용자 지정 로그인 UI',
      description: '최상위에 index.html이 있는 자체 로그인 앱의 ZIP을 업로드하세요. 기본 로그인 페이지를 대신합니다.',
      none: '없음: 기본 로그인 페이지가 표시됩니다.',
      uploaded_at: '{{date}}에 업로드됨',
      upload: 'ZIP 업로드',
      replace: 'ZIP 바꾸기',
      remove: '제거',
      error_file_type: 'ZIP 압축 파일을 선택하세요.',
    },
  },
} satisfies Translated<typeof en, 'ko'>;
