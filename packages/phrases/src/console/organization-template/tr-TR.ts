import type { Translated } from '../../plurals';
import type en from './en';

export default {
  organization_template: {
    title: 'Kuruluş şablonu',
    subtitle:
      'Tüm kuruluşların paylaştığı roller ve izinler. Üyeler ve uygulamalar rolleri her kuruluşta ayrı ayrı alır.',
    tabs: 'Kuruluş şablonu bölümleri',
    roles: 'Kuruluş rolleri',
    permissions: 'Kuruluş izinleri',
    search_roles: 'Kuruluş rollerinde ara',
    create_role: 'Kuruluş rolü oluştur',
    create_role_title: 'Yeni kuruluş rolü oluştur',
    create_role_description:
      'Her kuruluşun içinde kuruluş izinleri ve API izinleri verir. Türü daha sonra değiştirilemez.',
    type_user_hint: 'Kuruluş üyeleri için.',
    type_m2m_hint: 'Bir kuruluşun makineden makineye uygulamaları için.',
    api_permissions: 'API izinleri',
    role_created: '“{{name}}” kuruluş rolü oluşturuldu.',
    roles_empty_title: 'Henüz kuruluş rolü yok',
    roles_empty_description: 'Üyelere ve uygulamalara bir kuruluş içinde izin vermek için roller oluşturun.',
    no_permissions: 'Yok',
    more_permissions_one: '+{{count}} tane daha',
    more_permissions_other: '+{{count}} tane daha',
    no_permissions_to_pick: 'Henüz kuruluş izni yok. Bunları Kuruluş izinleri sekmesinde oluşturun.',
    search_permissions: 'Kuruluş izinlerinde ara',
    create_permission: 'Kuruluş izni oluştur',
    edit_permission: 'Kuruluş iznini düzenle',
    permission_name: 'İzin adı',
    permission_name_hint: 'Örneğin invite:member. Boşluk içeremez.',
    permission_created: '“{{name}}” kuruluş izni oluşturuldu.',
    permission_updated: '“{{name}}” kuruluş izni güncellendi.',
    permission_deleted: '“{{name}}” kuruluş izni silindi.',
    permissions_empty_title: 'Henüz kuruluş izni yok',
    permissions_empty_description: 'Kuruluş izinleri, kuruluş rollerinin bir kuruluş içinde verdiği izinlerdir.',
    delete_permission_title: 'Bu kuruluş izni silinsin mi?',
    delete_permission_message:
      '{{name}} iznine sahip kuruluş rolleri bu izni kaybeder ve bundan sonra verilen belirteçler artık onu içermez. Bu işlem geri alınamaz.',
    back_to_roles: 'Kuruluş rollerine dön',
    role_tabs: 'Kuruluş rolü bölümleri',
    permission_type: 'Tür',
    permission_type_organization: 'Kuruluş izni',
    permission_type_api: 'API izni',
    role_permissions_empty_description: 'Bu rolün her kuruluşta vereceği kuruluş veya API izinlerini atayın.',
    assign_permissions_description: '{{role}} için kuruluş izinleri ve API izinleri seçin.',
    delete_role: 'Kuruluş rolünü sil',
    delete_role_description: 'Herhangi bir kuruluşta bu role sahip üyeler ve uygulamalar rolü kaybeder.',
    delete_role_title: 'Bu kuruluş rolü silinsin mi?',
    delete_role_message:
      '{{name}} silinecek; herhangi bir kuruluşta bu role sahip üyeler ve uygulamalar izinlerini kaybedecek. Bu işlem geri alınamaz.',
    role_deleted: '“{{name}}” kuruluş rolü silindi.',
  },
} satisfies Translated<typeof en, 'tr-TR'>;
