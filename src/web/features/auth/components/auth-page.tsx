import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { Logo } from '@/web/components/logo';
import { paths } from '@/shared/paths';
import { useMe } from '@/web/lib/me';
import { continuePath } from '@/web/lib/continue-path';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const DM_WAITING = 'A DM is waiting to be logged: sign in to log it.';

export function AuthPage() {
  const me = useMe();
  const [tab, setTab] = useState('signin');
  const { search } = useLocation();
  // The form shows while the session check runs (it is also the pre-rendered first paint);
  // a member who is already signed in moves on as soon as it answers.
  const next = continuePath(search);
  if (me.data) return <Navigate to={next} replace />;
  // A share or the bookmarklet sent a signed-out member here: the DM waits for the sign-in.
  const dmWaiting = next.startsWith(paths.share);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-gradient-to-b from-accent/60 to-background px-3 py-10">
      {/* A document load: the landing page is static HTML, outside the router. */}
      <Link to={paths.home} reloadDocument aria-label="DM Sprint home">
        <Logo />
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          {/* 'Welcome Back' is for a return sign-in, not for someone creating an account. */}
          <CardTitle className="text-2xl">
            {tab === 'signup' ? 'Create your account' : 'Welcome Back'}
          </CardTitle>
          <CardDescription>
            {tab === 'signup'
              ? 'Sign up to get your cold DM tools'
              : 'Sign in to access your cold DM tools'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {dmWaiting ? (
            <p
              role="status"
              data-testid="dm-waiting"
              className="rounded-md border border-primary/40 bg-accent px-3 py-2 text-sm text-accent-foreground"
            >
              {DM_WAITING}
            </p>
          ) : null}
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList>
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm onNeedsSignIn={() => setTab('signin')} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <ShieldCheck className="size-4" aria-hidden />
        Only for students • Secure &amp; Private
      </p>
    </main>
  );
}
