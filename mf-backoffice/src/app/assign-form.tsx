import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { StaffList } from '@fvc/shared/contracts';
import { Button, FormField, showApiErrors } from '@fvc/shared/ui';
import { ActionCard } from './action-card';
import { FormAlert } from './form-alert';
import { staffApi } from './staff-session';

/** Who a customer's request or a credit application can be assigned to. */
export const staffListQuery = queryOptions({
  queryKey: ['backoffice', 'staff'],
  queryFn: ({ signal }) => staffApi.get<StaffList>('/api/backoffice/staff', { signal }),
  staleTime: 5 * 60_000,
});

interface Assignee {
  id: string;
  name: string;
}

interface AssignFormProps {
  assignee: Assignee | null;
  /** Saves the choice (null: nobody) and answers the assignee as saved. */
  assign: (staffId: string | null) => Promise<{ assignee: Assignee | null }>;
}

/**
 * "Responsable" of a request or an application: agents and admins, the current assignee listed
 * whatever their roles now are. Follows the assignee as saved (`values`), and keeps a choice not
 * yet saved otherwise.
 */
export function AssignForm({ assignee, assign }: AssignFormProps) {
  const staff = useQuery(staffListQuery);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<{ staffId: string }>({
    values: { staffId: assignee?.id ?? '' },
  });

  const candidates = (staff.data ?? []).filter((member) => member.roles.some((role) => role === 'agent' || role === 'admin'));
  if (assignee && !candidates.some((member) => member.id === assignee.id)) candidates.unshift({ ...assignee, roles: [] });
  const options = [{ value: '', label: 'Sin asignar' }, ...candidates.map((member) => ({ value: member.id, label: member.name }))];

  const onSubmit = handleSubmit(async ({ staffId }) => {
    setFormError(null);
    setNotice(null);
    try {
      const updated = await assign(staffId || null);
      setNotice(updated.assignee ? `Asignada a ${updated.assignee.name}.` : 'La solicitud quedó sin asignar.');
    } catch (error) {
      setFormError(showApiErrors(error, setError, ['staffId']));
    }
  }, () => setFormError(null));

  return (
    <ActionCard id="assign" title="Responsable" notice={notice}>
      <form className="bo-form" onSubmit={onSubmit} noValidate>
        <FormAlert message={formError} errors={errors} />
        {staff.isError && <p className="bo-form__error">No pudimos cargar la lista del personal. Intenta de nuevo más tarde.</p>}
        <FormField id="assign-staff" label="Asignar a" options={options} registration={register('staffId')} error={errors.staffId} />
        <Button type="submit" pending={isSubmitting || staff.isPending}>
          {isSubmitting ? 'Asignando…' : 'Asignar'}
        </Button>
      </form>
    </ActionCard>
  );
}
