import { AtSign, Briefcase, Camera, Globe, Users } from 'lucide-react';
import { platformName } from '@/web/lib/format';
import { Badge } from './ui/badge';

const icons = {
  linkedin: Briefcase,
  twitter: AtSign,
  instagram: Camera,
  facebook: Users,
  other: Globe,
} as const;

/** A platform's icon; decorative, the caller names the platform. */
export function PlatformIcon({ platform, className }: { platform: string; className?: string }) {
  const Icon = icons[platform as keyof typeof icons] ?? Globe;
  return <Icon aria-hidden className={className} />;
}

export function PlatformBadge({ platform }: { platform: string }) {
  return (
    <Badge variant="outline">
      <PlatformIcon platform={platform} />
      {platformName(platform)}
    </Badge>
  );
}
