import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceSelect } from './ChoiceSelect';

const SIZES = ['small', 'large'] as const;

describe('ChoiceSelect (a labelled select of fixed choices)', () => {
  it('is named by its label, lists the choices in order and hands on the one chosen', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <ChoiceSelect
        className="own-field"
        label="Size"
        labelClassName="own-field__label"
        selectClassName="form-select"
        name="size"
        value="small"
        choices={SIZES}
        choiceLabel={(size) => size.toUpperCase()}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveAttribute('name', 'size');
    expect(select).toHaveValue('small');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['SMALL', 'LARGE']);
    expect(container.firstElementChild).toHaveClass('own-field');
    await userEvent.selectOptions(select, 'large');
    expect(onChange).toHaveBeenCalledWith('large');
  });
});
