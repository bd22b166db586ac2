import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CONTENT_SCHEDULE_MAX_DAYS } from '@fvc/shared/contracts/rules';
import { Button, FormField, showApiErrors } from '@fvc/shared/ui';
import { FormAlert } from '../../app/form-alert';
import { fromLocalInput, toLocalInput } from './content-rules';
import type { ContentItem } from './content-kinds';

interface ScheduleValues {
  version: string;
  publishAt: string;
}

interface ScheduleFormProps {
  item: ContentItem;
  busy: boolean;
  /** Sends the schedule (the panel asks for the step-up when needed); rejects with the API's refusal. */
  schedule: (version: number, publishAt: string) => Promise<void>;
}

const DAY = 86_400_000;

/** A moment in the future, not further than the API allows: the same rule the API applies. */
export function scheduleRule(value: string, now = Date.now()): true | string {
  const at = fromLocalInput(value);
  if (!at) return 'Escribe la fecha y la hora de la publicación.';
  if (Date.parse(at) <= now) return 'Elige un momento en el futuro.';
  if (Date.parse(at) > now + CONTENT_SCHEDULE_MAX_DAYS * DAY) return `Programa con no más de ${CONTENT_SCHEDULE_MAX_DAYS} días de anticipación.`;
  return true;
}

/**
 * "Programar la publicación": a version goes out on its own at a minute a publisher chooses (a
 * slide for the first of the month), in their name. What was typed stays after a refusal.
 */
export function ScheduleForm({ item, busy, schedule }: ScheduleFormProps) {
  const newest = item.versions[0]?.version ?? 1;
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<ScheduleValues>({
    defaultValues: { version: String(item.scheduled?.version ?? newest), publishAt: toLocalInput(item.scheduled?.publishAt ?? null) },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await schedule(Number(values.version), fromLocalInput(values.publishAt)!);
    } catch (error) {
      setFormError(showApiErrors(error, setError, ['version', 'publishAt']));
    }
  });

  return (
    <form className="bo-form bo-schedule" onSubmit={onSubmit} noValidate aria-labelledby="schedule-heading">
      <h3 id="schedule-heading">Programar la publicación</h3>
      <p className="bo-muted">La versión se publica sola en ese minuto y se ve en el sitio en menos de un minuto más.</p>
      <FormAlert message={formError} errors={errors} />
      <FormField
        id="schedule-version"
        label="Versión"
        options={item.versions.map((version) => ({ value: String(version.version), label: `Versión ${version.version}` }))}
        registration={register('version')}
        error={errors.version}
      />
      <FormField id="schedule-at" label="Publicar el" type="datetime-local" registration={register('publishAt', { validate: (value) => scheduleRule(value) })} error={errors.publishAt} />
      <div className="bo-form__actions">
        <Button type="submit" variant="secondary" pending={busy || isSubmitting}>
          {item.scheduled ? 'Cambiar la programación' : 'Programar'}
        </Button>
      </div>
    </form>
  );
}
