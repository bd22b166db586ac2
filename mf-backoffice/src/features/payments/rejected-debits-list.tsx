import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { RejectedDebit } from '@fvc/shared/contracts';
import { BACKOFFICE_PAYMENT_LIMITS, DEBIT_FOLLOW_UP_NAMES, type DebitFollowUpName } from '@fvc/shared/contracts/rules';
import { formatMxn, formatWholeNumber } from '@fvc/shared/format';
import { useSearchParams } from '@fvc/shared/router';
import { Button, FocusedStatus, FormField, notBlank, showApiErrors } from '@fvc/shared/ui';
import { addressOf, oneOf, pageFrom } from '../../app/address-filters';
import { FormAlert } from '../../app/form-alert';
import { formatDay, formatInstant } from '../../app/format';
import { PagedTable } from '../../app/paged-table';
import { rejectedDebitsQuery, useDebitFollowUp, type DebitFilters } from './payments-api';

const FOLLOW_UPS = Object.keys(DEBIT_FOLLOW_UP_NAMES) as DebitFollowUpName[];
const isFollowUp = oneOf(FOLLOW_UPS);

/** The filters as the address says them (app/address-filters.ts). */
function debitFiltersFrom(search: URLSearchParams): DebitFilters {
  const followUp = search.get('followUp');
  return { followUp: isFollowUp(followUp) ? followUp : undefined, page: pageFrom(search) };
}

/** The list's tab stays in the address beside its filters (payments-page.tsx). */
const searchOf = (filters: DebitFilters) => new URLSearchParams([['list', 'debits'], ...addressOf(filters, ['followUp', 'page'])]);

const COLUMNS = ['Cliente', 'Contrato', 'Monto', 'Vencimiento', 'Motivo del banco', 'Aviso al cliente', 'Domiciliación', 'Seguimiento', 'Acciones'];

/** The direct debits the bank rejected, newest first, with what was done about each. */
export function RejectedDebitsList() {
  const [search, setSearch] = useSearchParams();
  const filters = debitFiltersFrom(search);
  const debits = useQuery(rejectedDebitsQuery(filters));
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const go = (next: DebitFilters) => {
    setOpenId(null);
    setNotice(null);
    setSearch(searchOf(next));
  };
  const followedUp = (debit: RejectedDebit) => {
    setOpenId(null);
    setNotice(`Seguimiento guardado para el cargo de ${debit.customer.name} (contrato ${debit.contractNumber}).`);
  };

  return (
    <section aria-labelledby="debits-heading">
      <h2 id="debits-heading">Domiciliaciones rechazadas</h2>
      <p className="bo-muted">
        Cargos domiciliados que el banco rechazó: el pago sigue pendiente. Habla con el cliente y anota lo que acordaron.
      </p>
      {notice && (
        // The button that opened the note is gone with it: focus comes here.
        <FocusedStatus key={notice} as="p" className="bo-form__notice">
          {notice}
        </FocusedStatus>
      )}
      <DebitFilterForm key={filters.followUp ?? ''} filters={filters} onFilter={(chosen) => go({ ...chosen, page: 1 })} />
      <PagedTable
        query={debits}
        loadingLabel="Cargando domiciliaciones rechazadas…"
        empty={{ title: 'No hay domiciliaciones rechazadas', message: 'Ningún cargo rechazado cumple estos filtros.' }}
        captionId="debits-caption"
        caption={(total) => `Domiciliaciones rechazadas: ${formatWholeNumber(total)} ${total === 1 ? 'cargo' : 'cargos'}`}
        columns={COLUMNS}
        row={(debit) => {
          const open = openId === debit.id;
          const panelId = `debit-panel-${debit.id}`;
          return (
            <>
              <tr>
                <th scope="row">
                  {debit.customer.name}
                  {debit.customer.email && <span className="bo-muted bo-block">{debit.customer.email}</span>}
                </th>
                <td>{debit.contractNumber}</td>
                <td>{formatMxn(debit.amount)}</td>
                <td>{debit.dueDate ? <time dateTime={debit.dueDate}>{formatDay(debit.dueDate)}</time> : <span className="bo-muted">Sin fecha</span>}</td>
                <td>
                  {debit.bankReason ?? <span className="bo-muted">Sin motivo</span>}
                  <span className="bo-muted bo-block">
                    Rechazado el <time dateTime={debit.rejectedAt}>{formatInstant(debit.rejectedAt)}</time>
                  </span>
                </td>
                <td>{debit.notified ? 'Avisado por correo' : <span className="bo-status bo-status--rejected">Sin aviso</span>}</td>
                <td>{debit.mandateActive ? 'Activa' : <span className="bo-status bo-status--rejected">Cancelada</span>}</td>
                <td>
                  {debit.followUp ? (
                    <>
                      <p className="bo-text">{debit.followUp.note}</p>
                      <span className="bo-muted bo-block">
                        {debit.followUp.by} · <time dateTime={debit.followUp.at}>{formatInstant(debit.followUp.at)}</time>
                      </span>
                    </>
                  ) : (
                    <span className="bo-muted">Sin seguimiento</span>
                  )}
                </td>
                <td>
                  {!debit.followUp && (
                    <Button variant="secondary" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpenId(open ? null : debit.id)}>
                      {open ? 'Ocultar' : 'Dar seguimiento'}
                      <span className="fvc-visually-hidden">
                        {' '}
                        al cargo de {debit.customer.name}, contrato {debit.contractNumber}
                      </span>
                    </Button>
                  )}
                </td>
              </tr>
              {open && (
                <tr id={panelId} className="bo-table__panel">
                  <td colSpan={COLUMNS.length}>
                    <FollowUpForm debit={debit} onSaved={followedUp} />
                  </td>
                </tr>
              )}
            </>
          );
        }}
        page={filters.page}
        onPageChange={(page) => go({ ...filters, page })}
        pagesLabel="Páginas de domiciliaciones rechazadas"
      />
    </section>
  );
}

const NOTE_REQUIRED = 'Escribe qué se hizo con el cliente: quedará como seguimiento del cargo.';
const NOTE_TOO_LONG = `La nota admite hasta ${formatWholeNumber(BACKOFFICE_PAYMENT_LIMITS.followUpNote)} caracteres.`;

/** The follow-up note: what was done with the customer. A refusal leaves the note as typed, its message beside it. */
function FollowUpForm({ debit, onSaved }: { debit: RejectedDebit; onSaved: (debit: RejectedDebit) => void }) {
  const followUp = useDebitFollowUp(debit.id);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState: { errors, isSubmitting } } = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const id = `debit-${debit.id}`;

  const onSubmit = handleSubmit(async ({ note }) => {
    setFormError(null);
    try {
      onSaved(await followUp.mutateAsync({ note: note.trim() }));
    } catch (error) {
      setFormError(showApiErrors(error, setError, ['note']));
    }
  }, () => setFormError(null));

  return (
    <form className="bo-form bo-expand" onSubmit={onSubmit} noValidate aria-label={`Seguimiento del cargo de ${debit.customer.name}, contrato ${debit.contractNumber}`}>
      <FormAlert message={formError} errors={errors} />
      <FormField
        id={`${id}-note`}
        label="Nota de seguimiento"
        hint="Qué se hizo con el cliente: la llamada, el acuerdo, el pago que hará. El resto del personal la leerá."
        multiline
        maxLength={BACKOFFICE_PAYMENT_LIMITS.followUpNote}
        characterCount={watch('note').length}
        registration={register('note', {
          validate: notBlank(NOTE_REQUIRED),
          maxLength: { value: BACKOFFICE_PAYMENT_LIMITS.followUpNote, message: NOTE_TOO_LONG },
        })}
        error={errors.note}
      />
      <div className="bo-form__actions">
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Guardar seguimiento'}
        </Button>
      </div>
    </form>
  );
}

function DebitFilterForm({ filters, onFilter }: { filters: DebitFilters; onFilter: (chosen: Omit<DebitFilters, 'page'>) => void }) {
  const { register, handleSubmit, reset } = useForm<{ followUp: DebitFollowUpName | '' }>({ defaultValues: { followUp: filters.followUp ?? '' } });
  const onSubmit = handleSubmit(({ followUp }) => onFilter({ followUp: followUp || undefined }));
  const clear = () => {
    reset({ followUp: '' });
    onFilter({});
  };

  return (
    <form className="bo-filters" onSubmit={onSubmit} noValidate aria-label="Filtrar domiciliaciones rechazadas">
      <FormField
        id="debits-follow-up"
        label="Seguimiento"
        options={[{ value: '', label: 'Todos' }, ...FOLLOW_UPS.map((value) => ({ value, label: DEBIT_FOLLOW_UP_NAMES[value] }))]}
        registration={register('followUp')}
      />
      <div className="bo-form__actions">
        <Button type="submit">Filtrar</Button>
        <Button variant="secondary" onClick={clear}>
          Quitar filtros
        </Button>
      </div>
    </form>
  );
}
