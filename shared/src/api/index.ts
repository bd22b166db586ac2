export { ApiError, toApiError } from './api-error';
export { http, configureApi } from './http-client';
export { cachedRequest } from './cached-request';
export { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';
export { getCompany } from './endpoints/get-company';
export { signIn } from './endpoints/sign-in';
export { getCustomerProfile } from './endpoints/get-customer-profile';
export { getActiveAlert } from './endpoints/get-active-alert';
export { sendContactMessage } from './endpoints/send-contact-message';
