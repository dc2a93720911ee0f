import { ScriptGeneratorPage } from '@/web/features/scripts/components/script-generator-page';

export default ScriptGeneratorPage;
