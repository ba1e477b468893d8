import { NotificationType } from '../session/notification-prompts';
import { journeyLink } from './journey-links';

describe('journeyLink', () => {
  it('sends the review to the annual review page of the portal, whatever the content says', () => {
    expect(journeyLink(NotificationType.review, '/clients/annual-review/', '/core/review')).toEqual({
      href: '/clients/annual-review/',
      inPortal: true,
    });
  });

  it('sends fact find, APA and robo to their applications, or to the address the content gives', () => {
    expect(journeyLink(NotificationType.factFind, '/r/')).toEqual({ href: '/factfind/', inPortal: false });
    expect(journeyLink(NotificationType.automatedPersonalAdvice, '/r/', ' ')).toEqual({
      href: '/apa/',
      inPortal: false,
    });
    expect(journeyLink(NotificationType.roboAdvice, '/r/', null)).toEqual({ href: '/robo/', inPortal: false });
    expect(journeyLink(NotificationType.factFind, '/r/', 'https://factfind.example/start')).toEqual({
      href: 'https://factfind.example/start',
      inPortal: false,
    });
  });
});
