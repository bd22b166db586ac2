import { FormField } from '../form-field';
import { useDeferredForm } from './use-deferred-form';

export interface TestValues {
  name: string;
  accepts: boolean;
}

/**
 * For the tests in this folder: a form as the site writes them, whose markup renders with whatever
 * binding it is given, and says on the form element whether the library has taken over. Each test
 * file starts with a fresh module registry, so with react-hook-form not yet downloaded.
 */
export function TestForm({ onSend }: { onSend: (values: TestValues) => Promise<void> | void }) {
  const { form, formProps, engine, loadError } = useDeferredForm<TestValues>();
  return (
    <form {...formProps} onSubmit={form.handleSubmit(onSend)} noValidate aria-label="Prueba" data-ready={form.ready}>
      {engine}
      <FormField id="nombre" label="Nombre" defaultValue="Ana" registration={form.register('name', { required: 'Escribe tu nombre.' })} error={form.errors.name} />
      <input id="acepto" type="checkbox" {...form.register('accepts')} />
      <label htmlFor="acepto">Acepto</label>
      {loadError && <p role="alert">{loadError}</p>}
      <button type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Enviando…' : 'Enviar'}
      </button>
    </form>
  );
}
