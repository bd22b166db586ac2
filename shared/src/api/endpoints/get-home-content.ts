import { queryOptions } from '@tanstack/react-query';
import type { HomeContent } from '../../contracts';
import { FIXED_DURING_A_VISIT } from '../query-client';
import { http } from '../http-client';
import { resolveApiUrl } from '../resolve-api-url';

/**
 * docs/product.md §7, what the product does with the answer: plan cards whose title contains 'Flexi' and the
 * brand titled 'Financial' are not shown on home. Image paths are made absolute (they live on
 * the API's origin).
 */
export function prepareHomeContent(content: HomeContent): HomeContent {
  return {
    mainbanners: content.mainbanners.map((slide) => ({
      ...slide,
      imgcontent: resolveApiUrl(slide.imgcontent),
      imgmobilecontent: resolveApiUrl(slide.imgmobilecontent),
    })),
    plansbanners: {
      plansarray: content.plansbanners.plansarray
        .filter((card) => !card.title.includes('Flexi'))
        .map((card) => ({ ...card, icnsummary: resolveApiUrl(card.icnsummary) })),
    },
    promocionesbanners: content.promocionesbanners.map((promo) => ({ ...promo, imgback: resolveApiUrl(promo.imgback) })),
    marcasbanners: content.marcasbanners
      .filter((brand) => brand.title.trim().toLowerCase() !== 'financial')
      .map((brand) => ({ ...brand, imgmobileback: resolveApiUrl(brand.imgmobileback) })),
    noticiasbanners: content.noticiasbanners.map((item) => ({ ...item, imgback: resolveApiUrl(item.imgback) })),
  };
}

/** docs/product.md §7: home content (banners, plan cards, promotions, brands, news). */
export async function getHomeContent(): Promise<HomeContent> {
  const { data } = await http.get<HomeContent>('/api/banners');
  return prepareHomeContent(data);
}

export const homeContentQuery = queryOptions({ queryKey: ['home'], queryFn: getHomeContent, ...FIXED_DURING_A_VISIT });
