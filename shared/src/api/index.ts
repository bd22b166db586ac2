export { ApiError, toApiError } from './api-error';
export { http, configureApi } from './http-client';
export { cachedRequest, type CachedRequest } from './cached-request';
export { loadRuntimeConfig, loadRuntimeConfigPatiently, readInlineRuntimeConfig, type RuntimeConfig } from './runtime-config';
export { getCompany } from './endpoints/get-company';
export { getCustomerProfile } from './endpoints/get-customer-profile';
export { getActiveAlert, getCustomerAreaAlert } from './endpoints/get-active-alert';
export { sendContactMessage } from './endpoints/send-contact-message';
export { getFinancingPlans } from './endpoints/get-financing-plans';
export { getFinancingPlan } from './endpoints/get-financing-plan';
export { sendLead } from './endpoints/send-lead';
export { getDealerStates } from './endpoints/get-dealer-states';
export { searchDealers } from './endpoints/search-dealers';
export { contactDealer } from './endpoints/contact-dealer';
export { getHomeContent } from './endpoints/get-home-content';
export { searchSite, SEARCH_MIN_LENGTH, type SiteSearch } from './endpoints/search-site';
export { getNews } from './endpoints/get-news';
export { getNewsItem } from './endpoints/get-news-item';
export { getContentPage } from './endpoints/get-content-page';
export { getFaqs } from './endpoints/get-faqs';
export { resolveApiUrl } from './resolve-api-url';
export { getVehicleTypes } from './endpoints/get-vehicle-types';
export { getVehicleModels } from './endpoints/get-vehicle-models';
export { getVehicleVersions } from './endpoints/get-vehicle-versions';
export { sendQuote } from './endpoints/send-quote';
export {
  collectFirstRenderData,
  provideFirstRenderData,
  readInlineFirstRenderData,
  FIRST_RENDER_DATA_ID,
  PRERENDERED_PAGE_ID,
  type FirstRenderData,
} from './first-render-data';
