import type { FieldErrors, FieldValues, UseFormHandleSubmit, UseFormRegister, UseFormReset, UseFormResetField, UseFormSetError, UseFormWatch } from 'react-hook-form';

/** What a form's markup needs from react-hook-form: the same shape before and after it loads. */
export interface FormBinding<Values extends FieldValues> {
  /** False until react-hook-form has loaded and taken over the fields. */
  ready: boolean;
  register: UseFormRegister<Values>;
  handleSubmit: UseFormHandleSubmit<Values>;
  setError: UseFormSetError<Values>;
  reset: UseFormReset<Values>;
  resetField: UseFormResetField<Values>;
  /** Before the library loads, and until a field is registered, a field's value reads `undefined`. */
  watch: UseFormWatch<Values>;
  errors: FieldErrors<Values>;
  isSubmitting: boolean;
}
