import { adminUserViewSchema, type AdminUserView } from '../../../domain/customer/customer-views';

/** The users page's resource: its name is the page's path, /admin/utilisateurs (spec 3, section 2.1). */
export const usersResource = 'utilisateurs';

/** A person of the users page (GET /admin/api/users), stated once in the domain. */
export const userSchema = adminUserViewSchema;
export type User = AdminUserView;

/** The name, or the e-mail when the person gave none. */
export const userDisplayName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;
