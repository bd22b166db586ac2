import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toApiError } from '@fvc/shared/api';
import type { ApplicationView, ConsentCodeSent } from '@fvc/shared/contracts';
import { APPLICATION_LIMITS, CONSENT_KINDS, CONSENT_TEXTS, type ConsentKind } from '@fvc/shared/contracts/rules';
import { Link, useNavigate } from '@fvc/shared/router';
import { Button } from '@fvc/shared/ui';
import { APPLICATION_KEY, isLinkRefused, sendConsentCode, signConsents } from '../api/application-requests';
import { formatDayOf } from '../application-dates';
import { nextPath, stepDone } from '../application-screen';
import { LINK_REFUSED_MESSAGE, StepActions } from '../data-step';

/** What the applicant ticks, in the words of each authorization. */
const AGREEMENT: Record<ConsentKind, string> = {
  privacy: 'Leí y acepto el aviso de privacidad',
  buro: 'Autorizo la consulta de mi historial crediticio',
  sat: 'Autorizo la consulta de mi información fiscal en el SAT (opcional)',
};
const MISSING: Record<ConsentKind, string> = {
  privacy: 'Para continuar necesitamos que aceptes el aviso de privacidad.',
  buro: 'Sin esta autorización no podemos evaluar tu solicitud.',
  sat: '',
};
const CODE_LENGTH = APPLICATION_LIMITS.consentCode.length;
const OFFLINE = 'Sin conexión: tus autorizaciones siguen marcadas aquí. Cuando vuelvas a tener internet, inténtalo otra vez.';

const failureMessage = (error: unknown) => (toApiError(error).status === 0 ? OFFLINE : isLinkRefused(error) ? LINK_REFUSED_MESSAGE : toApiError(error).message);

/**
 * Paso 6: the privacy notice, the credit bureau's authorization and the SAT's (what /syntage
 * described), each text as it is signed, signed with a code e-mailed to the applicant: the API keeps
 * each with its version, the date, the IP and the code.
 */
export function ConsentsStep({ view }: { view: ApplicationView }) {
  if (stepDone(view, 'consentimientos')) return <SignedConsents view={view} />;
  return <ConsentForm />;
}

function SignedConsents({ view }: { view: ApplicationView }) {
  return (
    <div className="apply__form">
      <p>Firmaste con el código que te enviamos por correo:</p>
      <ul className="apply__list">
        {view.consents.map((consent) => (
          <li key={consent.kind}>
            {CONSENT_TEXTS[consent.kind].title}, el {formatDayOf(consent.signedAt)}
          </li>
        ))}
      </ul>
      <StepActions step="consentimientos">
        <Link className="fvc-button" to={nextPath('consentimientos')}>
          Revisar y enviar
        </Link>
      </StepActions>
    </div>
  );
}

function ConsentForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState<Record<ConsentKind, boolean>>({ privacy: false, buro: false, sat: false });
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState<ConsentCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<'code' | 'sign' | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [focusCode, setFocusCode] = useState(0);
  useEffect(() => {
    if (focusCode) codeInput.current?.focus();
  }, [focusCode]);

  const missing = (kind: ConsentKind) => tried && CONSENT_TEXTS[kind].required && !agreed[kind];

  const askForCode = async () => {
    setTried(true);
    setProblem(null);
    const first = CONSENT_KINDS.find((kind) => CONSENT_TEXTS[kind].required && !agreed[kind]);
    if (first) {
      document.getElementById(`apply-consent-${first}`)?.focus();
      return;
    }
    setPending('code');
    try {
      setSent(await sendConsentCode());
      setCodeProblem(null);
      setFocusCode((count) => count + 1);
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setPending(null);
    }
  };

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) {
      await askForCode();
      return;
    }
    const typed = code.replace(/\s/g, '');
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(typed)) {
      setCodeProblem(`Escribe los ${CODE_LENGTH} dígitos del código que te enviamos.`);
      codeInput.current?.focus();
      return;
    }
    setCodeProblem(null);
    setProblem(null);
    setPending('sign');
    try {
      queryClient.setQueryData(APPLICATION_KEY, await signConsents({ privacy: true, buro: true, sat: agreed.sat, code: typed }));
      navigate(nextPath('consentimientos'));
    } catch (error) {
      const failure = toApiError(error);
      // A wrong or expired code is the code's field's problem; anything else the form's.
      if (failure.status > 0 && !isLinkRefused(error) && (failure.fields.code || failure.status < 500)) {
        setCodeProblem(failure.fields.code ?? failure.message);
        codeInput.current?.focus();
      } else setProblem(failureMessage(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <form className="apply__form" onSubmit={(event) => void sign(event)} noValidate aria-labelledby="apply-step-title">
      <p>Lee cada texto y marca las autorizaciones. Las firmas con un código de {CODE_LENGTH} dígitos que te enviamos por correo; tiene la misma validez que tu firma autógrafa.</p>
      {CONSENT_KINDS.map((kind) => {
        const consent = CONSENT_TEXTS[kind];
        const id = `apply-consent-${kind}`;
        return (
          <div key={kind} className={`apply-consent${missing(kind) ? ' has-error' : ''}`}>
            <h3 id={`${id}-titulo`}>{consent.title}</h3>
            <p id={`${id}-texto`} className="apply-consent__text">
              {consent.text}
            </p>
            {kind === 'privacy' && (
              <p>
                <a href="/legales/aviso-de-privacidad" target="_blank" rel="noopener">
                  Leer el aviso de privacidad completo (se abre en otra pestaña)
                </a>
              </p>
            )}
            {kind === 'sat' && <p className="form-field__hint">Es opcional: con ella revisamos tus declaraciones directamente en el SAT y la evaluación es más rápida.</p>}
            <div className="apply__check">
              <input
                id={id}
                type="checkbox"
                checked={agreed[kind]}
                aria-describedby={[`${id}-texto`, missing(kind) ? `${id}-error` : null].filter(Boolean).join(' ')}
                aria-invalid={missing(kind) ? true : undefined}
                onChange={(event) => setAgreed((current) => ({ ...current, [kind]: event.target.checked }))}
              />
              <label htmlFor={id}>{AGREEMENT[kind]}</label>
            </div>
            {missing(kind) && (
              <p id={`${id}-error`} className="form-field__error">
                {MISSING[kind]}
              </p>
            )}
          </div>
        );
      })}
      {tried && CONSENT_KINDS.some((kind) => missing(kind)) && (
        <p role="alert" className="fvc-visually-hidden">
          {CONSENT_KINDS.filter((kind) => missing(kind))
            .map((kind) => MISSING[kind])
            .join(' ')}
        </p>
      )}
      {problem && (
        <p role="alert" className="apply__error">
          {problem}
        </p>
      )}
      {sent ? (
        <div className="apply__code">
          <p role="status">
            Te enviamos un código a <strong className="apply__sent-to">{sent.sentTo}</strong>. Vence en {APPLICATION_LIMITS.consentCode.validMinutes} minutos.
          </p>
          <div className={`form-field${codeProblem ? ' has-error' : ''}`}>
            <label htmlFor="apply-consent-code">Código de {CODE_LENGTH} dígitos</label>
            <input
              ref={codeInput}
              id="apply-consent-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH + 2}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={codeProblem ? true : undefined}
              aria-describedby={codeProblem ? 'apply-consent-code-error' : undefined}
            />
            {codeProblem && (
              <p id="apply-consent-code-error" className="form-field__error" role="alert">
                {codeProblem}
              </p>
            )}
          </div>
          <StepActions step="consentimientos">
            <Button type="submit" pending={pending === 'sign'}>
              {pending === 'sign' ? 'Firmando…' : 'Firmar autorizaciones'}
            </Button>
            <Button variant="secondary" pending={pending === 'code'} onClick={() => void askForCode()}>
              Enviar otro código
            </Button>
          </StepActions>
        </div>
      ) : (
        <StepActions step="consentimientos">
          <Button type="submit" pending={pending === 'code'}>
            {pending === 'code' ? 'Enviando…' : 'Enviarme el código por correo'}
          </Button>
        </StepActions>
      )}
    </form>
  );
}
