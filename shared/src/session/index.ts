export { appStore, createAppStore, type AppState, type AppStore } from './store';
export { useAppStore } from './use-app-store';
export { usePageTitle } from './use-page-title';
export { collectPageHead, type PageHead } from './page-head';
export { tabIsSignedIn } from './signed-in-tab';
export { selectCustomer, selectIsSignedIn, type SessionUser } from './session-slice';
export { initialCalculatorSettings, type CalculatorSettings } from './calculator-slice';
export { eventBus, createEventBus, type AppEvents, type EventBus } from './event-bus';
export {
  ALERT_HIDDEN_KEY,
  CUSTOMER_ALERT_HIDDEN_KEY,
  RETURNING_CUSTOMER_KEY,
  CAPITAL_CONTRIBUTION_SCROLL_KEY,
  FORM_DRAFT_KEY_PREFIX,
  MODEL_SELECTION_KEYS,
  SESSION_USER_KEY,
  TRANSIENT_STORAGE_KEYS,
} from './storage-keys';
