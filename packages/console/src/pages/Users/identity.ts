import type { User } from '@gatehouse/schemas/users';

/** How a user is named in lists and titles: name, else the first identifier, else the id. */
export const userIdentifier = (user: Pick<User, 'id' | 'username' | 'primaryEmail' | 'primaryPhone'>) =>
  user.username ?? user.primaryEmail ?? (user.primaryPhone ? `+${user.primaryPhone}` : null) ?? user.id;

export const userTitle = (user: Pick<User, 'id' | 'name' | 'username' | 'primaryEmail' | 'primaryPhone'>) =>
  user.name || userIdentifier(user);
