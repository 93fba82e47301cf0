import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('links to its target and stays hidden until focused', () => {
    render(<SkipLink target="results-list">Skip to the hotels</SkipLink>);
    const link = screen.getByRole('link', { name: 'Skip to the hotels' });
    expect(link).toHaveAttribute('href', '#results-list');
    expect(link).toHaveClass('visually-hidden-focusable');
  });
});
