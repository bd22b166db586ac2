export { Button, type ButtonProps } from './components/button';
export { ErrorBoundary, type ErrorBoundaryProps } from './components/error-boundary';
export { EmptyState, ErrorState, LoadingState, type ErrorStateProps } from './components/status-message';
export { PageHeading } from './components/page-heading';
export { Accordion, type AccordionPanel, type AccordionProps } from './components/accordion';
export { useDialogFocus } from './components/use-dialog-focus';
export { SafeHtml, type SafeHtmlProps } from './components/safe-html';
export { FormField, type FormFieldProps } from './components/form-field';
export { showApiErrors } from './components/api-form-errors';
