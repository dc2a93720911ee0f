import { SharePage } from '@/web/features/share/components/share-page';

export default SharePage;
