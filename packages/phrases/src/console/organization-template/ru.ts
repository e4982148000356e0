import type { Translated } from '../../plurals';
import type en from './en';

export default {
  organization_template: {
    title: 'Шаблон организации',
    subtitle:
      'Роли и разрешения, общие для всех организаций. Участники и приложения получают роли в каждой организации отдельно.',
    tabs: 'Разделы шаблона организации',
    roles: 'Роли организации',
    permissions: 'Разрешения организации',
    search_roles: 'Поиск ролей организации',
    create_role: 'Создать роль организации',
    create_role_title: 'Новая роль организации',
    create_role_description:
      'Она предоставляет разрешения организации и разрешения API внутри каждой организации. Её тип нельзя изменить позже.',
    type_user_hint: 'Для участников организаций.',
    type_m2m_hint: 'Для межмашинных приложений организации.',
    api_permissions: 'Разрешения API',
    role_created: 'Роль организации «{{name}}» создана.',
    roles_empty_title: 'Ролей организации пока нет',
    roles_empty_description: 'Создайте роли, чтобы дать участникам и приложениям разрешения внутри организации.',
    no_permissions: 'Нет',
    more_permissions_one: 'ещё {{count}}',
    more_permissions_few: 'ещё {{count}}',
    more_permissions_many: 'ещё {{count}}',
    more_permissions_other: 'ещё {{count}}',
    no_permissions_to_pick: 'Разрешений организации пока нет. Создайте их на вкладке «Разрешения организации».',
    search_permissions: 'Поиск разрешений организации',
    create_permission: 'Создать разрешение организации',
    edit_permission: 'Изменить разрешение организации',
    permission_name: 'Имя разрешения',
    permission_name_hint: 'Например, invite:member. Без пробелов.',
    permission_created: 'Разрешение организации «{{name}}» создано.',
    permission_updated: 'Разрешение организации «{{name}}» обновлено.',
    permission_deleted: 'Разрешение организации «{{name}}» удалено.',
    permissions_empty_title: 'Разрешений организации пока нет',
    permissions_empty_description:
      'Разрешения организации — это то, что роли организации предоставляют внутри организации.',
    delete_permission_title: 'Удалить это разрешение организации?',
    delete_permission_message:
      'Роли организации с разрешением {{name}} лишатся его, а токены, выпущенные с этого момента, больше не будут его содержать. Это действие нельзя отменить.',
    back_to_roles: 'Назад к ролям организации',
    role_tabs: 'Разделы роли организации',
    permission_type: 'Вид',
    permission_type_organization: 'Разрешение организации',
    permission_type_api: 'Разрешение API',
    role_permissions_empty_description:
      'Назначьте разрешения организации или API, которые эта роль предоставляет в каждой организации.',
    assign_permissions_description: 'Выберите разрешения организации и разрешения API для роли {{role}}.',
    delete_role: 'Удалить роль организации',
    delete_role_description: 'Участники и приложения, у которых есть эта роль в какой-либо организации, лишатся её.',
    delete_role_title: 'Удалить эту роль организации?',
    delete_role_message:
      'Роль {{name}} будет удалена; участники и приложения, у которых она есть в какой-либо организации, лишатся её разрешений. Это действие нельзя отменить.',
    role_deleted: 'Роль организации «{{name}}» удалена.',
  },
} satisfies Translated<typeof en, 'ru'>;
