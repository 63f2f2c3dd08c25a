import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the users area (keys start with "users."). */
export const usersMessages = defineMessages(
  {
    'users.list': 'Users',
    'users.found': 'User',
    'users.notFound': 'User not found',
    'users.deleted': 'User deleted',
    'users.roleChanged': 'Role changed',
    'users.cannotDeleteSelf': 'You cannot delete your own account',
    'users.cannotChangeOwnRole': 'You cannot change your own role',
  },
  {
    'users.list': 'المستخدمون',
    'users.found': 'المستخدم',
    'users.notFound': 'المستخدم غير موجود',
    'users.deleted': 'تم حذف المستخدم',
    'users.roleChanged': 'تم تغيير الدور',
    'users.cannotDeleteSelf': 'لا يمكنك حذف حسابك',
    'users.cannotChangeOwnRole': 'لا يمكنك تغيير دورك',
  },
);
