import { parsePesos } from './parse-pesos';

describe('parsePesos', () => {
  it.each([
    ['15000', 1_500_000],
    ['15,000.00', 1_500_000],
    ['$ 1,250,000.5', 125_000_050],
    ['100.05', 10_005],
    [' 250 000 ', 25_000_000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parsePesos(text)).toBe(cents);
  });

  it.each(['1,00,0', '15,0000', ',100', '12.345', '12,5x', '', '-100', '1e5'])('is not an amount: %j', (text) => {
    expect(parsePesos(text)).toBeNull();
  });
});
