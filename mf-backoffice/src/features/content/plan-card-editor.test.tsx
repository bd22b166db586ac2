import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadedMedia } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { answerMedia, pictureFile } from '../../testing/answer-media';
import { EDITOR, PLAN_CARD_ID, planCardFields, planCardItem, PUBLISHER, renderBackoffice } from '../../testing/backoffice-screen';

const PLAN_CARDS = '/api/backoffice/content/plan-cards';
const ITEM = `${PLAN_CARDS}/${PLAN_CARD_ID}`;
const UPLOADED: UploadedMedia = { path: '/media/plan-icon-9f8e7d.webp', width: 192, height: 192, bytes: 6_120 };
const NOT_A_SITE_PATH = /^Escribe una página del sitio que empiece con una sola \//;

const preview = () => screen.getByRole('region', { name: 'Vista previa' });

describe('a new plan card', () => {
  it('uploads its icon for a plan, previews it at 64×64 with both summaries, and takes only a page of the site', async () => {
    const user = userEvent.setup();
    const uploads = answerMedia(UPLOADED);
    const fields = planCardFields({ title: 'Arrendamiento', icon: UPLOADED.path, summary: 'Deduce el 100 %.', summaryHover: 'Rentas fijas y opción de compra.', url: '/planes-financiamiento/arrendamiento' });
    const item = planCardItem({ state: 'draft', liveVersion: null, publishedAt: null, publishedBy: null, versions: [{ version: 1, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: fields }] });
    const created = apiStub().post(PLAN_CARDS, fields).matchHeader('authorization', 'Bearer staff-jwt-1').reply(201, item);
    apiStub().get(ITEM).reply(200, item).persist();
    renderBackoffice('/backoffice/contenido/tarjetas-de-planes/nueva', { signedInAs: EDITOR });

    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva tarjeta de plan' })).toBeInTheDocument();
    const icon = screen.getByLabelText('Imagen del ícono');
    expect(icon).toHaveAccessibleDescription(expect.stringContaining('Se recorta a 192×192 píxeles'));
    await user.type(screen.getByLabelText('Título'), 'Arrendamiento');
    await user.type(screen.getByLabelText('Resumen'), 'Deduce el 100 %.');
    await user.type(screen.getByLabelText('Resumen al pasar el cursor'), 'Rentas fijas y opción de compra.');
    await user.type(screen.getByLabelText('Página del plan'), 'https://otro.example/planes');
    await user.upload(icon, pictureFile('icono.png'));

    expect(await screen.findByRole('img', { name: 'Imagen del ícono elegida' })).toHaveAttribute('src', UPLOADED.path);
    expect(uploads.map((sent) => sent.get('use'))).toEqual(['plan-icon']);
    const drawn = preview().querySelectorAll('img');
    expect(drawn.length).toBeGreaterThan(0);
    drawn.forEach((img) => {
      expect(img).toHaveAttribute('src', UPLOADED.path);
      expect(img).toHaveAttribute('width', '64');
      expect(img).toHaveAttribute('height', '64');
    });
    expect(preview()).toHaveTextContent('Arrendamiento');
    expect(preview()).toHaveTextContent('Deduce el 100 %.');
    expect(preview()).toHaveTextContent('Rentas fijas y opción de compra.');

    // An address of another site, or one that a browser reads as one, is refused before sending.
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText(NOT_A_SITE_PATH, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(screen.getByLabelText('Página del plan')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Página del plan'));
    await user.type(screen.getByLabelText('Página del plan'), '//otro.example');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText(NOT_A_SITE_PATH, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(created.isDone()).toBe(false);

    await user.clear(screen.getByLabelText('Página del plan'));
    await user.type(screen.getByLabelText('Página del plan'), '/planes-financiamiento/arrendamiento');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Arrendamiento' })).toBeInTheDocument();
    expect(created.isDone()).toBe(true);
    expect(screen.getByText('Tarjeta de plan creada como borrador (versión 1).')).toHaveAttribute('role', 'status');
  });
});

describe('an existing plan card, for a publisher', () => {
  it('publishes the newest version', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, planCardItem());
    const published = apiStub().post(`${ITEM}/publish`, { version: 2 }).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, planCardItem({ liveVersion: 2 }));
    renderBackoffice(`/backoffice/contenido/tarjetas-de-planes/${PLAN_CARD_ID}`, { signedInAs: PUBLISHER });

    expect(await screen.findByRole('heading', { level: 1, name: 'Crédito directo sin aval' })).toBeInTheDocument();
    expect(screen.getByLabelText('Página del plan')).toBeDisabled();
    expect(screen.getByLabelText('Página del plan')).toHaveValue('/planes-financiamiento/credito-directo');
    const panel = screen.getByRole('region', { name: 'Versiones' });
    expect(within(panel).getByRole('list', { name: 'Versiones de la tarjeta de plan' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Publicar la versión 2' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Versión 2 publicada.');
    expect(published.isDone()).toBe(true);
  });
});
