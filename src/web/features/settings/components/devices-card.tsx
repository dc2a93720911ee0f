import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { DevicesList } from './devices-list';
import { SecurityActivity } from './security-activity';

export function DevicesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Devices and activity</CardTitle>
        <CardDescription>
          Where your account is signed in, and what happened to it lately.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DevicesList />
        <SecurityActivity />
      </CardContent>
    </Card>
  );
}
