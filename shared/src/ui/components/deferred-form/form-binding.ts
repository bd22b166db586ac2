import type { FieldErrors, FieldValues, Path, PathValue, UseFormHandleSubmit, UseFormRegister, UseFormReset, UseFormResetField, UseFormSetError } from 'react-hook-form';

/** What a form's markup needs from react-hook-form: the same shape before and after it loads. */
export interface FormBinding<Values extends FieldValues> {
  /** False until react-hook-form has loaded and taken over the fields. */
  ready: boolean;
  register: UseFormRegister<Values>;
  handleSubmit: UseFormHandleSubmit<Values>;
  setError: UseFormSetError<Values>;
  reset: UseFormReset<Values>;
  resetField: UseFormResetField<Values>;
  /** A field's value; `undefined` before the library has loaded and registered the field. */
  watch: <Name extends Path<Values>>(name: Name) => PathValue<Values, Name> | undefined;
  errors: FieldErrors<Values>;
  isSubmitting: boolean;
}
