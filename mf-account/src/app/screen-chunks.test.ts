import { CUSTOMER_AREA_PATHS } from '../routes';
import { SCREEN_CHUNKS } from './screen-chunks';

describe('the customer screens a page preloads from its HTML', () => {
  it('are every customer screen, at the address its route has', () => {
    expect(Object.keys(SCREEN_CHUNKS).sort()).toEqual([...CUSTOMER_AREA_PATHS].sort());
  });

  it("each name the query cache's chunk beside the screen's own", () => {
    for (const chunks of Object.values(SCREEN_CHUNKS)) expect(chunks).toEqual(['customer-data-area', expect.any(String)]);
  });
});
