import { cleanup, render, screen } from '@testing-library/react';
import { DemoDataBanner } from './DemoDataBanner';

describe("the 'Demo data' banner", () => {
  afterEach(cleanup);

  it('says Demo data and why, with nothing to close it by', () => {
    render(<DemoDataBanner />);
    const banner = screen.getByRole('note', { name: 'Demo data' });
    expect(banner.textContent).toBe('Demo data A sample firm whose sign-in details are public. Enter nothing real.');
    expect(banner.querySelectorAll('button, a, input')).toHaveLength(0);
  });
});
