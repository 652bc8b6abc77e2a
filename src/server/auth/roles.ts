// Two roles: user and admin. An account is admin when its stored role says so (set with
// `npm run admin -- grant <email>`) or when its address is in ADMIN_EMAILS and verified — computed on
// every request, so removing an address from ADMIN_EMAILS takes the role away at the next restart.
import type { UserRole } from '../../db/schema/auth.ts';

interface RoleFacts {
  email: string;
  emailVerified: boolean;
  role?: unknown;
}

export function effectiveRole(user: RoleFacts, adminEmails: readonly string[]): UserRole {
  if (user.role === 'admin') return 'admin';
  return user.emailVerified && adminEmails.includes(user.email.toLowerCase()) ? 'admin' : 'user';
}
