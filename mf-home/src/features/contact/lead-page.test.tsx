import { screen } from '@testing-library/react';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { LeadPage } from './lead-page';

const page = (slug: string) => ({ slug, title: 'Consulta de datos fiscales', intro: 'Autoriza la consulta.', bodyHtml: '<p>Texto.</p>', validUntil: null });

describe('LeadPage', () => {
  it('/syntage says its consent is now a step of the online application, and links to where it starts (issue #72)', async () => {
    apiStub().get('/api/pages/syntage').reply(200, page('syntage'));
    renderApp(<LeadPage slug="syntage" title="Consulta de datos fiscales" formTitle="Autoriza la consulta con tu RFC" />, { route: '/syntage' });
    expect(await screen.findByText(/ahora es un paso de la solicitud de crédito en línea/)).toHaveTextContent('fírmala con un código que te enviamos por correo');
    expect(screen.getByRole('link', { name: 'Cotizar y solicitar en línea' })).toHaveAttribute('href', '/calculadora/paso-1');
  });

  it('a campaign says nothing of it', async () => {
    apiStub().get('/api/pages/campaign').reply(200, { ...page('campaign'), title: 'Campaña' });
    renderApp(<LeadPage slug="campaign" title="Campaña" formTitle="Déjanos tus datos" />, { route: '/campaign' });
    expect(await screen.findByText('Texto.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cotizar y solicitar en línea' })).not.toBeInTheDocument();
  });
});
