import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { FormBinding } from './form-binding';

/**
 * react-hook-form behind the binding the form's markup renders with. This module, and the library
 * with it, is downloaded when the visitor first touches the form (use-deferred-form.tsx).
 *
 * Reading `errors` and `isSubmitting` here subscribes this hook's component to them, so a change
 * re-renders it and a new binding goes out.
 */
export function useFormEngine<Values extends FieldValues>(options: UseFormProps<Values>): FormBinding<Values> {
  const form = useForm<Values>(options);
  const { errors, isSubmitting } = form.formState;
  return {
    ready: true,
    register: form.register,
    handleSubmit: form.handleSubmit,
    setError: form.setError,
    reset: form.reset,
    resetField: form.resetField,
    watch: form.watch,
    errors,
    isSubmitting,
  };
}
