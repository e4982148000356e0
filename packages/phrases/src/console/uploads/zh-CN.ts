import type { Translated } from '../../plurals';
import type en from './en';

export default {
  uploads: {
    upload: '上传',
    replace: '替换',
    remove: '移除',
    uploading: '正在上传…',
    no_image: '无图片',
    preview: '{{label}} 预览',
    hint: '上传或拖放图片（{{types}}，最大 {{size}}），或粘贴图片 URL。',
    drop_here: '将图片拖放到此处',
    url_only: '此服务器未配置上传：请粘贴图片的 URL。',
    error_file_count: '只能选择一个文件。',
    error_file_type: '不允许此类型的文件。允许：{{types}}。',
    error_file_size: '文件超过 {{limit}}。',
    error_upload: '上传失败，请重试。',
    custom_ui: {
      not_configured: '此服务器未配置上传。',
      label: '自定义登录界面',
      description: '上传你自己的登录应用的 ZIP，根目录中需有 index.html。它将取代内置的登录页面。',
      none: '无：显示内置的登录页面。',
      uploaded_at: '上传于 {{date}}',
      upload: '上传 ZIP',
      replace: '替换 ZIP',
      remove: '移除',
      error_file_type: '请选择 ZIP 压缩包。',
    },
  },
} satisfies Translated<typeof en, 'zh-CN'>;
