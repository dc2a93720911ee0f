import { Link } from 'react-router';
import {
  FileText,
  MessageSquareText,
  ScrollText,
  ShieldQuestion,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/shared/paths';

const modules: Array<{ title: string; text: string; to: string; icon: LucideIcon }> = [
  {
    title: 'DM Script Generator',
    text: 'Personalised scripts for every type, tone and prospect.',
    to: paths.scriptGenerator,
    icon: MessageSquareText,
  },
  {
    title: 'DM Scripts Vault',
    text: 'Proven scripts by niche, ready to copy.',
    to: paths.vault,
    icon: ScrollText,
  },
  {
    title: 'Objection Handler',
    text: 'Answers to the objections you hear every day.',
    to: paths.objectionHandler,
    icon: ShieldQuestion,
  },
  {
    title: 'Prospect Tracker',
    text: 'Your pipeline: sent, responded, booked, cold.',
    to: paths.prospectTracker,
    icon: Users,
  },
  {
    title: 'Logs Manager',
    text: 'Every DM by day, setter performance and CSV export.',
    to: paths.logsManager,
    icon: FileText,
  },
];

export function CoreModules() {
  return (
    <section aria-labelledby="core-modules-title">
      <h2 id="core-modules-title" className="mb-3 text-lg font-semibold">
        Core Modules
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {modules.map(({ title, text, to, icon: Icon }) => (
          <Card key={title} className="flex flex-col gap-3 p-5">
            <div className="flex items-start justify-between gap-2">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <Badge variant="success">Live</Badge>
            </div>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
            <Button asChild className="mt-auto w-full" variant="outline">
              <Link to={to} aria-label={`Launch ${title}`}>
                Launch
              </Link>
            </Button>
          </Card>
        ))}
      </div>
    </section>
  );
}
