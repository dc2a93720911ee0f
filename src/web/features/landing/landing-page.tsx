import {
  BarChart3,
  CalendarCheck,
  Flame,
  Layers,
  Sparkles,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { Logo } from '@/web/components/logo';
import { ThemeToggle } from '@/web/components/theme-toggle';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/shared/paths';

const features: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Sparkles,
    title: 'AI-generated DM scripts',
    text: 'Personalised openers, follow-ups and pattern interrupts for every prospect in seconds.',
  },
  {
    icon: Layers,
    title: 'Multi-platform campaigns',
    text: 'LinkedIn, Instagram, Facebook and X in one place, with the platform detected for you.',
  },
  {
    icon: Flame,
    title: 'Gamified daily sprint',
    text: 'A daily DM goal, one-tap logging and a streak that keeps you showing up.',
  },
  {
    icon: BarChart3,
    title: 'Performance analytics',
    text: 'Reply rates and call bookings by day, platform and setter — know what works.',
  },
  {
    icon: CalendarCheck,
    title: 'Prospect & follow-up management',
    text: 'A pipeline that tells you who replied, who booked and who needs a nudge today.',
  },
  {
    icon: Trophy,
    title: 'Leaderboards & achievements',
    text: 'Badges for your milestones and a weekly leaderboard with the rest of the community.',
  },
];

/**
 * Pre-rendered at build time and served as static HTML (see main.tsx), so its links are plain
 * anchors: /auth loads the member app.
 */
export function LandingPage() {
  const year = new Date().getFullYear();
  return (
    <div className="min-h-dvh bg-background">
      <header className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <Button asChild variant="ghost">
            <a href={paths.auth}>Sign In</a>
          </Button>
        </div>
      </header>
      <main>
        <section className="mx-auto max-w-4xl px-4 pt-12 pb-16 text-center sm:pt-20">
          <p className="mx-auto mb-4 w-fit rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
            For community students who DM for a living
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            Book 3-5 sales calls daily with cold DMs
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground text-balance">
            Your daily workbench for outreach on Instagram, Facebook and LinkedIn: hit your DM goal,
            send better scripts, and never lose track of a lead.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href={paths.auth}>Get Started</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={paths.auth}>Sign In</a>
            </Button>
          </div>
        </section>
        <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
          <h2 id="features-title" className="sr-only">
            Features
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ icon: Icon, title, text }) => (
              <Card key={title} className="p-6">
                <span className="mb-4 flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
              </Card>
            ))}
          </div>
        </section>
        <section className="mx-auto max-w-4xl px-4 pb-20">
          <Card className="bg-primary p-8 text-center text-primary-foreground sm:p-12">
            <h2 className="text-2xl font-bold sm:text-3xl">Join the community</h2>
            <p className="mx-auto mt-3 max-w-xl opacity-90">
              Create your account, get approved by the community admin, and start today's sprint.
            </p>
            <Button asChild size="lg" variant="secondary" className="mt-6">
              <a href={paths.auth}>Get Started</a>
            </Button>
          </Card>
        </section>
      </main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">
        © {year} DM Sprint. All rights reserved.
      </footer>
    </div>
  );
}
