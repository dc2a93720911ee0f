import { AdminApiTokensCard } from '@/web/features/api-tokens/components/admin-api-tokens-card';
import { AdminPage } from '@/web/features/admin/components/admin-page';

export default function Admin() {
  return <AdminPage community={<AdminApiTokensCard />} />;
}
