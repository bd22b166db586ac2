import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type BaseSyntheticEvent, type ReactNode, type RefObject } from 'react';
import type { FieldValues, UseFormHandleSubmit, UseFormProps, UseFormRegister, UseFormWatch } from 'react-hook-form';
import type { FormBinding } from './form-binding';
// A type only: the module itself is imported on demand (loadEngine).
import type { useFormEngine } from './form-engine';

type UseFormEngine = typeof useFormEngine;

/**
 * Options for react-hook-form, except the initial values: those go on the fields themselves
 * (`defaultValue`, `defaultChecked`). Until the library has registered a field, the page's own
 * field holds what the visitor typed, and the library reads it from there when it takes over.
 */
export type DeferredFormOptions<Values extends FieldValues> = Omit<UseFormProps<Values>, 'defaultValues' | 'values'>;

export interface DeferredForm<Values extends FieldValues> {
  /** What the markup renders with: a stand-in until react-hook-form has loaded, then the library. */
  form: FormBinding<Values>;
  /** Spread on the `<form>`: its first focus, press or input starts the download. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onFocusCapture: () => void;
    onPointerDownCapture: () => void;
    onInputCapture: () => void;
  };
  /** Render it inside the component (it draws nothing): it runs the library once it has loaded. */
  engine: ReactNode;
  /** Spanish text for the form's alert when the library could not be downloaded; null otherwise. */
  loadError: string | null;
}

export const FORM_LOAD_ERROR = 'No pudimos preparar el formulario. Revisa tu conexión e intenta enviarlo de nuevo; lo que escribiste sigue aquí.';

let loadedEngine: UseFormEngine | null = null;
let loadingEngine: Promise<UseFormEngine> | null = null;

function loadEngine(): Promise<UseFormEngine> {
  loadingEngine ??= import('./form-engine').then(
    (module) => (loadedEngine = module.useFormEngine),
    (error: unknown) => {
      loadingEngine = null; // the next touch tries again
      throw error;
    },
  );
  return loadingEngine;
}

/**
 * A form whose react-hook-form (about 12 KiB gzip) is downloaded when the visitor first touches
 * it, not with the page (issue #15). The markup renders the same fields either way, so a
 * prerendered form hydrates as it is, and what was typed before the library arrived stays: the
 * fields are never re-created, and the library reads their values when it registers them.
 * A submit before then waits for the library and goes ahead once it is there.
 */
export function useDeferredForm<Values extends FieldValues>(options: DeferredFormOptions<Values> = {}): DeferredForm<Values> {
  const formRef = useRef<HTMLFormElement>(null);
  // useForm reads its options when it starts; later changes would not reach it anyway.
  const [engineOptions] = useState(options);
  const [useEngine, setUseEngine] = useState<UseFormEngine | null>(null);
  const [binding, setBinding] = useState<FormBinding<Values> | null>(null);
  const [submitWaiting, setSubmitWaiting] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const started = useRef(false);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    loadEngine().then(
      (engine) => setUseEngine(() => engine),
      () => {
        started.current = false;
        setSubmitWaiting(false);
        setLoadError(FORM_LOAD_ERROR);
      },
    );
  }, []);

  // A form shown again after the library came (another form, or "send another") takes it at once.
  useEffect(() => {
    if (loadedEngine) start();
  }, [start]);

  useEffect(() => {
    if (!binding || !submitWaiting) return;
    setSubmitWaiting(false);
    formRef.current?.requestSubmit();
  }, [binding, submitWaiting]);

  const standIn = useMemo(
    () =>
      standInBinding<Values>(submitWaiting, () => {
        setLoadError(null);
        setSubmitWaiting(true);
        start();
      }),
    [submitWaiting, start],
  );

  return {
    form: binding ?? standIn,
    formProps: { ref: formRef, onFocusCapture: start, onPointerDownCapture: start, onInputCapture: start },
    engine: useEngine ? <EngineHost useEngine={useEngine} options={engineOptions} onBinding={setBinding} /> : null,
    loadError,
  };
}

interface EngineHostProps<Values extends FieldValues> {
  useEngine: UseFormEngine;
  options: DeferredFormOptions<Values>;
  onBinding: (binding: FormBinding<Values>) => void;
}

/**
 * Runs the library's hook and hands each binding to the form. Memoised, so the form re-rendering
 * with a new binding does not render it again (that would loop); it re-renders when the library's
 * state (errors, submitting) changes. The hand-over is a layout effect, so the fields are
 * registered in the same task the library arrived in, before the visitor can type again.
 */
function EngineHostUnmemoised<Values extends FieldValues>({ useEngine, options, onBinding }: EngineHostProps<Values>) {
  const binding = useEngine<Values>(options);
  useLayoutEffect(() => onBinding(binding));
  return null;
}
const EngineHost = memo(EngineHostUnmemoised) as typeof EngineHostUnmemoised;

const noop = () => undefined;
const noopAsync = () => Promise.resolve();

/** The fields render as plain uncontrolled inputs; a submit asks for the library and waits. */
function standInBinding<Values extends FieldValues>(submitting: boolean, onSubmit: () => void): FormBinding<Values> {
  return {
    ready: false,
    register: ((name: string) => ({ name, onChange: noopAsync, onBlur: noopAsync, ref: noop })) as UseFormRegister<Values>,
    handleSubmit: (() => (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      onSubmit();
      return Promise.resolve();
    }) as UseFormHandleSubmit<Values>,
    setError: noop,
    reset: noop,
    resetField: noop,
    watch: noop as unknown as UseFormWatch<Values>,
    errors: {},
    isSubmitting: submitting,
  };
}
