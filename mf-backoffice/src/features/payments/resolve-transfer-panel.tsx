import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SpeiResolution, StaffSpeiTransfer } from '@fvc/shared/contracts';
import { BACKOFFICE_PAYMENT_LIMITS, contractNumberProblem, normalizeContractNumber } from '@fvc/shared/contracts/rules';
import { toApiError } from '@fvc/shared/api';
import { formatMxn } from '@fvc/shared/format';
import { Button, Dialog, FormField, showApiErrors } from '@fvc/shared/ui';
import { FormAlert } from '../../app/form-alert';
import { startStepUp, StepUpDialog, type StepUpRequest } from '../../app/step-up-dialog';
import { useSpeiResolution } from './payments-api';

interface ResolveForm {
  decision: SpeiResolution['decision'];
  contractNumber: string;
}

/** What the decision did, said once it is done. */
function resolvedNotice(transfer: StaffSpeiTransfer): string {
  if (transfer.appliedTo) return `La transferencia ${transfer.trackingKey} se aplicó al contrato ${transfer.appliedTo.contractNumber} (pago ${transfer.appliedTo.paymentFolio}).`;
  return `La transferencia ${transfer.trackingKey} quedó como devuelta.`;
}

/**
 * A parked transfer's decision: applied to a contract (by its number) or marked returned. Each is
 * confirmed first, with the amount and the payer in words; money moves only with a recent second
 * factor, so the API may ask for the e-mailed code (the step-up), after which it goes again by itself.
 * A refusal leaves what was typed in the form, its message beside the field it names.
 */
export function ResolveTransferPanel({ transfer, onResolved }: { transfer: StaffSpeiTransfer; onResolved: (notice: string) => void }) {
  const resolution = useSpeiResolution(transfer.id);
  const [confirming, setConfirming] = useState<SpeiResolution | null>(null);
  const [stepUp, setStepUp] = useState<(StepUpRequest & { body: SpeiResolution }) | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState: { errors } } = useForm<ResolveForm>({ defaultValues: { decision: 'apply', contractNumber: '' } });
  const id = `spei-${transfer.id}`;
  const applying = watch('decision') === 'apply';

  const onSubmit = handleSubmit(({ decision, contractNumber }) => {
    setFormError(null);
    setConfirming(decision === 'apply' ? { decision, contractNumber: normalizeContractNumber(contractNumber) } : { decision });
  }, () => setFormError(null));

  const perform = async (body: SpeiResolution, afterStepUp = false) => {
    setFormError(null);
    try {
      const resolved = await resolution.mutateAsync(body);
      setStepUp(null);
      onResolved(resolvedNotice(resolved));
    } catch (error) {
      const failure = toApiError(error);
      if (failure.code === 'STEP_UP_REQUIRED' && !afterStepUp) {
        try {
          setStepUp({ challenge: await startStepUp(), actionLabel: actionLabelOf(body), body });
        } catch (stepUpError) {
          setFormError(toApiError(stepUpError).message);
        }
        return;
      }
      setStepUp(null);
      setFormError(showApiErrors(error, setError, ['contractNumber']));
    }
  };

  const headingId = `${id}-heading`;
  return (
    <section className="bo-expand" aria-labelledby={headingId}>
      <h3 id={headingId}>Resolver la transferencia {transfer.trackingKey}</h3>
      <form className="bo-form" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <FormAlert message={formError} errors={errors} />
        <fieldset className="bo-choice">
          <legend>Qué hacer con la transferencia</legend>
          <label>
            <input type="radio" value="apply" {...register('decision')} /> Aplicarla a un contrato
          </label>
          <label>
            <input type="radio" value="return" {...register('decision')} /> Marcarla como devuelta al ordenante
          </label>
        </fieldset>
        {applying && (
          <FormField
            id={`${id}-contract`}
            label="Número de contrato"
            hint="Como aparece en el contrato, por ejemplo FVC-2024-000123. Se vuelve un pago del contrato, con su recibo."
            autoComplete="off"
            maxLength={BACKOFFICE_PAYMENT_LIMITS.contractNumber}
            registration={register('contractNumber', {
              validate: (value, { decision }) => decision !== 'apply' || (contractNumberProblem(value) ?? true),
            })}
            error={errors.contractNumber}
          />
        )}
        <div className="bo-form__actions">
          <Button type="submit" pending={resolution.isPending}>
            {resolution.isPending ? 'Guardando…' : 'Continuar'}
          </Button>
        </div>
      </form>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby={`${id}-confirm-heading`} className="bo-dialog">
        {confirming && (
          <div className="bo-dialog__box">
            <h2 id={`${id}-confirm-heading`}>{confirming.decision === 'apply' ? '¿Aplicar la transferencia?' : '¿Marcarla como devuelta?'}</h2>
            <p>
              {confirming.decision === 'apply'
                ? `Se aplicarán ${formatMxn(transfer.amount)} de ${transfer.senderName} al contrato ${confirming.contractNumber}: se registra el pago, el cliente recibe su recibo y su saldo baja. No se puede deshacer desde el back-office.`
                : `La transferencia de ${formatMxn(transfer.amount)} de ${transfer.senderName} quedará como devuelta al ordenante y saldrá de las apartadas. Hazlo cuando el banco la haya regresado.`}
            </p>
            <div className="bo-form__actions">
              <Button
                onClick={() => {
                  const body = confirming;
                  setConfirming(null);
                  void perform(body);
                }}
              >
                {actionLabelOf(confirming)}
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
    </section>
  );
}

const actionLabelOf = (body: SpeiResolution) => (body.decision === 'apply' ? 'Aplicar la transferencia' : 'Marcar como devuelta');
