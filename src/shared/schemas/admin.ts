import type { ApprovalStatus } from './profile';

export type AdminUser = {
  userId: string;
  email: string;
  fullName: string | null;
  company: string | null;
  approvalStatus: ApprovalStatus;
  isAdmin: boolean;
  approvedAt: string | null;
  createdAt: string;
};
