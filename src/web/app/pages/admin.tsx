import { AdminPage } from '@/web/features/admin/components/admin-page';

export default AdminPage;
