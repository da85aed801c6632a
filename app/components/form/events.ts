/**
 * Announced on `window` when a form's message was delivered (detail: the form's template name).
 * The form layer knows nothing of analytics: the analytics root, where configured, listens.
 */
export const FORM_DELIVERED_EVENT = "altura:form-delivered";

export type FormDeliveredEvent = CustomEvent<{ form: string }>;
