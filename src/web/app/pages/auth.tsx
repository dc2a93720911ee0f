import { AuthPage } from '@/web/features/auth/components/auth-page';

export default AuthPage;
