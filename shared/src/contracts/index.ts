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
