export { ApiError, toApiError } from './api-error';
export { http, configureApi } from './http-client';
export { uploadWithProgress } from './upload-with-progress';
export { createQueryClient, isWorthRetrying, FIXED_DURING_A_VISIT, FAILURE_RELOADS_PAGE } from './query-client';
export {
  PageQueries,
  carriedQueries,
  forgetCarriedQueries,
  collectPageQueries,
  OPTIONAL_FOR_PRERENDER,
  type PageQueryCollection,
} from './page-queries';
export { PAGE_QUERIES_ID, PRERENDERED_PAGE_ID } from './page-ids';
export { loadRuntimeConfig, loadRuntimeConfigPatiently, readInlineRuntimeConfig, type RuntimeConfig } from './runtime-config';
export { getCompany, companyQuery } from './endpoints/get-company';
export { getCustomerProfile } from './endpoints/get-customer-profile';
export { getActiveAlert, getCustomerAreaAlert, activeAlertQuery, customerAreaAlertQuery } from './endpoints/get-active-alert';
export { sendContactMessage } from './endpoints/send-contact-message';
export { getFinancingPlans, financingPlansQuery } from './endpoints/get-financing-plans';
export { getFinancingPlan, financingPlanQuery } from './endpoints/get-financing-plan';
export { sendLead } from './endpoints/send-lead';
export { getDealerStates, dealerStatesQuery } from './endpoints/get-dealer-states';
export { searchDealers, dealerSearchQuery, type DealerFilters } from './endpoints/search-dealers';
export { contactDealer } from './endpoints/contact-dealer';
export { getHomeContent, homeContentQuery } from './endpoints/get-home-content';
export { searchSite, SEARCH_MIN_LENGTH, type SiteSearch } from './endpoints/search-site';
export { getNews, newsQuery } from './endpoints/get-news';
export { getNewsItem, newsItemQuery } from './endpoints/get-news-item';
export { getContentPage, contentPageQuery } from './endpoints/get-content-page';
export { getFaqs, faqsQuery } from './endpoints/get-faqs';
export { resolveApiUrl } from './resolve-api-url';
export { getVehicleTypes, vehicleTypesQuery } from './endpoints/get-vehicle-types';
export { getVehicleModels, vehicleModelsQuery } from './endpoints/get-vehicle-models';
export { getVehicleVersions, vehicleVersionsQuery } from './endpoints/get-vehicle-versions';
export { sendQuote } from './endpoints/send-quote';
