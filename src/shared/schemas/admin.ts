import type { ApprovalStatus } from './profile';
import type { UserId } from './ids';

export type AdminUser = {
  userId: UserId;
  email: string;
  fullName: string | null;
  company: string | null;
  approvalStatus: ApprovalStatus;
  isAdmin: boolean;
  /** An authenticator app is set up as a second sign-in step. */
  twoFactorEnabled: boolean;
  approvedAt: string | null;
  createdAt: string;
};
