import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ReplyRequest, RequestStatus, StaffRequestDetail } from '@fvc/shared/contracts';
import { BACKOFFICE_LIMITS, REQUEST_STATUS_NAMES, REQUEST_STATUSES } from '@fvc/shared/contracts/rules';
import { formatWholeNumber } from '@fvc/shared/format';
import { Button, FormField, notBlank, showApiErrors } from '@fvc/shared/ui';
import { ActionCard } from '../../app/action-card';
import { FormAlert } from '../../app/form-alert';
import { useRequestAction } from './requests-api';

/** One action's form, in a card of its own with its heading, its alert and what it did. */
const tooLong = (what: string, limit: number) => `${what} admite hasta ${formatWholeNumber(limit)} caracteres.`;

export function ReplyForm({ detail }: { detail: StaffRequestDetail }) {
  const reply = useRequestAction(detail.id, 'replies');
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, watch, formState: { errors, isSubmitting } } = useForm<ReplyRequest>({
    defaultValues: { body: '', status: 'in_progress' },
  });
  const limit = BACKOFFICE_LIMITS.replyBody;

  const onSubmit = handleSubmit(async (answer) => {
    setFormError(null);
    setNotice(null);
    try {
      const updated = await reply.mutateAsync({ body: answer.body.trim(), status: answer.status });
      reset();
      setNotice(`Respuesta enviada al cliente. La solicitud está ${REQUEST_STATUS_NAMES[updated.status].toLowerCase()}.`);
    } catch (error) {
      // What was typed stays; the message goes beside the field it names, or above the form.
      setFormError(showApiErrors(error, setError, ['body', 'status']));
    }
  }, () => setFormError(null));

  return (
    <ActionCard id="reply" title="Responder al cliente" notice={notice}>
      <form className="bo-form" onSubmit={onSubmit} noValidate>
        <FormAlert message={formError} errors={errors} />
        <FormField
          id="reply-body"
          label="Respuesta"
          hint="Se envía por correo al cliente y aparece en su portal."
          multiline
          maxLength={limit}
          characterCount={watch('body').length}
          registration={register('body', {
            validate: notBlank('Escribe la respuesta.'),
            maxLength: { value: limit, message: tooLong('La respuesta', limit) },
          })}
          error={errors.body}
        />
        <fieldset className="bo-choice">
          <legend>Después de responder</legend>
          <label>
            <input type="radio" value="in_progress" {...register('status')} /> Dejar en atención
          </label>
          <label>
            <input type="radio" value="closed" {...register('status')} /> Cerrar la solicitud
          </label>
        </fieldset>
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? 'Enviando…' : 'Enviar respuesta'}
        </Button>
      </form>
    </ActionCard>
  );
}

export function NoteForm({ detail }: { detail: StaffRequestDetail }) {
  const note = useRequestAction(detail.id, 'notes');
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, watch, formState: { errors, isSubmitting } } = useForm<{ body: string }>({
    defaultValues: { body: '' },
  });
  const limit = BACKOFFICE_LIMITS.noteBody;

  const onSubmit = handleSubmit(async ({ body }) => {
    setFormError(null);
    setNotice(null);
    try {
      await note.mutateAsync({ body: body.trim() });
      reset();
      setNotice('Nota agregada.');
    } catch (error) {
      setFormError(showApiErrors(error, setError, ['body']));
    }
  }, () => setFormError(null));

  return (
    <ActionCard id="note" title="Nota interna" notice={notice}>
      <form className="bo-form" onSubmit={onSubmit} noValidate>
        <FormAlert message={formError} errors={errors} />
        <FormField
          id="note-body"
          label="Nota"
          hint="Solo la ve el personal: el cliente nunca la recibe."
          multiline
          maxLength={limit}
          characterCount={watch('body').length}
          registration={register('body', {
            validate: notBlank('Escribe la nota.'),
            maxLength: { value: limit, message: tooLong('La nota', limit) },
          })}
          error={errors.body}
        />
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Agregar nota'}
        </Button>
      </form>
    </ActionCard>
  );
}

/** Follows the request's status as saved (`values`). */
export function StatusForm({ detail }: { detail: StaffRequestDetail }) {
  const change = useRequestAction(detail.id, 'status');
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<{ status: RequestStatus }>({
    values: { status: detail.status },
  });

  const onSubmit = handleSubmit(async ({ status }) => {
    setFormError(null);
    setNotice(null);
    try {
      const updated = await change.mutateAsync({ status });
      setNotice(`Estado cambiado a ${REQUEST_STATUS_NAMES[updated.status].toLowerCase()}.`);
    } catch (error) {
      setFormError(showApiErrors(error, setError, ['status']));
    }
  }, () => setFormError(null));

  return (
    <ActionCard id="status" title="Estado" notice={notice}>
      <form className="bo-form" onSubmit={onSubmit} noValidate>
        <FormAlert message={formError} errors={errors} />
        <FormField
          id="status-new"
          label="Nuevo estado"
          hint="El cliente ve el estado de su solicitud en su portal."
          options={REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_NAMES[status] }))}
          registration={register('status', {
            validate: (status) => status !== detail.status || `La solicitud ya está ${REQUEST_STATUS_NAMES[status].toLowerCase()}.`,
          })}
          error={errors.status}
        />
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Cambiar estado'}
        </Button>
      </form>
    </ActionCard>
  );
}
