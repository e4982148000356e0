import type { Translated } from '../../plurals';
import type en from './en';

export default {
  uploads: {
    upload: '上傳',
    replace: '取代',
    remove: '移除',
    uploading: '正在上傳…',
    no_image: '沒有圖片',
    preview: '{{label}} 預覽',
    hint: '上傳或拖放圖片（{{types}}，最大 {{size}}），或貼上圖片 URL。',
    drop_here: '將圖片拖放到這裡',
    url_only: '此伺服器未設定上傳：請貼上圖片的 URL。',
    error_file_count: '只能選擇一個檔案。',
    error_file_type: '不允許此類型的檔案。允許：{{types}}。',
    error_file_size: '檔案超過 {{limit}}。',
    error_upload: '上傳失敗，請再試一次。',
    custom_ui: {
      not_configured: '此伺服器未設定上傳。',
      label: '自訂登入介面',
      description: '上傳你自己的登入應用程式 ZIP，根目錄須有 index.html。它會取代內建的登入頁面。',
      none: '無：顯示內建的登入頁面。',
      uploaded_at: '上傳於 {{date}}',
      upload: '上傳 ZIP',
      replace: '取代 ZIP',
      remove: '移除',
      error_file_type: '請選擇 ZIP 壓縮檔。',
    },
  },
} satisfies Translated<typeof en, 'zh-TW'>;
