import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { NotFoundView } from './NotFoundView';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

describe('NotFoundView', () => {
  it('shows a heading, the page_not_found message and a go-home button', () => {
    renderApp(<NotFoundView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/couldn't find the page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('has a variant without the button', () => {
    renderApp(<NotFoundView showHomeButton={false} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('speaks Arabic', () => {
    renderApp(<NotFoundView />, { locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
  });
});
