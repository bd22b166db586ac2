import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { http, toApiError } from '@fvc/shared/api';
import { Link } from '@fvc/shared/router';
import type { RequestReceipt, SupportContactRequest } from '@fvc/shared/contracts';
import { CUSTOMER_AREA_LIMITS } from '@fvc/shared/contracts/rules';
import { Button, FocusedStatus, FormField, notBlank, PageHeading, showApiErrors } from '@fvc/shared/ui';
import { contractsQuery } from '../../lib/contract-queries';
import { FormAlert } from '../../lib/form-alert';
import { useFormDraft } from '../../lib/form-draft';
import { ScreenHeading } from '../../app/screen-heading';
import { SUPPORT_HEADING } from './support-heading';

const sendToSupport = async (request: SupportContactRequest) => (await http.post<RequestReceipt>('/api/customers/contact', request)).data;

/** /my-account/support: a message to customer service, answered by e-mail, with a folio. */
export function SupportPage() {
  const contracts = useQuery(contractsQuery);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ subject: string; message: string; contractId: string }>({
    defaultValues: { subject: '', message: '', contractId: '' },
  });
  const { register, handleSubmit, setError, watch, reset, formState: { errors } } = form;
  const draft = useFormDraft('soporte', form);
  const send = useMutation({ mutationFn: sendToSupport });
  const length = watch('message').length;

  if (send.isSuccess) {
    return (
      <section className="account-page">
        <PageHeading title="Mensaje enviado" />
        <FocusedStatus as="p" className="account-form__notice">
          Tu folio es <strong>{send.data.folio}</strong>. Te responderemos por correo y en Mis solicitudes; te enviamos una copia del mensaje.
        </FocusedStatus>
        <p className="account-links">
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              send.reset();
            }}
          >
            Enviar otro mensaje
          </Button>
          <Link to="/my-account/requests">Ver mis solicitudes</Link>
          <Link to="/my-account/home">Ir a mi cuenta</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="account-page">
      <ScreenHeading heading={SUPPORT_HEADING} />
      <form
        className="account-form"
        noValidate
        onSubmit={handleSubmit(async ({ contractId, ...values }) => {
          setFormError(null);
          try {
            await send.mutateAsync({ ...values, ...(contractId ? { contractId } : {}) });
            draft.clear();
          } catch (error) {
            setFormError(showApiErrors(error, setError, ['subject', 'message', 'contractId']));
          }
        }, () => setFormError(null))}
      >
        <FormAlert message={formError} errors={errors} />
        <FormField
          id="support-contract"
          label="Contrato (opcional)"
          options={[{ value: '', label: 'Ninguno en particular' }, ...(contracts.data ?? []).map((c) => ({ value: c.id, label: `${c.number} · ${c.vehicle}` }))]}
          registration={register('contractId')}
          error={errors.contractId}
        />
        <FormField
          id="support-subject"
          label="Asunto"
          maxLength={CUSTOMER_AREA_LIMITS.subject}
          registration={register('subject', { required: 'Escribe el asunto.', validate: notBlank('Escribe el asunto.') })}
          error={errors.subject}
        />
        <FormField
          id="support-message"
          label="Mensaje"
          multiline
          maxLength={CUSTOMER_AREA_LIMITS.message}
          hint={`${length} de ${CUSTOMER_AREA_LIMITS.message} caracteres`}
          registration={register('message', { required: 'Escribe tu mensaje.', validate: notBlank('Escribe tu mensaje.') })}
          error={errors.message}
        />
        <Button type="submit" pending={send.isPending}>
          {send.isPending ? 'Enviando…' : 'Enviar mensaje'}
        </Button>
        {send.isError && !formError && <p role="alert">{toApiError(send.error).message}</p>}
      </form>
    </section>
  );
}
