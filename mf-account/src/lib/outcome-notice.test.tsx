import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutcomeNotice } from './outcome-notice';

function SentForm() {
  const [sent, setSent] = useState(false);
  if (sent) return <OutcomeNotice>Recibimos tu solicitud con el folio SOL-2026-000001.</OutcomeNotice>;
  return (
    <button type="button" onClick={() => setSent(true)}>
      Enviar
    </button>
  );
}

describe('OutcomeNotice', () => {
  it('takes focus from the button it replaced, and is read as a status', async () => {
    render(<SentForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('status')).toHaveTextContent('SOL-2026-000001');
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
