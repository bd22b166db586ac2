import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { ContactTabs } from './contact-tabs';
import { renderApp } from '@fvc/shared/testing/render-app';

const PLAN = 'Crédito directo';
const PLAN_LINE = `Plan: ${PLAN}\n`;

async function fillIn(user: ReturnType<typeof userEvent.setup>, message: string) {
  renderApp(
    <MemoryRouter>
      <ContactTabs planTitle={PLAN} />
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText('Nombre'), 'Ana Torres');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
  await user.click(screen.getByLabelText('¿En qué te podemos ayudar?'));
  await user.paste(message);
  await user.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
}

describe('ContactTabs: the plans page’s contact form', () => {
  it('keeps the message within the API’s 2,000 characters once the plan goes in front of it', async () => {
    const user = userEvent.setup();
    const room = 2000 - PLAN_LINE.length;
    let sent: { message?: string } | undefined;
    apiStub()
      .post('/api/leads', (body: { message?: string }) => ((sent = body), true))
      .reply(201, { id: 'lead-1' });
    await fillIn(user, 'a'.repeat(room + 1));

    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    const message = screen.getByLabelText('¿En qué te podemos ayudar?');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(`Escribe como máximo 1,978 caracteres.`);
    expect(message).toHaveValue('a'.repeat(room + 1));
    expect(sent).toBeUndefined();

    await user.type(message, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Gracias. Un asesor te contactará pronto.')).toBeInTheDocument();
    expect(sent?.message).toBe(PLAN_LINE + 'a'.repeat(room));
    expect(sent?.message).toHaveLength(2000);
  });

  it('puts a field the API refused beside that field, with focus, and keeps what was typed', async () => {
    const user = userEvent.setup();
    apiStub()
      .post('/api/leads')
      .reply(400, { code: 'VALIDATION_ERROR', message: 'Revisa los datos marcados.', fields: { email: 'El campo “Correo electrónico” debe ser un correo electrónico válido.' } });
    await fillIn(user, 'Quiero un tractocamión.');

    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));

    const email = screen.getByLabelText('Correo electrónico');
    expect(await screen.findByText('El campo “Correo electrónico” debe ser un correo electrónico válido.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('¿En qué te podemos ayudar?')).toHaveValue('Quiero un tractocamión.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
