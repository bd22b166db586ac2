import { useState } from 'react';
import type { StaffChallenge } from '@fvc/shared/contracts';
import { usePageTitle } from '@fvc/shared/session';
import { PageHeading } from '@fvc/shared/ui';
import { startStaffSession, useStaffSession } from '../../app/staff-session';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';

/**
 * The staff's sign-in, on whatever back-office address was opened: the password, then the code
 * e-mailed to them. Then that same address draws its page.
 */
export function SignInPage() {
  const notice = useStaffSession((state) => state.notice);
  const [challenge, setChallenge] = useState<StaffChallenge | null>(null);
  const [email, setEmail] = useState('');
  usePageTitle('Acceso del personal');

  return (
    <section className="bo-page bo-sign-in">
      <PageHeading title="Acceso del personal">
        <p>{challenge ? 'Último paso: escribe el código que te enviamos por correo.' : 'Back-office de la financiera. Solo para el personal.'}</p>
      </PageHeading>
      {notice && !challenge && (
        <p role="status" className="bo-form__notice">
          {notice}
        </p>
      )}
      {challenge ? (
        <CodeStep challenge={challenge} onSignedIn={startStaffSession} onBack={() => setChallenge(null)} />
      ) : (
        <PasswordStep
          defaultEmail={email}
          onChallenge={(started, typed) => {
            setEmail(typed);
            setChallenge(started);
          }}
        />
      )}
    </section>
  );
}
