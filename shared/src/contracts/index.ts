// The API's request/response contracts. Browser code imports only the types (`import type`),
// so the schema objects stay on the server.
export { ApiErrorBodySchema, type ApiErrorBody } from './errors';
export { HealthSchema, type Health } from './health';
export { CompanySchema, type Company } from './company';
export {
  LoginRequestSchema,
  LoginResponseSchema,
  SessionCustomerSchema,
  type LoginRequest,
  type LoginResponse,
  type SessionCustomer,
} from './auth';
export {
  ContractStatusSchema,
  ContractSummarySchema,
  CustomerProfileSchema,
  type ContractStatus,
  type ContractSummary,
  type CustomerProfile,
} from './customers';
export { AlertRequestSchema, AlertSchema, type Alert, type AlertRequest } from './alert';
export { CONTACT_LIMITS } from './contact-limits';
export { ContactRequestSchema, ContactResponseSchema, type ContactRequest, type ContactResponse } from './contact';
export {
  FinancingPlanDetailResponseSchema,
  FinancingPlanDetailSchema,
  FinancingPlanListResponseSchema,
  FinancingPlansQuerySchema,
  FinancingPlanSummarySchema,
  PersonTypeSchema,
  PlanDocumentParamsSchema,
  PlanDocumentPdfSchema,
  type FinancingPlanDetail,
  type FinancingPlanDetailResponse,
  type FinancingPlanListResponse,
  type FinancingPlansQuery,
  type FinancingPlanSummary,
  type PersonType,
  type PlanDocument,
  type PlanDocumentParams,
  type PlanDownload,
  type PlanFaqEntry,
  type PlanFaqPanel,
  type PlanOption,
} from './financing-plans';
export {
  BannerSlideSchema,
  BrandSchema,
  HomeContentSchema,
  NewsItemSchema,
  PlanCardSchema,
  PromotionSchema,
  type BannerSlide,
  type Brand,
  type HomeContent,
  type NewsItem,
  type PlanCard,
  type Promotion,
} from './banners';
export { NewsListSchema, NewsParamsSchema, type NewsList, type NewsParams } from './news';
export { ContentPageParamsSchema, ContentPageSchema, type ContentPage, type ContentPageParams } from './pages';
export { FaqGroupSchema, FaqsSchema, type FaqGroup, type Faqs } from './faqs';
export {
  SEARCH_PHRASE_MAX,
  SEARCH_PHRASE_MIN,
  SearchItemSchema,
  SearchQuerySchema,
  SearchResultsSchema,
  type SearchItem,
  type SearchQuery,
  type SearchResults,
} from './search';
export { LEAD_LIMITS, TAX_DATA_CONSENT_TEXT } from './lead-limits';
export {
  LeadRequestSchema,
  LeadResponseSchema,
  LeadSourceSchema,
  type LeadRequest,
  type LeadResponse,
  type LeadSource,
} from './leads';
export {
  CitiesQuerySchema,
  CityListResponseSchema,
  CitySchema,
  DEALER_CONTACT_LIMITS,
  DEALER_PAGE_SIZE,
  DealerContactFormSchema,
  DealerContactRequestSchema,
  DealerContactResponseSchema,
  DealerPageSchema,
  DealerSchema,
  DealerSearchQuerySchema,
  DealerServiceSchema,
  PublicStatesResponseSchema,
  StateDistributorsQuerySchema,
  StateDistributorsResponseSchema,
  StateListResponseSchema,
  StateSchema,
  VehicleTypeSchema,
  type CitiesQuery,
  type City,
  type CityListResponse,
  type Dealer,
  type DealerContactForm,
  type DealerContactRequest,
  type DealerContactResponse,
  type DealerPage,
  type DealerSearchQuery,
  type DealerService,
  type PublicStatesResponse,
  type State,
  type StateDistributorsQuery,
  type StateDistributorsResponse,
  type StateListResponse,
  type StateWithCities,
  type VehicleType,
} from './dealers';
