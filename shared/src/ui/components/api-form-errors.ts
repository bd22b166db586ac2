import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toApiError } from '@fvc/shared/api';

/**
 * Shows a failed submission where the person will look: the API's per-field messages on the
 * form's own fields (the API validates with the same contract the form does, so a field the
 * browser could not check, like a common password, still gets its message beside it), and the
 * general message for the form's alert. What was typed stays in the form.
 */
export function showApiErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: ReadonlyArray<Path<T>>,
  /** False for a form that also has fields of its own (a date, a file) and focuses the first itself. */
  { focusFirst = true }: { focusFirst?: boolean } = {},
): string {
  const apiError = toApiError(error);
  let first = focusFirst;
  for (const name of fieldNames) {
    const message = apiError.fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return apiError.message;
}

/**
 * Whether the API's refusal named one of these fields, so its message is beside that field. A form
 * that then hides its general message must ask this, not whether the refusal named any field: the
 * API may name one the form does not draw (a vehicle version gone since the page was loaded), and
 * the person would see nothing at all.
 */
export function apiErrorsOnFields(error: unknown, fieldNames: ReadonlyArray<string>): boolean {
  const { fields } = toApiError(error);
  return fieldNames.some((name) => Boolean(fields[name]));
}
