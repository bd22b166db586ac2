import type { StateWithCities, VehicleType } from '@fvc/shared/contracts';
import { Button } from '@fvc/shared/ui';
import { VEHICLE_LABELS } from './labels';

export interface DealerFilterValues {
  stateId: number | undefined;
  cityId: number | undefined;
  vehicleType: VehicleType | undefined;
}

interface DealerFiltersProps {
  states: StateWithCities[];
  values: DealerFilterValues;
  onChange: (values: DealerFilterValues) => void;
  locating: boolean;
  located: boolean;
  locationMessage: string | undefined;
  onLocate: () => void;
  onClearLocation: () => void;
}

const toNumber = (value: string) => (value === '' ? undefined : Number(value));

/**
 * Native selects and radios: they are the accessible combobox and radio group on every platform
 * (screen readers, phone pickers) without re-implementing keyboard handling.
 */
export function DealerFilters({
  states,
  values,
  onChange,
  locating,
  located,
  locationMessage,
  onLocate,
  onClearLocation,
}: DealerFiltersProps) {
  const cities = states.find((state) => state.id === values.stateId)?.cities ?? [];

  return (
    <form className="dealer-filters" role="search" aria-label="Buscar distribuidores" onSubmit={(event) => event.preventDefault()}>
      <div className="dealer-filters__field">
        <label htmlFor="dealer-state">Estado</label>
        <select
          id="dealer-state"
          value={values.stateId ?? ''}
          onChange={(event) => onChange({ ...values, stateId: toNumber(event.target.value), cityId: undefined })}
        >
          <option value="">Todos los estados</option>
          {states.map((state) => (
            <option key={state.id} value={state.id}>
              {state.name}
            </option>
          ))}
        </select>
      </div>
      <div className="dealer-filters__field">
        <label htmlFor="dealer-city">Ciudad</label>
        <select
          id="dealer-city"
          value={values.cityId ?? ''}
          disabled={values.stateId === undefined}
          aria-describedby={values.stateId === undefined ? 'dealer-city-hint' : undefined}
          onChange={(event) => onChange({ ...values, cityId: toNumber(event.target.value) })}
        >
          <option value="">Todas las ciudades</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
        {values.stateId === undefined && (
          <p id="dealer-city-hint" className="dealer-filters__hint">
            Elige primero un estado.
          </p>
        )}
      </div>
      <fieldset className="dealer-filters__field dealer-filters__vehicle">
        <legend>Tipo de vehículo</legend>
        {([undefined, 'truck', 'bus'] as const).map((type) => (
          <label key={type ?? 'all'} className="dealer-filters__radio">
            <input
              type="radio"
              name="dealer-vehicle-type"
              checked={values.vehicleType === type}
              onChange={() => onChange({ ...values, vehicleType: type })}
            />
            {type ? VEHICLE_LABELS[type] : 'Todos'}
          </label>
        ))}
      </fieldset>
      <div className="dealer-filters__field dealer-filters__near">
        {located ? (
          <>
            <p className="dealer-filters__located" role="status">
              Ordenados del más cercano al más lejano de tu ubicación.
            </p>
            <Button variant="secondary" onClick={onClearLocation}>
              Quitar mi ubicación
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onLocate} disabled={locating} aria-describedby={locationMessage ? 'dealer-location-message' : undefined}>
            {locating ? 'Buscando tu ubicación…' : 'Cerca de mí'}
          </Button>
        )}
        {locationMessage && (
          <p id="dealer-location-message" className="dealer-filters__message" role="alert">
            {locationMessage}
          </p>
        )}
      </div>
    </form>
  );
}
