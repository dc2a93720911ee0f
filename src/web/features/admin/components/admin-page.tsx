import { useEffect, type ReactNode } from 'react';
import { CheckCircle2, Clock, Users, XCircle } from 'lucide-react';
import { PageHeader } from '@/web/components/page-header';
import { Card, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { TakenOverWhenNear } from '@/web/components/taken-over-when-near';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { errorMessage } from '@/web/lib/api';
import { useTimeZone } from '@/web/lib/me';
import { notify } from '@/web/lib/toast';
import { useDecide } from '../api/decide';
import { useAdminUsers } from '../api/list-users';
import { AttentionCount } from './attention-count';
import { CohortPanel } from './cohort-panel';
import { EraseProspectCard } from './erase-prospect-card';
import { FollowUpRuleCard } from './follow-up-rule-card';
import { GoalRuleCard } from './goal-rule-card';
import { UserRow } from './user-row';
import { TwoFactorPrompt } from './two-factor-prompt';
import { pageHeadings } from '@/web/lib/page-headings';
import { paths } from '@/shared/paths';

/** `community`: other features' cards at the end of the Community tab (the members' API tokens). */
export function AdminPage({ community }: { community?: ReactNode }) {
  const users = useAdminUsers();
  const timeZone = useTimeZone();
  const decide = useDecide();
  const list = users.data?.users ?? [];
  const count = (status: string) => list.filter((user) => user.approvalStatus === status).length;

  useEffect(() => {
    if (users.isError) notify.error('Error', 'Failed to load user profiles.');
  }, [users.isError]);

  const onDecide = (userId: string, status: 'approved' | 'rejected') =>
    decide.mutate(
      { userId, status },
      {
        onSuccess: () => notify.success('Status Updated', `User has been ${status} successfully.`),
        onError: (error) =>
          notify.error('Error', errorMessage(error, 'Failed to update user status.')),
      },
    );

  return (
    <>
      <PageHeader {...pageHeadings[paths.admin]} />
      <Tabs defaultValue="members">
        <TabsList className="mb-4 sm:w-auto">
          <TabsTrigger value="members">Members</TabsTrigger>
          <TabsTrigger value="cohort">
            Cohort
            <AttentionCount />
          </TabsTrigger>
          <TabsTrigger value="community">Community</TabsTrigger>
        </TabsList>
        <TabsContent value="community" className="grid gap-6">
          <GoalRuleCard />
          <FollowUpRuleCard />
          <EraseProspectCard />
          {community}
        </TabsContent>
        <TabsContent value="cohort">
          <CohortPanel />
        </TabsContent>
        <TabsContent value="members">
          <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label="Approved" value={count('approved')} icon={<CheckCircle2 />} />
            <StatCard label="Pending" value={count('pending')} icon={<Clock />} />
            <StatCard label="Rejected" value={count('rejected')} icon={<XCircle />} />
            <StatCard label="Total Users" value={list.length} icon={<Users />} />
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Users</CardTitle>
            </CardHeader>
            {users.isPending ? (
              <div className="grid gap-3 p-6 pt-0">
                <Skeleton className="h-14" />
                <Skeleton className="h-14" />
              </div>
            ) : (
              <ul className="divide-y border-t" aria-label="Users">
                {list.map((user) => (
                  <UserRow
                    key={user.userId}
                    user={user}
                    timeZone={timeZone}
                    busy={decide.isPending && decide.variables?.userId === user.userId}
                    onDecide={(status) => onDecide(user.userId, status)}
                  />
                ))}
              </ul>
            )}
          </Card>
        </TabsContent>
      </Tabs>
      {/* Below the panel: it arrives with its data and must not push the panel down. Its status
          is asked for once it comes near the screen, not among the takeover's effects. */}
      <TakenOverWhenNear>
        <TwoFactorPrompt />
      </TakenOverWhenNear>
    </>
  );
}
