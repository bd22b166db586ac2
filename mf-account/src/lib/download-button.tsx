import { useState } from 'react';
import { toApiError } from '@fvc/shared/api';
import { Button } from '@fvc/shared/ui';
import { downloadFile } from './download';

/**
 * A button that downloads a customer document and says so when it cannot. `context` says which
 * document to a screen reader, after the visible words: the spoken name starts with what is shown
 * ("PDF del estado de cuenta de octubre…"), so a voice command that says "PDF" finds it (WCAG 2.5.3).
 */
export function DownloadButton({ url, children, context }: { url: string; children: string; context?: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="account-download">
      <Button
        variant="secondary"
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
        {context && <span className="fvc-visually-hidden"> {context}</span>}
      </Button>
      {error && (
        <span role="alert" className="account-form__error">
          {error}
        </span>
      )}
    </span>
  );
}
