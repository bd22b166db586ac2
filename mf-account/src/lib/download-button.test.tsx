import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { signInForEachTest } from '../testing/customer-screen';
import { DownloadButton } from './download-button';
import { renderApp } from '@fvc/shared/testing/render-app';

describe('DownloadButton', () => {
  signInForEachTest();

  it('is named by its visible words first, then which document (WCAG 2.5.3: a voice command that says "PDF" finds it)', () => {
    renderApp(
      <DownloadButton url="/api/customers/statements/s-1/pdf" context="del estado de cuenta de octubre de 2026, contrato FVC-2024-000123">
        PDF
      </DownloadButton>,
    );
    expect(screen.getByRole('button', { name: 'PDF del estado de cuenta de octubre de 2026, contrato FVC-2024-000123' })).toBeInTheDocument();
  });

  it('says in Spanish when the document cannot be downloaded', async () => {
    apiStub().get('/api/customers/statements/s-1/pdf').reply(404, { code: 'NOT_FOUND', message: 'No encontramos ese estado de cuenta.' });
    renderApp(<DownloadButton url="/api/customers/statements/s-1/pdf">PDF</DownloadButton>);
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos ese estado de cuenta.');
  });
});
