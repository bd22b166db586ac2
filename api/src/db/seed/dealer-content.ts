// Demo content of the dealer locator: the 32 Mexican states (INEGI codes), their main cities at
// their real coordinates, and fictitious dealers placed in those cities. Dealer names, streets,
// phones and e-mails are invented; e-mails use the reserved `.example` domain.

export const demoStates: ReadonlyArray<readonly [id: number, code: string, name: string]> = [
  [1, 'AGS', 'Aguascalientes'],
  [2, 'BC', 'Baja California'],
  [3, 'BCS', 'Baja California Sur'],
  [4, 'CAMP', 'Campeche'],
  [5, 'COAH', 'Coahuila'],
  [6, 'COL', 'Colima'],
  [7, 'CHIS', 'Chiapas'],
  [8, 'CHIH', 'Chihuahua'],
  [9, 'CDMX', 'Ciudad de México'],
  [10, 'DGO', 'Durango'],
  [11, 'GTO', 'Guanajuato'],
  [12, 'GRO', 'Guerrero'],
  [13, 'HGO', 'Hidalgo'],
  [14, 'JAL', 'Jalisco'],
  [15, 'MEX', 'Estado de México'],
  [16, 'MICH', 'Michoacán'],
  [17, 'MOR', 'Morelos'],
  [18, 'NAY', 'Nayarit'],
  [19, 'NL', 'Nuevo León'],
  [20, 'OAX', 'Oaxaca'],
  [21, 'PUE', 'Puebla'],
  [22, 'QRO', 'Querétaro'],
  [23, 'QROO', 'Quintana Roo'],
  [24, 'SLP', 'San Luis Potosí'],
  [25, 'SIN', 'Sinaloa'],
  [26, 'SON', 'Sonora'],
  [27, 'TAB', 'Tabasco'],
  [28, 'TAMPS', 'Tamaulipas'],
  [29, 'TLAX', 'Tlaxcala'],
  [30, 'VER', 'Veracruz'],
  [31, 'YUC', 'Yucatán'],
  [32, 'ZAC', 'Zacatecas'],
];

type CityRow = readonly [stateId: number, name: string, latitude: number, longitude: number, areaCode: string, postalCode: string];

export const demoCities: ReadonlyArray<CityRow> = [
  [1, 'Aguascalientes', 21.8853, -102.2916, '449', '20000'],
  [1, 'Calvillo', 21.8469, -102.7186, '495', '20800'],
  [2, 'Tijuana', 32.5149, -117.0382, '664', '22000'],
  [2, 'Mexicali', 32.6245, -115.4523, '686', '21000'],
  [2, 'Ensenada', 31.8667, -116.5964, '646', '22800'],
  [3, 'La Paz', 24.1426, -110.3128, '612', '23000'],
  [3, 'Cabo San Lucas', 22.8905, -109.9167, '624', '23450'],
  [4, 'San Francisco de Campeche', 19.8301, -90.5349, '981', '24000'],
  [4, 'Ciudad del Carmen', 18.652, -91.808, '938', '24100'],
  [5, 'Saltillo', 25.4383, -100.9737, '844', '25000'],
  [5, 'Torreón', 25.5428, -103.4068, '871', '27000'],
  [5, 'Monclova', 26.908, -101.4215, '866', '25700'],
  [5, 'Piedras Negras', 28.7, -100.5236, '878', '26000'],
  [6, 'Colima', 19.2452, -103.7241, '312', '28000'],
  [6, 'Manzanillo', 19.0522, -104.3159, '314', '28200'],
  [7, 'Tuxtla Gutiérrez', 16.7516, -93.1029, '961', '29000'],
  [7, 'Tapachula', 14.9039, -92.2575, '962', '30700'],
  [8, 'Chihuahua', 28.632, -106.0691, '614', '31000'],
  [8, 'Ciudad Juárez', 31.6904, -106.4245, '656', '32000'],
  [8, 'Delicias', 28.19, -105.47, '639', '33000'],
  [9, 'Azcapotzalco', 19.4869, -99.1843, '55', '02000'],
  [9, 'Iztapalapa', 19.3574, -99.0927, '55', '09000'],
  [9, 'Tlalpan', 19.2965, -99.1679, '55', '14000'],
  [10, 'Durango', 24.0277, -104.6532, '618', '34000'],
  [10, 'Gómez Palacio', 25.5611, -103.498, '871', '35000'],
  [11, 'León', 21.125, -101.686, '477', '37000'],
  [11, 'Celaya', 20.5235, -100.8157, '461', '38000'],
  [11, 'Irapuato', 20.6767, -101.3563, '462', '36500'],
  [12, 'Acapulco', 16.8531, -99.8237, '744', '39300'],
  [12, 'Chilpancingo', 17.5515, -99.5006, '747', '39000'],
  [12, 'Iguala', 18.3448, -99.5395, '733', '40000'],
  [13, 'Pachuca', 20.1011, -98.7591, '771', '42000'],
  [13, 'Tulancingo', 20.0833, -98.3667, '775', '43600'],
  [13, 'Tizayuca', 19.8406, -98.9814, '779', '43800'],
  [14, 'Guadalajara', 20.6597, -103.3496, '33', '44100'],
  [14, 'Zapopan', 20.7214, -103.3918, '33', '45100'],
  [14, 'Puerto Vallarta', 20.6534, -105.2253, '322', '48300'],
  [14, 'Lagos de Moreno', 21.3564, -101.9292, '474', '47400'],
  [15, 'Toluca', 19.2826, -99.6557, '722', '50000'],
  [15, 'Tlalnepantla', 19.537, -99.1947, '55', '54000'],
  [15, 'Cuautitlán Izcalli', 19.646, -99.246, '55', '54700'],
  [15, 'Ecatepec', 19.601, -99.05, '55', '55000'],
  [16, 'Morelia', 19.706, -101.195, '443', '58000'],
  [16, 'Uruapan', 19.4117, -102.0573, '452', '60000'],
  [16, 'Lázaro Cárdenas', 17.958, -102.2, '753', '60950'],
  [17, 'Cuernavaca', 18.9242, -99.2216, '777', '62000'],
  [17, 'Cuautla', 18.8121, -98.9548, '735', '62740'],
  [18, 'Tepic', 21.5042, -104.8946, '311', '63000'],
  [19, 'Monterrey', 25.6866, -100.3161, '81', '64000'],
  [19, 'Apodaca', 25.7817, -100.1886, '81', '66600'],
  [19, 'Santa Catarina', 25.6733, -100.4581, '81', '66350'],
  [20, 'Oaxaca de Juárez', 17.0732, -96.7266, '951', '68000'],
  [20, 'Salina Cruz', 16.167, -95.2, '971', '70600'],
  [20, 'San Juan Bautista Tuxtepec', 18.0883, -96.1236, '287', '68300'],
  [21, 'Puebla', 19.0414, -98.2063, '222', '72000'],
  [21, 'Tehuacán', 18.4617, -97.3928, '238', '75700'],
  [21, 'San Martín Texmelucan', 19.2846, -98.4393, '248', '74000'],
  [22, 'Querétaro', 20.5888, -100.3899, '442', '76000'],
  [22, 'San Juan del Río', 20.3886, -99.9962, '427', '76800'],
  [23, 'Cancún', 21.1619, -86.8515, '998', '77500'],
  [23, 'Chetumal', 18.5001, -88.2961, '983', '77000'],
  [24, 'San Luis Potosí', 22.1565, -100.9855, '444', '78000'],
  [24, 'Ciudad Valles', 21.986, -99.0118, '481', '79000'],
  [25, 'Culiacán', 24.8091, -107.394, '667', '80000'],
  [25, 'Mazatlán', 23.2494, -106.4111, '669', '82000'],
  [25, 'Los Mochis', 25.7904, -108.9859, '668', '81200'],
  [26, 'Hermosillo', 29.0729, -110.9559, '662', '83000'],
  [26, 'Ciudad Obregón', 27.4828, -109.9304, '644', '85000'],
  [26, 'Nogales', 31.3086, -110.9422, '631', '84000'],
  [27, 'Villahermosa', 17.9895, -92.9475, '993', '86000'],
  [27, 'Cárdenas', 18.001, -93.3755, '937', '86500'],
  [28, 'Reynosa', 26.0922, -98.2779, '899', '88500'],
  [28, 'Nuevo Laredo', 27.4779, -99.5496, '867', '88000'],
  [28, 'Tampico', 22.2331, -97.8611, '833', '89000'],
  [28, 'Ciudad Victoria', 23.7369, -99.1411, '834', '87000'],
  [28, 'Matamoros', 25.869, -97.5027, '868', '87300'],
  [29, 'Tlaxcala', 19.3139, -98.2404, '246', '90000'],
  [29, 'Apizaco', 19.4167, -98.1431, '241', '90300'],
  [30, 'Veracruz', 19.1738, -96.1342, '229', '91700'],
  [30, 'Xalapa', 19.5438, -96.9102, '228', '91000'],
  [30, 'Coatzacoalcos', 18.1345, -94.459, '921', '96400'],
  [30, 'Córdoba', 18.8842, -96.9256, '271', '94500'],
  [30, 'Poza Rica', 20.5333, -97.45, '782', '93200'],
  [31, 'Mérida', 20.9674, -89.5926, '999', '97000'],
  [31, 'Valladolid', 20.6896, -88.2022, '985', '97780'],
  [32, 'Zacatecas', 22.7709, -102.5832, '492', '98000'],
  [32, 'Fresnillo', 23.1745, -102.8682, '493', '99000'],
];

export interface DemoDealer {
  stateId: number;
  city: string;
  name: string;
  address: string;
  postalCode: string;
  phone: string;
  email: string;
  hours: string;
  latitude: number;
  longitude: number;
  sellsTrucks: boolean;
  sellsBuses: boolean;
  offersSales: boolean;
  offersService: boolean;
  offersParts: boolean;
}

const NAME_PREFIXES = [
  'Centro Camionero',
  'Tractocamiones',
  'Autobuses y Camiones',
  'Vehículos Comerciales',
  'Flotillas',
  'Transportes Pesados',
];
const STREETS = [
  'Blvd. Industrial',
  'Carretera Federal km',
  'Av. Las Torres',
  'Periférico Norte',
  'Calz. de los Transportistas',
  'Av. Revolución',
  'Libramiento Sur',
];
const HOURS = [
  'Lunes a viernes de 8:00 a 18:00 h; sábado de 9:00 a 14:00 h',
  'Lunes a viernes de 9:00 a 19:00 h; sábado de 9:00 a 13:00 h',
  'Lunes a sábado de 8:00 a 20:00 h',
];
// Cities big enough for a second dealer (the busiest freight corridors).
const SECOND_DEALER = new Set(['Monterrey', 'Guadalajara', 'Azcapotzalco', 'Puebla', 'León', 'Querétaro', 'Tijuana']);

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Deterministic dealers (same content on every machine), 1-2 per city, a few blocks from the centre. */
function buildDealers(): DemoDealer[] {
  const dealers: DemoDealer[] = [];
  let n = 0;
  for (const [stateId, city, latitude, longitude, areaCode, postalCode] of demoCities) {
    const count = SECOND_DEALER.has(city) ? 2 : 1;
    for (let k = 0; k < count; k += 1) {
      const prefix = NAME_PREFIXES[n % NAME_PREFIXES.length] ?? 'Centro Camionero';
      const name = `${prefix} ${city}${k > 0 ? ' Poniente' : ''}`;
      const street = STREETS[n % STREETS.length] ?? 'Av. Las Torres';
      const localDigits = String(5_550_000 + ((n * 7919) % 440_000)).padStart(10 - areaCode.length, '0').slice(-(10 - areaCode.length));
      const local = areaCode.length === 2 ? `${localDigits.slice(0, 4)} ${localDigits.slice(4)}` : `${localDigits.slice(0, 3)} ${localDigits.slice(3)}`;
      // Both kinds for most, only trucks or only buses for some, so the vehicle filter means something.
      const kind = n % 5;
      dealers.push({
        stateId,
        city,
        name,
        address: `${street} ${100 + ((n * 37) % 2900)}`,
        postalCode,
        phone: `${areaCode} ${local}`,
        email: `ventas@${slug(name)}.example`,
        hours: HOURS[n % HOURS.length] ?? HOURS[0]!,
        // Offsets of up to ~3 km keep every dealer inside its real city.
        latitude: Number((latitude + (((n * 13) % 7) - 3) * 0.008).toFixed(5)),
        longitude: Number((longitude + (((n * 11) % 7) - 3) * 0.008 + k * 0.02).toFixed(5)),
        sellsTrucks: kind !== 3,
        sellsBuses: kind !== 1 && kind !== 4,
        offersSales: true,
        offersService: n % 4 !== 2,
        offersParts: n % 3 !== 1,
      });
      n += 1;
    }
  }
  return dealers;
}

export const demoDealers: readonly DemoDealer[] = buildDealers();
