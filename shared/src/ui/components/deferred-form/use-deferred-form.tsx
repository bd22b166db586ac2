import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type BaseSyntheticEvent, type ReactNode, type RefObject } from 'react';
import type { FieldValues, UseFormHandleSubmit, UseFormProps, UseFormRegister } from 'react-hook-form';
import type { FormBinding } from './form-binding';
// A type only: the module itself is imported on demand (loadEngine).
import type { useFormEngine } from './form-engine';

type UseFormEngine = typeof useFormEngine;

/**
 * Options for react-hook-form, read once, when the form first renders: later changes (`mode`,
 * `disabled`, `errors`) do not reach the library.
 *
 * There are no initial values here. They go on the fields themselves (`defaultValue` on an
 * input, `defaultChecked` on a checkbox; FormField passes `defaultValue` to inputs only): until
 * the library has registered a field, the page's own field holds what the visitor typed, and the
 * library reads it from there when it takes over. So `reset()` and `resetField()` without values
 * empty a field rather than restore its initial value.
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
  /** Spanish text for the form's alert when a submit could not go ahead; null otherwise. */
  loadError: string | null;
}

const FORM_LOAD_ERROR = 'No pudimos preparar el formulario. Revisa tu conexión e intenta enviarlo de nuevo; lo que escribiste sigue aquí.';
/** How long a submit waits for the library before the form says it could not be sent. */
const LIBRARY_WAIT_MS = 15_000;

let loadedEngine: UseFormEngine | null = null;
let loadingEngine: Promise<UseFormEngine> | null = null;

function loadEngine(): Promise<UseFormEngine> {
  loadingEngine ??= import('./form-engine').then(
    (module) => (loadedEngine = module.useFormEngine),
    (error: unknown) => {
      loadingEngine = null; // a later submit tries again
      throw error;
    },
  );
  return loadingEngine;
}

type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * A form whose react-hook-form (about 12 KiB gzip) is downloaded when the visitor first touches
 * it, not with the page (issue #15). The markup renders the same fields either way, so a
 * prerendered form hydrates as it is, and what was typed before the library arrived stays: the
 * fields are never re-created, and the library reads their values when it registers them.
 * A submit before then waits for the library (up to LIBRARY_WAIT_MS) and goes ahead once it is
 * there. After a failed download, only a submit tries again, so typing offline does not send a
 * request per key.
 */
export function useDeferredForm<Values extends FieldValues>(options: DeferredFormOptions<Values> = {}): DeferredForm<Values> {
  const formRef = useRef<HTMLFormElement>(null);
  // Kept from the first render. The form passes a new object on every render, which would also
  // render EngineHost again on every one of its own renders, and loop.
  const [engineOptions] = useState(options);
  // A form shown after the library came (another form, the code step, "send another") starts with
  // it. Never during hydration: a fresh page has not loaded it yet.
  const [useEngine, setUseEngine] = useState<UseFormEngine | null>(() => loadedEngine);
  const [binding, setBinding] = useState<FormBinding<Values> | null>(null);
  const [submitWaiting, setSubmitWaiting] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const loadState = useRef<LoadState>(loadedEngine ? 'loaded' : 'idle');
  const waiting = useRef(false);

  const stopWaiting = useCallback((error: string | null) => {
    waiting.current = false;
    setSubmitWaiting(false);
    setLoadError(error);
  }, []);

  const load = useCallback(() => {
    if (loadState.current === 'loading' || loadState.current === 'loaded') return;
    loadState.current = 'loading';
    loadEngine().then(
      (engine) => {
        loadState.current = 'loaded';
        setUseEngine(() => engine);
      },
      () => {
        loadState.current = 'failed';
        if (waiting.current) stopWaiting(FORM_LOAD_ERROR);
      },
    );
  }, [stopWaiting]);

  const touch = useCallback(() => {
    if (loadState.current === 'idle') load();
  }, [load]);

  // The submit made before the library arrived goes ahead, through the library's own handler.
  useEffect(() => {
    if (!binding || !submitWaiting) return;
    stopWaiting(null);
    formRef.current?.requestSubmit();
  }, [binding, submitWaiting, stopWaiting]);

  // A download that hangs does not leave the button saying "Enviando…" for minutes.
  useEffect(() => {
    if (!submitWaiting) return undefined;
    const timer = setTimeout(() => stopWaiting(FORM_LOAD_ERROR), LIBRARY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [submitWaiting, stopWaiting]);

  const standIn = useMemo(
    () =>
      standInBinding<Values>(submitWaiting, () => {
        waiting.current = true;
        setSubmitWaiting(true);
        setLoadError(null);
        load();
      }),
    [submitWaiting, load],
  );

  return {
    form: binding ?? standIn,
    formProps: { ref: formRef, onFocusCapture: touch, onPointerDownCapture: touch, onInputCapture: touch },
    engine: useEngine ? <EngineHost useEngine={useEngine} options={engineOptions} onBinding={setBinding} /> : null,
    loadError,
  };
}

interface EngineHostProps<Values extends FieldValues> {
  useEngine: UseFormEngine;
  options: DeferredFormOptions<Values>;
  onBinding: (binding: FormBinding<Values> | null) => void;
}

/**
 * Runs the library's hook and hands each binding to the form. Memoised, so the form re-rendering
 * with a new binding does not render it again (that would loop); it re-renders when the library's
 * state (errors, submitting, a watched value) changes. The hand-over is a layout effect, so the
 * fields are registered in the same task the library arrived in, before the visitor can type
 * again. When it goes (the form gives way to a confirmation), the form is back on the stand-in
 * until a new one takes over.
 */
function EngineHostUnmemoised<Values extends FieldValues>({ useEngine, options, onBinding }: EngineHostProps<Values>) {
  const binding = useEngine<Values>(options);
  useLayoutEffect(() => onBinding(binding));
  useLayoutEffect(() => () => onBinding(null), [onBinding]);
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
    watch: noop,
    errors: {},
    isSubmitting: submitting,
  };
}
