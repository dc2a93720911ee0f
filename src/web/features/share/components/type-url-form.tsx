import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { paths } from '@/shared/paths';

/** When a share held no profile link: type (or paste) it, and the share page reads that. */
export function TypeUrlForm() {
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(`${paths.share}?url=${encodeURIComponent(url.trim())}`);
      }}
    >
      <Field id="share-url" label="Profile URL or @handle">
        <Input
          id="share-url"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://linkedin.com/in/username"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="outline" disabled={!url.trim()}>
        Use this URL
      </Button>
    </form>
  );
}
