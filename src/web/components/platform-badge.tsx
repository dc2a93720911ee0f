import { AtSign, Briefcase, Camera, Globe, Mail, Users } from 'lucide-react';
import { Badge } from './ui/badge';

const platformLabels: Record<string, string> = {
  linkedin: 'LinkedIn',
  twitter: 'Twitter / X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  email: 'Email',
  other: 'Other',
};

const icons = {
  linkedin: Briefcase,
  twitter: AtSign,
  instagram: Camera,
  facebook: Users,
  email: Mail,
  other: Globe,
} as const;

export const platformLabel = (platform: string) => platformLabels[platform] ?? platform;

export function PlatformBadge({ platform }: { platform: string }) {
  const Icon = icons[platform as keyof typeof icons] ?? Globe;
  return (
    <Badge variant="outline">
      <Icon aria-hidden />
      {platformLabel(platform)}
    </Badge>
  );
}
