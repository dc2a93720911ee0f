import { ObjectionHandlerPage } from '@/web/features/objections/components/objection-handler-page';

export default ObjectionHandlerPage;
