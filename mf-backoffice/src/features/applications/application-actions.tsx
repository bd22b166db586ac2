import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ApplicationDecision, ApplicationDecisionRequest, StaffApplicationDetail } from '@fvc/shared/contracts';
import { APPLICATION_REVIEW_LIMITS, APPLICATION_REVIEW_MESSAGES, APPLICATION_STATUS_NAMES } from '@fvc/shared/contracts/rules';
import { toApiError } from '@fvc/shared/api';
import { formatMxn, formatWholeNumber } from '@fvc/shared/format';
import { Button, Dialog, FormField, notBlank, showApiErrors } from '@fvc/shared/ui';
import { ActionCard } from '../../app/action-card';
import { AssignForm } from '../../app/assign-form';
import { FormAlert } from '../../app/form-alert';
import { startStepUp, StepUpDialog, type StepUpRequest } from '../../app/step-up-dialog';
import { useApplicationAction } from './applications-api';

/** One action's form, in a card of its own with its heading, its alert and what it did. */
const tooLong = (what: string) => `${what} admite hasta ${formatWholeNumber(APPLICATION_REVIEW_LIMITS.note)} caracteres.`;
const isDecided = (detail: StaffApplicationDetail) => detail.status === 'approved' || detail.status === 'declined';

/** Received (or its documents back): an agent takes it into review, which the applicant sees. */
export function ReviewCard({ detail }: { detail: StaffApplicationDetail }) {
  const review = useApplicationAction(detail.id, 'review');
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (detail.status === 'in_review' && !notice) return null;

  const start = async () => {
    setFormError(null);
    setNotice(null);
    try {
      await review.mutateAsync(undefined);
      setNotice('La solicitud está en revisión. El solicitante lo ve en el estado de su solicitud.');
    } catch (error) {
      setFormError(toApiError(error).message);
    }
  };

  return (
    <ActionCard id="review" title="Revisión" notice={notice}>
      {formError && (
        <p role="alert" className="bo-form__error">
          {formError}
        </p>
      )}
      {detail.status !== 'in_review' && (
        <>
          <p>
            La solicitud está {APPLICATION_STATUS_NAMES[detail.status].toLowerCase()}. Ponla en revisión cuando empieces a revisarla
            {detail.status === 'documents_missing' ? ' (por ejemplo, cuando lleguen los documentos que pediste)' : ''}.
          </p>
          <Button pending={review.isPending} onClick={() => void start()}>
            {review.isPending ? 'Guardando…' : 'Poner en revisión'}
          </Button>
        </>
      )}
    </ActionCard>
  );
}

interface MissingForm {
  documentKeys: string[];
  note: string;
}

/** Documents asked for again, with the note the applicant reads by e-mail and on their status page. */
export function MissingDocumentsForm({ detail }: { detail: StaffApplicationDetail }) {
  const ask = useApplicationAction(detail.id, 'missingDocuments');
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, watch, formState: { errors, isSubmitting } } = useForm<MissingForm>({
    defaultValues: { documentKeys: [], note: '' },
  });
  const limit = APPLICATION_REVIEW_LIMITS.note;
  const documentsError = errors.documentKeys?.message;

  const onSubmit = handleSubmit(async ({ documentKeys, note }) => {
    setFormError(null);
    setNotice(null);
    try {
      await ask.mutateAsync({ documentKeys, note: note.trim() });
      reset();
      setNotice(`Pedimos ${documentKeys.length === 1 ? 'el documento' : `${formatWholeNumber(documentKeys.length)} documentos`} al solicitante por correo. La solicitud quedó en “Faltan documentos”.`);
    } catch (error) {
      setFormError(showApiErrors(error, setError, ['documentKeys', 'note']));
    }
  }, () => setFormError(null));

  return (
    <ActionCard id="missing" title="Pedir documentos" notice={notice}>
      <form className="bo-form" onSubmit={onSubmit} noValidate>
        <FormAlert message={formError} errors={errors} />
        <fieldset className="bo-choice" aria-describedby={documentsError ? 'missing-documents-error' : undefined}>
          <legend>Documentos que faltan</legend>
          {detail.documents.map((document) => (
            <label key={document.key}>
              <input
                type="checkbox"
                value={document.key}
                {...register('documentKeys', { validate: (keys) => keys.length > 0 || APPLICATION_REVIEW_MESSAGES.documentsRequired })}
              />{' '}
              {document.name}
            </label>
          ))}
          {documentsError && (
            <p id="missing-documents-error" className="form-field__error">
              {documentsError}
            </p>
          )}
        </fieldset>
        <FormField
          id="missing-note"
          label="Nota para el solicitante"
          hint="La lee en el correo y en el estado de su solicitud: di qué falta o qué hay que corregir."
          multiline
          maxLength={limit}
          characterCount={watch('note').length}
          registration={register('note', {
            validate: notBlank(APPLICATION_REVIEW_MESSAGES.noteRequired),
            maxLength: { value: limit, message: tooLong('La nota') },
          })}
          error={errors.note}
        />
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? 'Enviando…' : 'Pedir documentos'}
        </Button>
      </form>
    </ActionCard>
  );
}

const DECISION_LABELS: Record<ApplicationDecision, string> = { approved: 'Aprobar la solicitud', declined: 'No aprobar la solicitud' };

/** What the decision did, said once it is done. */
function decidedNotice(detail: StaffApplicationDetail): string {
  if (detail.status === 'approved' && detail.outcome) {
    return `Solicitud aprobada: se creó el contrato ${detail.outcome.contractNumber} y se envió al solicitante la invitación para registrarse en el portal.`;
  }
  return 'Solicitud no aprobada: se avisó al solicitante por correo.';
}

/**
 * The decision: approved (the applicant becomes a customer with the quote's contract) or not
 * (with a note the applicant reads). Confirmed first, in words; it asks for a recent second factor,
 * so the API may ask for the e-mailed code (the step-up), after which it goes again by itself.
 */
export function DecisionForm({ detail, onDecided }: { detail: StaffApplicationDetail; onDecided: (notice: string) => void }) {
  const decide = useApplicationAction(detail.id, 'decision');
  const [confirming, setConfirming] = useState<ApplicationDecisionRequest | null>(null);
  const [stepUp, setStepUp] = useState<(StepUpRequest & { body: ApplicationDecisionRequest }) | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState: { errors } } = useForm<ApplicationDecisionRequest>({
    defaultValues: { decision: 'approved', note: '' },
  });
  const limit = APPLICATION_REVIEW_LIMITS.note;
  const declining = watch('decision') === 'declined';

  const onSubmit = handleSubmit(({ decision, note }) => {
    setFormError(null);
    setConfirming({ decision, note: note.trim() });
  }, () => setFormError(null));

  const perform = async (body: ApplicationDecisionRequest, afterStepUp = false) => {
    setFormError(null);
    try {
      const decided = await decide.mutateAsync(body);
      setStepUp(null);
      onDecided(decidedNotice(decided));
    } catch (error) {
      const failure = toApiError(error);
      if (failure.code === 'STEP_UP_REQUIRED' && !afterStepUp) {
        try {
          setStepUp({ challenge: await startStepUp(), actionLabel: DECISION_LABELS[body.decision], body });
        } catch (stepUpError) {
          setFormError(toApiError(stepUpError).message);
        }
        return;
      }
      setStepUp(null);
      // Someone decided it first: the page is read again and this form goes; the message stays above.
      if (failure.status === 409 && failure.code === 'ALREADY_DECIDED') {
        onDecided(failure.message);
        return;
      }
      setFormError(showApiErrors(error, setError, ['decision', 'note']));
    }
  };

  const { quote } = detail;
  return (
    <ActionCard id="decision" title="Decisión" notice={null}>
      <form className="bo-form" onSubmit={onSubmit} noValidate>
        <FormAlert message={formError} errors={errors} />
        <fieldset className="bo-choice">
          <legend>Qué decidir</legend>
          <label>
            <input type="radio" value="approved" {...register('decision')} /> Aprobar
          </label>
          <label>
            <input type="radio" value="declined" {...register('decision')} /> No aprobar
          </label>
        </fieldset>
        <FormField
          id="decision-note"
          label={declining ? 'Motivo para el solicitante' : 'Nota para el solicitante (opcional)'}
          hint="La lee en el correo y en el estado de su solicitud."
          multiline
          maxLength={limit}
          characterCount={watch('note').length}
          registration={register('note', {
            validate: (note, { decision }) => decision !== 'declined' || note.trim() !== '' || APPLICATION_REVIEW_MESSAGES.declineNoteRequired,
            maxLength: { value: limit, message: tooLong('La nota') },
          })}
          error={errors.note}
        />
        <Button type="submit" pending={decide.isPending}>
          {decide.isPending ? 'Guardando…' : 'Continuar'}
        </Button>
      </form>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="decision-confirm-heading" className="bo-dialog">
        {confirming && (
          <div className="bo-dialog__box">
            <h2 id="decision-confirm-heading">{confirming.decision === 'approved' ? '¿Aprobar la solicitud?' : '¿No aprobar la solicitud?'}</h2>
            <p>
              {confirming.decision === 'approved'
                ? `${detail.applicantName} será cliente con un contrato de ${quote.planName.toLowerCase()} del ${quote.vehicle} por ${formatMxn(quote.financed)} a ${formatWholeNumber(quote.termMonths)} meses, y recibirá por correo la invitación para registrarse en el portal. No se puede deshacer.`
                : `${detail.applicantName} recibirá por correo que su solicitud ${detail.folio} no fue aprobada, con el motivo que escribiste. No se puede deshacer.`}
            </p>
            <div className="bo-form__actions">
              <Button
                onClick={() => {
                  const body = confirming;
                  setConfirming(null);
                  void perform(body);
                }}
              >
                {DECISION_LABELS[confirming.decision]}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                Cancelar
              </Button>
            </div>
          </div>
        )}
      </Dialog>
      <StepUpDialog
        request={stepUp}
        onCancel={() => setStepUp(null)}
        onConfirmed={async () => {
          if (stepUp) await perform(stepUp.body, true);
        }}
      />
    </ActionCard>
  );
}

/** The actions an application allows now: a decided one can only be reassigned. */
export function ApplicationActions({ detail }: { detail: StaffApplicationDetail }) {
  const [decidedNote, setDecidedNote] = useState<string | null>(null);
  const assign = useApplicationAction(detail.id, 'assignment');
  return (
    <>
      {decidedNote && (
        <p role="status" className="bo-form__notice">
          {decidedNote}
        </p>
      )}
      <AssignForm assignee={detail.assignee} assign={(staffId) => assign.mutateAsync({ staffId })} />
      {!isDecided(detail) && (
        <>
          <ReviewCard detail={detail} />
          <MissingDocumentsForm detail={detail} />
          <DecisionForm detail={detail} onDecided={setDecidedNote} />
        </>
      )}
    </>
  );
}
