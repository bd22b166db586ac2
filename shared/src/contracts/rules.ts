// The contracts' rules as plain values and functions, with no schema library: what browser code
// imports so that a form applies the same limits and messages as the API that checks them again.
export {
  ACCESS_MESSAGES,
  CONTRACT_NUMBER_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_LIMITS,
  RFC_PATTERN,
  SIGN_IN_CODE,
  isValidRfc,
  normalizeContractNumber,
  normalizeRfc,
} from './access-rules';
export { PASSKEY_NAME_MAX } from './passkey-rules';
export { CONTACT_LIMITS, DEALER_CONTACT_LIMITS, PHONE_MESSAGE, PHONE_PATTERN, QUOTE_CONTACT_LIMITS } from './contact-limits';
export { LEAD_LIMITS, TAX_DATA_CONSENT_TEXT } from './lead-limits';
export { CONTRACT_PLAN_NAMES, CUSTOMER_AREA_LIMITS, MONTH_PATTERN, MOVEMENT_PAGE_SIZES, PAYMENT_VIEW_TOKEN_PATTERN, UUID_PATTERN } from './customer-area-rules';
export { referenceFolio } from './reference-folio';
export { vehicleName } from './vehicle-name';
export { MIN_CUSTOM_PAYMENT, customPaymentProblem } from './payment-rules';
export { checkClabe, clabeCheckDigit, groupedClabe, maskedClabe, normalizeClabe, type ClabeCheck } from './clabe';
export { MEXICAN_BANKS } from './mexican-banks';
export { PAY_YOUR_WAY_LIMITS, mandateText, scheduleAmountProblem, scheduleDateProblem, scheduleStillEditable } from './pay-your-way-rules';
export { CFDI_USES, DEFAULT_CFDI_USE, TAX_REGIMES, isCfdiUse, isTaxRegime, satLabel, type SatCatalogEntry } from './sat-catalogs';
export * from './backoffice-rules';
export * from './backoffice-payments-rules';
export * from './application-rules';
export * from './backoffice-applications-rules';
