import type { Translated } from '../../plurals';
import type en from './en';

export default {
  uploads: {
    upload: '上載',
    replace: '取代',
    remove: '移除',
    uploading: '正在上載…',
    no_image: '沒有圖片',
    preview: '{{label}} 預覽',
    hint: '上載或拖放圖片（{{types}}，最大 {{size}}），或貼上圖片 URL。',
    drop_here: '將圖片拖放到此處',
    url_only: '此伺服器未設定上載：請貼上圖片的 URL。',
    error_file_count: '只可選擇一個檔案。',
    error_file_type: '不允許此類型的檔案。允許：{{types}}。',
    error_file_size: '檔案超過 {{limit}}。',
    error_upload: '上載失敗，請重試。',
    custom_ui: {
      not_configured: '此伺服器未設定上載。',
      label: '自訂登入介面',
      description: '上載你自己的登入應用程式 ZIP，根目錄須有 index.html。它會取代內置的登入頁面。',
      none: '沒有：顯示內置的登入頁面。',
      uploaded_at: '上載於 {{date}}',
      upload: '上載 ZIP',
      replace: '取代 ZIP',
      remove: '移除',
      error_file_type: '請選擇 ZIP 壓縮檔。',
    },
  },
} satisfies Translated<typeof en, 'zh-HK'>;
