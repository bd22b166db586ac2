import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Button, FocusedStatus, showApiErrors } from '@fvc/shared/ui';
import { FormAlert } from '../../app/form-alert';
import type { ContentItem, ContentKind } from './content-kinds';

/** What the page gives each kind's form. */
export interface KindFormProps<F> {
  /** The version the form starts from (the newest), or null for a new item. */
  initial: F | null;
  /** Editors save drafts; anyone else reads the form and its preview. */
  writable: boolean;
  save: (fields: F) => Promise<ContentItem<F>>;
  /** After a save: the notice to announce, by default, and what else the page does (a new one opens its own page). */
  onSaved?: (item: ContentItem<F>) => void;
  notice?: string | null;
}

interface ContentFormProps<V extends FieldValues, F> extends KindFormProps<F> {
  kind: ContentKind;
  form: UseFormReturn<V>;
  /** The fields the API may name in a refusal. */
  fieldNames: ReadonlyArray<Path<V>>;
  /** What the API receives from what is typed. */
  fieldsOf: (values: V) => F;
  /** The kind's inputs. */
  children: ReactNode;
  /** The kind's preview, beside the form. */
  preview: ReactNode;
  /**
   * The form's values from the version the API stored, when it may store other than what was sent
   * (a news body, cleaned): after a save the form shows that. Without it, what was typed stays.
   */
  valuesOfStored?: (fields: F) => V;
}

/**
 * Any kind's form: its fields, the draft's save, and beside them the preview. A failed save keeps
 * everything typed, with the API's message at the field it names or above the form.
 */
export function ContentForm<V extends FieldValues, F>({
  kind,
  form,
  fieldNames,
  fieldsOf,
  children,
  preview,
  valuesOfStored,
  writable,
  save,
  onSaved,
  notice: firstNotice = null,
}: ContentFormProps<V, F>) {
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(firstNotice);
  const { handleSubmit, setError, getValues, reset, formState: { errors, isSubmitting } } = form;
  const headingId = `${kind.key}-form-heading`;

  const onSubmit = handleSubmit(async (typed) => {
    setFormError(null);
    setNotice(null);
    try {
      const item = await save(fieldsOf(typed));
      // What was typed is now what is saved (or what the API kept of it).
      const stored = item.versions[0]?.data;
      reset(valuesOfStored && stored ? valuesOfStored(stored) : getValues());
      setNotice(`Borrador guardado: versión ${item.versions[0]?.version ?? 1}. Lo publicado no cambia hasta que se publique.`);
      onSaved?.(item);
    } catch (error) {
      setFormError(showApiErrors(error, setError, fieldNames));
    }
  }, () => {
    setFormError(null);
    setNotice(null);
  });

  return (
    <div className="bo-editor">
      <form className="bo-form bo-editor__form" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <h2 id={headingId}>Datos de la {kind.one}</h2>
        {notice && (
          // A new item arrives on its own page with this: focus comes to it, not to the page's start.
          <FocusedStatus key={notice} as="p" className="bo-form__notice" takeFocus={notice === firstNotice}>
            {notice}
          </FocusedStatus>
        )}
        <FormAlert message={formError} errors={errors} />
        {!writable && <p className="bo-muted">Solo el equipo de edición cambia las {kind.many}.</p>}
        <fieldset className="bo-fieldset" disabled={!writable}>
          <legend className="fvc-visually-hidden">Datos de la {kind.one}</legend>
          {children}
        </fieldset>
        {writable && (
          <div className="bo-form__actions">
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting ? 'Guardando…' : 'Guardar borrador'}
            </Button>
          </div>
        )}
      </form>
      {preview}
    </div>
  );
}
