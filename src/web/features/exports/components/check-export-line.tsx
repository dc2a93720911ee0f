import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { Card, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';

/** Settings → the line that leads to the platform export check (docs/product.md). */
export function CheckExportLine() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Platform exports</CardTitle>
        <CardDescription>
          See which DMs and replies your logs miss: download your messages from Instagram, Facebook,
          LinkedIn or X, then open{' '}
          <Link className="font-medium text-foreground underline" to={paths.logsManager}>
            Logs Manager → Check against a platform export
          </Link>
          . The export is read on your device; your messages never leave it.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
