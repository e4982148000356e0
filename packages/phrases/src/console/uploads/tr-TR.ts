import type { Translated } from '../../plurals';
import type en from './en';

export default {
  uploads: {
    upload: 'Yükle',
    replace: 'Değiştir',
    remove: 'Kaldır',
    uploading: 'Yükleniyor…',
    no_image: 'Görsel yok',
    preview: '{{label}} önizlemesi',
    hint: 'Bir görsel yükleyin veya sürükleyip bırakın ({{types}}, en fazla {{size}}) ya da URL’sini yapıştırın.',
    drop_here: 'Görseli buraya bırakın',
    url_only: 'Bu sunucuda yükleme yapılandırılmamış: bir görselin URL’sini yapıştırın.',
    error_file_count: 'Yalnızca bir dosya seçin.',
    error_file_type: 'Bu dosya türüne izin verilmiyor. İzin verilenler: {{types}}.',
    error_file_size: 'Dosya {{limit}} boyutundan büyük.',
    error_upload: 'Yükleme başarısız oldu. Yeniden deneyin.',
    custom_ui: {
      not_configured: 'Bu sunucuda yükleme yapılandırılmamış.',
      label: 'Özel oturum açma arayüzü',
      description:
        'Kökünde index.html bulunan kendi oturum açma uygulamanızın ZIP dosyasını yükleyin. Yerleşik oturum açma sayfalarının yerini alır.',
      none: 'Yok: yerleşik oturum açma sayfaları gösterilir.',
      uploaded_at: '{{date}} tarihinde yüklendi',
      upload: 'ZIP yükle',
      replace: 'ZIP’i değiştir',
      remove: 'Kaldır',
      error_file_type: 'Bir ZIP arşivi seçin.',
    },
  },
} satisfies Translated<typeof en, 'tr-TR'>;
