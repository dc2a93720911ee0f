import { ConnectExtensionPage } from '@/web/features/extension/components/connect-page';

export default ConnectExtensionPage;
