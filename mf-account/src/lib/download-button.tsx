import { useState, type ReactNode } from 'react';
import { toApiError } from '@fvc/shared/api';
import { Button } from '@fvc/shared/ui';
import { downloadFile } from './download';

/** A button that downloads a customer document and says so when it cannot. */
export function DownloadButton({ url, children, label }: { url: string; children: ReactNode; label?: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="account-download">
      <Button
        variant="secondary"
        aria-label={label}
        pending={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await downloadFile(url);
          } catch (cause) {
            setError(toApiError(cause).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? 'Descargando…' : children}
      </Button>
      {error && (
        <span role="alert" className="account-form__error">
          {error}
        </span>
      )}
    </span>
  );
}
