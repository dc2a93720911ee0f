import { displayName, useMe } from '@/web/lib/me';
import { CoreModules } from './core-modules';

export function DashboardPage() {
  const { data } = useMe();
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        Welcome back, {data ? displayName(data.profile) : ''}!
      </h1>
      <CoreModules />
    </div>
  );
}
