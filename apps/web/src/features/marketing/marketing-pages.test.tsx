import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import LandingPage from '@/features/marketing/landing-page';
import FeaturesPage from '@/features/marketing/features-page';
import AboutPage from '@/features/marketing/about-page';

const renderAt = (page: React.ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('the public pages', () => {
  it('landing: a hero, three feature cards, a story and links to features, about and login', () => {
    renderAt(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    const targets = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual(expect.arrayContaining(['/features', '/about', '/login?mode=sign-up']));
    // A newcomer who starts practising needs an account first, so the login screen opens in sign-up mode.
    expect(screen.getByRole('link', { name: /Start practising/ })).toHaveAttribute('href', '/login?mode=sign-up');
    expect(document.body).toHaveTextContent(/isolated containers/);
  });

  it('features: the six cards of the spec', () => {
    renderAt(<FeaturesPage />);
    expect(document.title).toBe('Features · CodePath');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'AI-Powered Hints',
      'Built-in Learning Package',
      'Dynamic Scoreboard',
      'Enhanced UI/UX',
      'Real-time Compilation',
      'Secure Environment',
    ]);
  });

  it('about: mission, five values, story and a founder card linking out safely', () => {
    renderAt(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our mission' })).toBeInTheDocument();
    const values = within(screen.getByRole('region', { name: 'Our core values' }));
    expect(values.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Passion for Code',
      'Community First',
      'Accessibility',
      'Excellence',
      'Privacy',
    ]);
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    const profile = screen.getByRole('link', { name: /GitHub profile/ });
    expect(profile).toHaveAttribute('href', expect.stringMatching(/^https:\/\/github\.com\//));
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
