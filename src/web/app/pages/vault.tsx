import { VaultPage } from '@/web/features/vault/components/vault-page';

export default VaultPage;
