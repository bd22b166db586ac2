import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@fvc/shared/api';
import { ErrorState, LoadingState } from '@fvc/shared/ui';
import { statesQuery } from '../../lib/states-query';
import { profileQuery, sessionsQuery } from './api/profile-queries';
import { ChangePasswordForm } from './change-password-form';
import { ContactDetailsForm } from './contact-details-form';
import { EmailChangeForm } from './email-change-form';
import { NoticePreferencesSection } from './notice-preferences-section';
import { PasskeysSection } from './passkeys-section';
import { SessionsSection } from './sessions-section';
import { ScreenHeading } from '../../app/screen-heading';
import { PROFILE_HEADING } from './profile-heading';

/** /my-account/profile ("Mi perfil"): who the customer is and how they get in. */
export function ProfilePage() {
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery);
  const states = useQuery(statesQuery);

  return (
    <section className="account-page">
      <ScreenHeading heading={PROFILE_HEADING} />
      <section className="account-card" aria-labelledby="profile-data-title">
        <h2 id="profile-data-title">Mis datos</h2>
        {profile.isPending && <LoadingState label="Cargando tus datos…" />}
        {profile.isError && <ErrorState message={toApiError(profile.error).message} onRetry={() => void profile.refetch()} />}
        {profile.data && (
          <dl className="account-facts">
            <dt>Nombre</dt>
            <dd>{profile.data.name}</dd>
            <dt>Correo electrónico</dt>
            <dd>{profile.data.email}</dd>
            <dt>RFC</dt>
            <dd>{profile.data.rfc}</dd>
          </dl>
        )}
        <p className="account-list__meta">Para cambiar tu nombre o tu RFC, llámanos: se actualizan en tu contrato. Tu correo, tu teléfono y tu domicilio los cambias aquí.</p>
      </section>
      {profile.data && (
        <section className="account-card" aria-label="Tus datos de contacto">
          <EmailChangeForm currentEmail={profile.data.email} />
          {states.data ? (
            <ContactDetailsForm profile={profile.data} states={states.data} />
          ) : states.isError ? (
            <ErrorState message={toApiError(states.error).message} onRetry={() => void states.refetch()} />
          ) : (
            <LoadingState label="Cargando tu domicilio…" />
          )}
        </section>
      )}
      <section className="account-card">
        <ChangePasswordForm onChanged={() => void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey })} />
      </section>
      <NoticePreferencesSection />
      <PasskeysSection />
      <SessionsSection />
    </section>
  );
}
