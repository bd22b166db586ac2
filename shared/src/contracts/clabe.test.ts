import { checkClabe, clabeCheckDigit, groupedClabe } from './clabe';

// Check digits worked by hand with the published rule (weights 3, 7, 1; each product mod 10;
// 10 minus the sum mod 10), not with the function under test.
describe('CLABE', () => {
  it('computes the control digit of published examples', () => {
    // 032180000118359719: the Banco de México's own example.
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
    // 002010077777777771: the example of the ABM's guide.
    expect(clabeCheckDigit('00201007777777777')).toBe(1);
  });

  it('accepts a valid CLABE of a bank in the catalog, typed with spaces', () => {
    expect(checkClabe('002 010 07777777777 1')).toEqual({ ok: true, clabe: '002010077777777771', bankCode: '002', bankName: 'Banamex' });
  });

  it('refuses a wrong control digit, a wrong length, letters and an unknown bank, each in its words', () => {
    expect(checkClabe('002010077777777772')).toEqual({ ok: false, message: expect.stringMatching(/dígito verificador/) });
    expect(checkClabe('00201007777777777')).toEqual({ ok: false, message: 'La CLABE tiene 18 dígitos; escribiste 17.' });
    expect(checkClabe('00201007777777777A')).toEqual({ ok: false, message: 'La CLABE solo lleva números.' });
    expect(checkClabe('')).toEqual({ ok: false, message: expect.stringMatching(/Escribe la CLABE/) });
    // 999 is nobody's code; the control digit is right, so the bank is what is refused.
    const unknown = `99918000011835971${clabeCheckDigit('99918000011835971')}`;
    expect(checkClabe(unknown)).toEqual({ ok: false, message: expect.stringMatching(/código 999/) });
  });

  it('prints a CLABE in the groups banks use', () => {
    expect(groupedClabe('032180000118359719')).toBe('032 180 00011835971 9');
  });
});
