import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CREDIT_PLAN } from '../plan-fixture';
import { PersonTypeSteps } from './person-type-steps';
import { renderApp } from '@fvc/shared/testing/render-app';

const step = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('PersonTypeSteps (SPEC §4 person type)', () => {
  beforeEach(() => renderApp(<PersonTypeSteps plan={CREDIT_PLAN} title="Calcular Crédito" />, { route: '/planes-financiamiento/credito-directo' }));

  it('starts with no person type and hides the lists and documents', () => {
    expect(screen.getByRole('radio', { name: 'Física (o física con actividad empresarial)' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Moral' })).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Ventajas' })).not.toBeInTheDocument();
    expect(screen.queryByText('Plazos de hasta 72 meses.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(within(step('Documentación requerida')).getByText('Elige un tipo de persona en el paso 1.')).toBeInTheDocument();
  });

  it('shows the individual lists, documents and downloads once “Física” is chosen', async () => {
    await userEvent.click(screen.getByRole('radio', { name: 'Física (o física con actividad empresarial)' }));

    const characteristics = step('Características');
    expect(within(characteristics).getByRole('heading', { level: 4, name: 'Características' })).toBeInTheDocument();
    expect(within(characteristics).getByText('Plazos de hasta 72 meses.')).toBeInTheDocument();
    expect(within(characteristics).getByText('Deduces los intereses.')).toBeInTheDocument();
    const documents = step('Documentación requerida');
    expect(within(documents).getByText('Acta de nacimiento o de matrimonio')).toBeInTheDocument();
    expect(within(documents).getByText(/Contratos con clientes/)).toHaveTextContent('(opcional)');
    // Beside the documents, the online application, which starts from a quote (issue #72).
    expect(within(documents).getByRole('link', { name: 'Cotizar y solicitar en línea' })).toHaveAttribute('href', '/calculadora/paso-1');
    expect(within(documents).getByText(/La solicitud en línea parte de una cotización/)).toBeInTheDocument();
    const download = within(documents).getByRole('link', { name: /Solicitud de crédito persona física/ });
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    expect(download.getAttribute('href')).toMatch(/\/api\/financingplans\/documents\/a\.pdf$/);
  });

  it('replaces the lists when switching to “Moral” and back', async () => {
    await userEvent.click(screen.getByRole('radio', { name: 'Física (o física con actividad empresarial)' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Moral' }));

    expect(screen.getByText('Financiamiento de flotillas.')).toBeInTheDocument();
    expect(screen.getByText('Acta constitutiva y poderes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /persona moral/ })).toBeInTheDocument();
    expect(screen.queryByText('Plazos de hasta 72 meses.')).not.toBeInTheDocument();
    expect(screen.queryByText('Acta de nacimiento o de matrimonio')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Física (o física con actividad empresarial)' }));
    expect(screen.getByText('Plazos de hasta 72 meses.')).toBeInTheDocument();
    expect(screen.queryByText('Financiamiento de flotillas.')).not.toBeInTheDocument();
  });
});
