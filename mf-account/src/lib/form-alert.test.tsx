import { screen } from '@testing-library/react';
import { FormAlert } from './form-alert';
import { renderApp } from '@fvc/shared/testing/render-app';

const fieldError = (message: string) => ({ type: 'server', message });

describe('FormAlert', () => {
  it('draws nothing without a message', () => {
    const { container } = renderApp(<FormAlert message={null} errors={{}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('draws a message no field shows', () => {
    renderApp(<FormAlert message="No pudimos enviar tu solicitud." errors={{ rfc: fieldError('Escribe un RFC válido.') }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No pudimos enviar tu solicitud.');
    expect(alert).not.toHaveClass('fvc-visually-hidden');
  });

  it('keeps a message a field already shows for screen readers only', () => {
    renderApp(<FormAlert message="Escribe un RFC válido." errors={{ name: undefined, rfc: fieldError('Escribe un RFC válido.') }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Escribe un RFC válido.');
    expect(alert).toHaveClass('fvc-visually-hidden');
  });

  it('counts the fields kept outside the form library', () => {
    renderApp(<FormAlert message="Adjunta la constancia." errors={{}} otherFieldMessages={[null, 'Adjunta la constancia.']} />);
    expect(screen.getByRole('alert')).toHaveClass('fvc-visually-hidden');
  });

  it('stays hidden while the customer corrects the field, and decides again for a new message', () => {
    const { rerender } = renderApp(<FormAlert message="Escribe un RFC válido." errors={{ rfc: fieldError('Escribe un RFC válido.') }} />);
    // The field is re-checked as it is typed in: its message goes, or becomes another.
    rerender(<FormAlert message="Escribe un RFC válido." errors={{}} />);
    expect(screen.getByRole('alert')).toHaveClass('fvc-visually-hidden');
    rerender(<FormAlert message="No pudimos enviar tu solicitud." errors={{}} />);
    expect(screen.getByRole('alert')).not.toHaveClass('fvc-visually-hidden');
  });

  it('always draws an alert that offers a way out', () => {
    renderApp(
      <FormAlert message="El enlace ya no sirve." errors={{ password: fieldError('El enlace ya no sirve.') }}>
        <a href="/reset-password">Pedir otro enlace</a>
      </FormAlert>,
    );
    expect(screen.getByRole('alert')).not.toHaveClass('fvc-visually-hidden');
    expect(screen.getByRole('link', { name: 'Pedir otro enlace' })).toBeVisible();
  });
});
