import { sendOutcome, type SendSteps } from './send-outcome';

const steps = (over: Partial<SendSteps> = {}): SendSteps => ({
  created: true,
  markedRead: true,
  failedAttachments: 0,
  template: 'ok',
  notification: 'ok',
  ...over,
});

describe('sendOutcome (spec 3 §4, §8)', () => {
  it('succeeds when every step did', () => {
    expect(sendOutcome(steps())).toEqual({ outcome: 'Success', message: 'Message sent successfully.' });
    expect(sendOutcome(steps({ template: null, notification: null })).outcome).toBe('Success');
  });

  it('reports a message that was not created', () => {
    expect(sendOutcome(steps({ created: false, failedAttachments: 2 }))).toEqual({
      outcome: 'MessageFailure',
      message: 'There was a problem sending your message. Please contact us for assistance',
    });
  });

  it('puts a failed attachment first', () => {
    expect(sendOutcome(steps({ failedAttachments: 1, notification: 'failed' }))).toEqual({
      outcome: 'FailedToSend',
      message: 'There has been a problem sending your attachments.  Please review your sent messages.',
    });
  });

  it('reports a failed first-read mark with the review text', () => {
    expect(sendOutcome(steps({ markedRead: false }))).toEqual({
      outcome: 'FailedToSend',
      message: 'There has been a problem sending your message.  Please review your sent messages.',
    });
  });

  it('reports template and notification failures', () => {
    const text = 'Message sent but no-one has been notified. Please contact us separately';
    expect(sendOutcome(steps({ template: 'failed', notification: null }))).toEqual({
      outcome: 'TemplateError',
      message: text,
    });
    expect(sendOutcome(steps({ notification: 'failed' }))).toEqual({ outcome: 'NotificationError', message: text });
  });
});
