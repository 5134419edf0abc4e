import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CookieConsent } from './cookie-consent.tsx';

describe('CookieConsent', () => {
  it('stores acceptance and hides itself', async () => {
    render(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Kabul et' }));
    expect(localStorage.getItem('cookie_consent')).toBe('accepted');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes a stored value on reject, so it asks again next time', async () => {
    localStorage.setItem('cookie_consent', 'something-else');
    const { unmount } = render(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Reddet' }));
    expect(localStorage.getItem('cookie_consent')).toBeNull();
    unmount();
    render(<CookieConsent />);
    expect(screen.getByRole('dialog', { name: 'Çerez politikası' })).toBeInTheDocument();
  });

  it('stays hidden once accepted', () => {
    localStorage.setItem('cookie_consent', 'accepted');
    render(<CookieConsent />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
