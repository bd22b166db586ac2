import { vehicleName } from './vehicle-name';

describe('vehicleName', () => {
  it('says the model designation once when the version repeats it', () => {
    expect(vehicleName('Cumbre T800', 'T800 Sleeper 510 HP')).toBe('Cumbre T800 Sleeper 510 HP');
    expect(vehicleName('Horizonte Foráneo', 'Foráneo 13 m 45 plazas')).toBe('Horizonte Foráneo 13 m 45 plazas');
    expect(vehicleName('Horizonte Foráneo', 'foraneo 14 m')).toBe('Horizonte Foráneo 14 m');
  });

  it('joins model and version when the version does not start with the designation', () => {
    expect(vehicleName('Cumbre T800', 'Day Cab 450 HP')).toBe('Cumbre T800 Day Cab 450 HP');
    expect(vehicleName('Cumbre T800', 'T8000 Day Cab')).toBe('Cumbre T800 T8000 Day Cab');
  });

  it('is the version alone when the model is not known (a selection stored before it was)', () => {
    expect(vehicleName(undefined, 'T600 410 HP')).toBe('T600 410 HP');
  });
});
