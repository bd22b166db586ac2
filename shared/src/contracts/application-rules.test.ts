import {
  APPLICATION_DOCUMENTS,
  applicantStepProblems,
  curpBirthDate,
  curpCheckDigit,
  curpProblem,
  documentsFor,
  rfcCheckDigit,
  rfcProblem,
} from './application-rules';

describe('rfcProblem', () => {
  it('accepts RFCs whose homoclave ends in the right check digit, however they are typed', () => {
    // The SAT's own example of a persona física, and its check digit worked by hand (weighted sum 1026, 1026 mod 11 = 3, 11 - 3 = 8).
    expect(rfcCheckDigit('GODE561231GR')).toBe('8');
    expect(rfcProblem('GODE561231GR8', 'fisica')).toBeNull();
    expect(rfcProblem(' gode-561231-gr8 ', 'fisica')).toBeNull();
    // A moral's 11 characters are weighted as 12, with a space in front.
    expect(rfcCheckDigit('FVC9601011A')).toBe('3');
    expect(rfcProblem('FVC9601011A3', 'moral')).toBeNull();
    // Ñ and & are letters of an RFC too, each with its own value.
    expect(rfcProblem(`PEÑA850101AB${rfcCheckDigit('PEÑA850101AB')}`, 'fisica')).toBeNull();
    expect(rfcProblem(`A&C010101AB${rfcCheckDigit('A&C010101AB')}`, 'moral')).toBeNull();
  });

  it('gives each of its 11 check characters, 0 to 9 and A (10 - remainder 1)', () => {
    const digits = new Set<string>();
    for (let n = 0; n < 400 && digits.size < 11; n += 1) digits.add(rfcCheckDigit(`GODE561231${n.toString(36).toUpperCase().padStart(2, '0')}`));
    expect([...digits].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A']);
  });

  it('refuses a wrong check digit, the wrong length for the person type, a date that does not exist and the generic RFCs', () => {
    expect(rfcProblem('GODE561231GR9', 'fisica')).toMatch(/dígito verificador/);
    expect(rfcProblem('GODE561231GR8', 'moral')).toMatch(/persona moral tiene 12 caracteres/);
    expect(rfcProblem('FVC9601011A3', 'fisica')).toMatch(/persona física tiene 13 caracteres/);
    expect(rfcProblem(`GODE560230GR${rfcCheckDigit('GODE560230GR')}`, 'fisica')).toMatch(/no es una fecha real/);
    expect(rfcProblem('GOD1561231GR8', 'fisica')).toMatch(/4 letras/);
    expect(rfcProblem('XAXX010101000', 'fisica')).toMatch(/genérico/);
    expect(rfcProblem('', 'fisica')).toBe('Escribe el RFC.');
  });
});

describe('curpProblem', () => {
  it('accepts CURPs whose 18th character is the check digit', () => {
    // Worked by hand: SABC560626MDFLRN0 weighs 1979; 10 - 9 = 1.
    expect(curpCheckDigit('SABC560626MDFLRN0')).toBe('1');
    expect(curpProblem('SABC560626MDFLRN01')).toBeNull();
    expect(curpProblem('motr930411hjcrmn03')).toBeNull();
    // Born from 2000: a letter as the differentiator.
    expect(curpProblem(`PEGJ020315HJCRRNA${curpCheckDigit('PEGJ020315HJCRRNA')}`)).toBeNull();
    expect(curpBirthDate(`PEGJ020315HJCRRNA${curpCheckDigit('PEGJ020315HJCRRNA')}`)).toBe('2002-03-15');
    expect(curpBirthDate('SABC560626MDFLRN01')).toBe('1956-06-26');
  });

  it('refuses a wrong check digit, a state that does not exist, a date that does not exist and a bad shape', () => {
    expect(curpProblem('SABC560626MDFLRN02')).toMatch(/dígito verificador/);
    expect(curpProblem(`SABC560626MZZLRN0${curpCheckDigit('SABC560626MZZLRN0')}`)).toMatch(/estado/);
    expect(curpProblem(`SABC560231MDFLRN0${curpCheckDigit('SABC560231MDFLRN0')}`)).toMatch(/no es una fecha real/);
    expect(curpProblem('SABC560626MDFLRN0')).toMatch(/18 caracteres/);
    expect(curpProblem('SABC560626QDFLRN01')).toMatch(/H, M o X/);
  });
});

describe('applicantStepProblems', () => {
  const rfc = `TOGA850101AB${rfcCheckDigit('TOGA850101AB')}`;
  const curp = `TOGA850101MJCRMN0${curpCheckDigit('TOGA850101MJCRMN0')}`;
  const today = '2026-05-01';

  it('checks that the RFC and CURP carry the birth date typed, and the age', () => {
    expect(applicantStepProblems({ applicantType: 'fisica', rfc, curp, birthDate: '1985-01-01' }, today)).toEqual({});
    expect(applicantStepProblems({ applicantType: 'fisica-empresarial', rfc, curp, birthDate: '1985-01-02' }, today)).toEqual({
      rfc: 'La fecha del RFC no coincide con la fecha de nacimiento.',
      curp: 'La fecha de la CURP no coincide con la fecha de nacimiento.',
    });
    expect(applicantStepProblems({ applicantType: 'fisica', rfc, curp, birthDate: '2010-01-01' }, today).birthDate).toMatch(/mayor de 18/);
  });

  it("checks a company's RFC against its incorporation date and its representative's RFC and CURP", () => {
    const company = `TBA100315Q2${rfcCheckDigit('TBA100315Q2')}`;
    const representative = { rfc, curp };
    expect(applicantStepProblems({ applicantType: 'moral', rfc: company, incorporationDate: '2010-03-15', representative }, today)).toEqual({});
    expect(applicantStepProblems({ applicantType: 'moral', rfc: company, incorporationDate: '2010-03-16', representative: { rfc: 'X', curp } }, today)).toEqual({
      rfc: 'La fecha del RFC no coincide con la fecha de constitución.',
      'representative.rfc': expect.stringMatching(/13 caracteres/),
    });
  });
});

describe('documentsFor', () => {
  it('gives a física con actividad empresarial the física list, each key once', () => {
    expect(documentsFor('fisica-empresarial')).toBe(APPLICATION_DOCUMENTS.fisica);
    expect(documentsFor('moral')).toBe(APPLICATION_DOCUMENTS.moral);
    for (const list of Object.values(APPLICATION_DOCUMENTS)) {
      const keys = list.map((document) => document.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(/^[a-z0-9-]{1,60}$/);
    }
  });
});
