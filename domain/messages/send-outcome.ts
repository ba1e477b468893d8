/** The outcome of sending a message (spec 3 §4 "Reading and composing", §8 "Sending"). */

export type SendOutcome = 'Success' | 'FailedToSend' | 'TemplateError' | 'NotificationError' | 'MessageFailure';

/** spec 3 §8 */
export const MESSAGE_SENT = 'Message sent successfully.';
/** spec 3 §8: nothing was created. */
export const MESSAGE_FAILURE = 'There was a problem sending your message. Please contact us for assistance';
/** spec 3 §8: the longer variant, when the message exists but a later step failed. */
export const MESSAGE_FAILURE_REVIEW =
  'There has been a problem sending your message.  Please review your sent messages.';
/** spec 3 §8 */
export const ATTACHMENTS_FAILURE =
  'There has been a problem sending your attachments.  Please review your sent messages.';
/** spec 3 §8 */
export const NOTIFICATION_FAILURE = 'Message sent but no-one has been notified. Please contact us separately';

export interface SendSteps {
  created: boolean;
  markedRead: boolean;
  failedAttachments: number;
  /** null when no notification was due (none configured, or already sent). */
  template: 'ok' | 'failed' | null;
  notification: 'ok' | 'failed' | null;
}

/**
 * spec 3 §4, §8: which outcome the steps add up to. A failed attachment matters most (the user must act on
 * it), then the template, then the notification; a message that exists is never reported as not sent.
 */
export function sendOutcome(steps: SendSteps): { outcome: SendOutcome; message: string } {
  if (!steps.created) return { outcome: 'MessageFailure', message: MESSAGE_FAILURE };
  if (steps.failedAttachments > 0) return { outcome: 'FailedToSend', message: ATTACHMENTS_FAILURE };
  if (!steps.markedRead) return { outcome: 'FailedToSend', message: MESSAGE_FAILURE_REVIEW };
  if (steps.template === 'failed') return { outcome: 'TemplateError', message: NOTIFICATION_FAILURE };
  if (steps.notification === 'failed') return { outcome: 'NotificationError', message: NOTIFICATION_FAILURE };
  return { outcome: 'Success', message: MESSAGE_SENT };
}
