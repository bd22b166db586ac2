import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@fvc/shared/router';
import { ACCESS_MESSAGES, CONTRACT_NUMBER_PATTERN, isValidRfc, normalizeContractNumber, normalizeRfc } from '@fvc/shared/contracts/rules';
import type { RegisterRequest } from '@fvc/shared/contracts';
import { Button, FocusedStatus, FormField, PageHeading, showApiErrors } from '@fvc/shared/ui';
import { newPasswordRules, PASSWORD_HINT } from '../../lib/password-rules';
import { FormAlert } from '../../lib/form-alert';
import { register as registerAccount } from './api/registration-requests';

const CONTRACT_NUMBER = new RegExp(CONTRACT_NUMBER_PATTERN);

/**
 * /registro: a customer names their contract with its number and the holder's RFC, and proves it is
 * theirs by opening the link sent to the e-mail the company has on file for them (decision 0043):
 * neither number is a secret, so no address is typed here.
 */
export function RegistrationPage() {
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterRequest>({ defaultValues: { contractNumber: '', rfc: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await registerAccount({
        ...values,
        contractNumber: normalizeContractNumber(values.contractNumber),
        rfc: normalizeRfc(values.rfc),
      });
      setSent(answer.message);
    } catch (error) {
      setFormError(showApiErrors(error, setError, ['contractNumber', 'rfc', 'password']));
    }
  }, () => setFormError(null));

  if (sent) {
    return (
      <section className="account-page">
        <PageHeading title="Revisa tu correo" />
        <div className="account-form">
          <FocusedStatus as="p">{sent}</FocusedStatus>
          <p>
            Si no lo ves, revisa la carpeta de correo no deseado. Si en unos minutos no llega, revisa que el número de
            contrato y el RFC sean los de tu contrato; si cambiaste de correo, llámanos para actualizarlo.
          </p>
          <Link className="fvc-button" to="/acceso">
            Ir a acceso clientes
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="account-page">
      <PageHeading title="Registro de clientes">
        <p>
          Crea tu cuenta con el número de contrato y el RFC del titular. Te enviaremos un enlace para confirmarla al correo que tenemos registrado
          para tu contrato; con ese correo entrarás al portal.
        </p>
      </PageHeading>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <FormAlert message={formError} errors={errors} />
        <FormField
          id="registration-contract"
          label="Número de contrato"
          autoComplete="off"
          maxLength={40}
          hint="Como aparece en tu contrato, por ejemplo FVC-2024-000123."
          registration={register('contractNumber', {
            required: 'Escribe tu número de contrato.',
            validate: (value) => CONTRACT_NUMBER.test(normalizeContractNumber(value)) || ACCESS_MESSAGES.contractNumber,
          })}
          error={errors.contractNumber}
        />
        <FormField
          id="registration-rfc"
          label="RFC del titular"
          autoComplete="off"
          maxLength={20}
          hint="12 caracteres si es persona moral, 13 si es persona física, con homoclave."
          registration={register('rfc', {
            required: 'Escribe el RFC del titular del contrato.',
            validate: (value) => isValidRfc(value) || ACCESS_MESSAGES.rfc,
          })}
          error={errors.rfc}
        />
        <FormField
          id="registration-password"
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          registration={register('password', newPasswordRules)}
          error={errors.password}
        />
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? 'Enviando…' : 'Crear mi cuenta'}
        </Button>
        <p className="account-form__links">
          <span>
            ¿Ya tienes cuenta? <Link to="/acceso">Inicia sesión</Link>
          </span>
        </p>
      </form>
    </section>
  );
}
