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

export function PlatformBadge({ platform }: { platform: string }) {
  const Icon = icons[platform as keyof typeof icons] ?? Globe;
  return (
    <Badge variant="outline">
      <Icon aria-hidden />
      {platformName(platform)}
    </Badge>
  );
}
