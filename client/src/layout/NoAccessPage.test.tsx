import { screen } from '@testing-library/react';
import { renderScreen, viewerWith } from '../test/render';
import { NoAccessPage } from './NoAccessPage';

describe('NoAccessPage', () => {
  it('sends firm users to their firm administrator', () => {
    renderScreen(<NoAccessPage />, { path: '/roles', viewer: viewerWith('STAFF') });
    expect(screen.getByRole('heading', { name: "This page isn't available to your account" })).toBeInTheDocument();
    expect(screen.getByText('Ask your firm administrator if you need access.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('tells the platform admin, who has no firm administrator, that the page is for firm staff and where their work is', () => {
    renderScreen(<NoAccessPage />, { path: '/tasks', viewer: viewerWith('PLATFORM_ADMIN') });
    expect(screen.getByRole('heading', { name: "This page isn't available to your account" })).toBeInTheDocument();
    expect(screen.queryByText(/firm administrator/)).not.toBeInTheDocument();
    expect(screen.getByText(/^This page is for firm staff\. As the platform administrator you manage firms/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Admin Dashboard' })).toHaveAttribute('href', '/');
  });
});
