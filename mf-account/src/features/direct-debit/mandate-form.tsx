import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { companyQuery } from '@fvc/shared/api';
import type { ContractCard, DebitMandate, MandateCodeSent } from '@fvc/shared/contracts';
import { checkClabe, mandateText, PAY_YOUR_WAY_LIMITS } from '@fvc/shared/contracts/rules';
import { Button, FormField, notBlank, showApiErrors } from '@fvc/shared/ui';
import { FormAlert } from '../../lib/form-alert';
import { MandateCodeStep } from './mandate-code-step';
import { mandatesQuery } from '../../lib/mandate-queries';
import { requestMandate } from './direct-debit-requests';

interface MandateFields {
  clabe: string;
  holderName: string;
  accept: boolean;
}

/**
 * Enrolling a contract: the account's CLABE (checked as typed: length, control digit, bank), its
 * holder, the mandate's text as it will be signed, and acceptance; then the code e-mailed to the
 * customer (MandateCodeStep). Nothing typed is lost if the API refuses something.
 */
export function MandateForm({ contract, onAccepted, onCancel }: { contract: ContractCard; onAccepted: (mandate: DebitMandate) => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const company = useQuery(companyQuery);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<MandateCodeSent | null>(null);
  const { register, handleSubmit, setError, watch, formState: { errors } } = useForm<MandateFields>({
    defaultValues: { clabe: '', holderName: '', accept: false },
  });
  const create = useMutation({ mutationFn: requestMandate });
  const clabe = checkClabe(watch('clabe'));
  const holderName = watch('holderName').trim() || '[titular de la cuenta]';

  if (sent) {
    return (
      <MandateCodeStep
        sent={sent}
        onAccepted={(mandate) => {
          void queryClient.invalidateQueries({ queryKey: mandatesQuery.queryKey });
          onAccepted(mandate);
        }}
      />
    );
  }
  return (
    <form
      className="account-form"
      aria-labelledby={`mandate-form-${contract.id}`}
      noValidate
      onSubmit={handleSubmit(async (values) => {
        setFormError(null);
        try {
          setSent(await create.mutateAsync({ contractId: contract.id, clabe: values.clabe, holderName: values.holderName, accept: true }));
          void queryClient.invalidateQueries({ queryKey: mandatesQuery.queryKey });
        } catch (error) {
          setFormError(showApiErrors(error, setError, ['clabe', 'holderName']));
        }
      }, () => setFormError(null))}
    >
      <h3 id={`mandate-form-${contract.id}`}>Domiciliar el contrato {contract.number}</h3>
      <FormAlert message={formError} errors={errors} />
      <FormField
        id={`mandate-clabe-${contract.id}`}
        label="CLABE de tu cuenta (18 dígitos)"
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        hint={clabe.ok ? `Banco: ${clabe.bankName}` : 'La encuentras en tu banca en línea o en tu estado de cuenta bancario.'}
        registration={register('clabe', { validate: (value) => { const check = checkClabe(value); return check.ok || check.message; } })}
        error={errors.clabe}
      />
      <FormField
        id={`mandate-holder-${contract.id}`}
        label="Titular de la cuenta"
        autoComplete="name"
        maxLength={PAY_YOUR_WAY_LIMITS.holderName}
        registration={register('holderName', { required: 'Escribe el nombre del titular.', validate: notBlank('Escribe el nombre del titular.') })}
        error={errors.holderName}
      />
      <div className="mandate-text" role="group" aria-label="Texto de la autorización">
        {mandateText({
          contractNumber: contract.number,
          bankName: clabe.ok ? clabe.bankName : '[banco]',
          accountLast4: clabe.ok ? clabe.clabe.slice(-4) : '[____]',
          holderName,
          companyName: company.data?.legalName ?? '[la financiera]',
        })
          .split('\n\n')
          .map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
      </div>
      <div className={`form-field form-field--check${errors.accept ? ' has-error' : ''}`}>
        <label>
          <input
            type="checkbox"
            aria-invalid={errors.accept ? true : undefined}
            aria-describedby={errors.accept ? `mandate-accept-${contract.id}-error` : undefined}
            {...register('accept', { validate: (value) => value || 'Para domiciliar, acepta la autorización.' })}
          />{' '}
          Leí y acepto la autorización de cargo automático
        </label>
        {errors.accept && (
          <p id={`mandate-accept-${contract.id}-error`} className="form-field__error">
            {errors.accept.message}
          </p>
        )}
      </div>
      <p className="account-form__hint">Te enviaremos un código a tu correo para confirmar que eres tú.</p>
      <div className="account-form__actions">
        <Button type="submit" pending={create.isPending}>
          {create.isPending ? 'Enviando código…' : 'Continuar'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
