import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FocusedStatus } from './focused-status';
import { renderApp } from '@fvc/shared/testing/render-app';

function SentForm() {
  const [sent, setSent] = useState(false);
  if (sent) return <FocusedStatus as="p">Recibimos tu solicitud con el folio SOL-2026-000001.</FocusedStatus>;
  return (
    <button type="button" onClick={() => setSent(true)}>
      Enviar
    </button>
  );
}

describe('FocusedStatus', () => {
  it('takes focus from the button it replaced, and is read as a status', async () => {
    renderApp(<SentForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('status')).toHaveTextContent('SOL-2026-000001');
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
