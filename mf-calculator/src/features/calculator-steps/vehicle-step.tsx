import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@fvc/shared/router';
import { resolveApiUrl, toApiError, vehicleModelsQuery, vehicleTypesQuery, vehicleVersionsQuery } from '@fvc/shared/api';
import { vehicleName } from '@fvc/shared/contracts/rules';
import { formatMxn } from '@fvc/shared/finance';
import { useAppStore } from '@fvc/shared/session';
import { EmptyState, ErrorState, LoadingState } from '@fvc/shared/ui';
import { CalculatorLayout } from './calculator-layout';
import { saveModelIndex } from './selection-storage';
import { useSelection } from './use-selection';

interface VehicleStepProps {
  /** Standalone route: type and model slugs come from the URL (docs/product.md §4). */
  typeSlug?: string | undefined;
  modelSlug?: string | undefined;
}

/** Paso 1: vehicle type, model and version as cards with the catalogue's price. */
export function VehicleStep({ typeSlug: urlType, modelSlug: urlModel }: VehicleStepProps) {
  const [selection, update] = useSelection();
  // A prerendered page carries the types: the first render (hydration) draws the cards at once.
  const types = useQuery(vehicleTypesQuery);
  // A type the catalogue does not have (an old or mistyped link) is no choice at all: the cards
  // stay to choose from, with a word on why, rather than an error whose retry could never work.
  const unknownUrlType = urlType !== undefined && types.isSuccess && !types.data.some((type) => type.slug === urlType);
  // A standalone link names the type and model; once the visitor picks another card, their choice
  // leads. In this page, not by navigating: focus stays on the card they pressed.
  const [linkLeft, setLinkLeft] = useState(false);
  const leaveLink = () => setLinkLeft(true);
  const fromUrl = unknownUrlType || linkLeft ? undefined : urlType;
  const typeSlug = fromUrl ?? selection.typeSlug;
  const models = useQuery({ ...vehicleModelsQuery(typeSlug ?? ''), enabled: typeSlug !== undefined });
  const urlModelId = fromUrl && urlModel && models.isSuccess ? models.data.find((m) => m.slug === urlModel)?.id : undefined;
  const modelId = urlModelId ?? (fromUrl && fromUrl !== selection.typeSlug ? undefined : selection.modelId);
  const versions = useQuery({ ...vehicleVersionsQuery(modelId ?? 0), enabled: modelId !== undefined });

  // Standalone route with ?version= (stored by the shell, docs/product.md §4): that version, by id or name,
  // is chosen as soon as the model's versions arrive.
  const wantedVersion = useAppStore((state) => state.calculator.calculator_version);
  const preselected =
    fromUrl && wantedVersion && versions.isSuccess
      ? versions.data?.versions.find((v) => String(v.id) === wantedVersion || v.name.toLowerCase() === wantedVersion.toLowerCase())
      : undefined;
  useEffect(() => {
    if (!preselected || selection.version?.id === preselected.id || !versions.isSuccess) return;
    update({ typeSlug, modelId, modelName: versions.data?.model.name, version: preselected });
  }, [preselected, selection.version?.id, typeSlug, modelId, update, versions]);

  // The next list is brought into view once a choice shows it (issue #69: after a vehicle type the
  // models appeared below the fold, and nothing said so). Only on a visitor's click, not when the
  // page opens with a choice already made; focus stays where it was.
  const [chosen, setChosen] = useState<'type' | 'model' | null>(null);
  const modelsSection = useRef<HTMLElement>(null);
  const versionsSection = useRef<HTMLElement>(null);
  useEffect(() => {
    const next = chosen === 'type' ? (models.isSuccess ? modelsSection.current : null) : chosen === 'model' && versions.isSuccess ? versionsSection.current : null;
    if (!next) return;
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    next.scrollIntoView({ block: 'start', behavior: calm ? 'auto' : 'smooth' });
    setChosen(null);
  }, [chosen, models.isSuccess, versions.isSuccess]);

  return (
    <CalculatorLayout step={1}>
      <section aria-labelledby="calc-types">
        <h2 id="calc-types">Tipo de vehículo</h2>
        {types.isPending && <LoadingState label="Cargando vehículos…" />}
        {types.isError && <ErrorState message={toApiError(types.error).message} onRetry={() => void types.refetch()} />}
        {unknownUrlType && <p role="status">No encontramos el tipo de vehículo “{urlType}”; elige uno de la lista.</p>}
        {types.isSuccess &&
          (types.data.length === 0 ? (
            <EmptyState title="Sin vehículos" message="Por ahora no hay vehículos para cotizar." />
          ) : (
            <ul className="calc__cards">
              {types.data.map((type) => (
                <li key={type.slug}>
                  <button
                    type="button"
                    className="calc__card"
                    aria-pressed={type.slug === typeSlug}
                    onClick={() => {
                      update({ typeSlug: type.slug, modelId: undefined, modelName: undefined, version: undefined });
                      leaveLink();
                      setChosen('type');
                    }}
                  >
                    <img src={resolveApiUrl(type.image)} alt="" width={400} height={240} />
                    <span className="calc__card-title">{type.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ))}
      </section>

      {typeSlug && (
        <section ref={modelsSection} className="calc__choice" aria-labelledby="calc-models">
          <h2 id="calc-models">Modelo</h2>
          {models.isPending && <LoadingState label="Cargando modelos…" />}
          {models.isError && <ErrorState message={toApiError(models.error).message} onRetry={() => void models.refetch()} />}
          {models.isSuccess &&
            (models.data.length === 0 ? (
              <EmptyState title="Sin modelos" message="No hay modelos de este tipo por ahora." />
            ) : (
              <>
                {fromUrl && urlModel && !urlModelId && (
                  <p role="status">No encontramos el modelo “{urlModel}”; elige uno de la lista.</p>
                )}
                <ul className="calc__cards">
                  {models.data.map((model, index) => (
                    <li key={model.id}>
                      <button
                        type="button"
                        className="calc__card"
                        aria-pressed={model.id === modelId}
                        onClick={() => {
                          saveModelIndex(index);
                          update({ typeSlug, modelId: model.id, modelName: model.name, version: undefined });
                          leaveLink();
                          setChosen('model');
                        }}
                      >
                        <img src={resolveApiUrl(model.image)} alt="" width={400} height={240} loading="lazy" />
                        <span className="calc__card-title">{model.name}</span>
                        <span>{model.description}</span>
                        <span>Desde {formatMxn(model.fromPrice)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            ))}
        </section>
      )}

      {modelId && (
        <section ref={versionsSection} className="calc__choice" aria-labelledby="calc-versions">
          <h2 id="calc-versions">Versión</h2>
          {versions.isPending && <LoadingState label="Cargando versiones…" />}
          {versions.isError && <ErrorState message={toApiError(versions.error).message} onRetry={() => void versions.refetch()} />}
          {versions.isSuccess && versions.data?.versions.length === 0 && (
            <EmptyState title="Sin versiones" message="Este modelo no tiene versiones para cotizar por ahora. Elige otro modelo." />
          )}
          {versions.isSuccess && versions.data && versions.data.versions.length > 0 && (
            <ul className="calc__cards">
              {versions.data.versions.map((version) => (
                <li key={version.id}>
                  <button
                    type="button"
                    className="calc__card"
                    aria-pressed={version.id === selection.version?.id}
                    // The down payment (a share of the price) and the term chosen in paso 2 stay: paso 2
                    // fits them to the new vehicle's plans and says so where it had to change them.
                    onClick={() => {
                      update({ typeSlug, modelId, modelName: versions.data?.model.name, version });
                      leaveLink();
                    }}
                  >
                    <span className="calc__card-title">{version.name}</span>
                    <span>Año {version.year}</span>
                    <span>{formatMxn(version.price)} con IVA</span>
                    <span>{formatMxn(version.priceWithoutIva)} sin IVA</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {selection.version && selection.typeSlug === typeSlug && (
        <p className="calc__actions">
          <Link className="fvc-button" to="/calculadora/paso-2">
            Continuar con {vehicleName(selection.modelName, selection.version.name)}
          </Link>
        </p>
      )}
    </CalculatorLayout>
  );
}
