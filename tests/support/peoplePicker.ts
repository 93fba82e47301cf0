import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** A search form's people picker (travellers, rooms and guests), as its tests name it. */
export interface PeoplePicker {
  /** The form's button that opens it, and its dialog's name. */
  opener: RegExp;
  dialog: string;
  /** A button its content shows once loaded (the content is loaded on first open), if it is loaded late. */
  ready?: string;
  /** The test id of the line that says which limit was reached. */
  limits: string;
}

/** Opens the picker of the form rendered, as a visitor does; its buttons and limits line, and its user. */
export async function openPeople(picker: PeoplePicker, user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: picker.opener }));
  const panel = await screen.findByRole('dialog', { name: picker.dialog });
  if (picker.ready) await within(panel).findByRole('button', { name: picker.ready });
  const button = (name: string) => within(panel).getByRole('button', { name });
  const limits = () => within(panel).getByTestId(picker.limits);
  const press = async (name: string, times = 1) => {
    for (let i = 0; i < times; i++) await user.click(button(name));
  };
  return {
    user,
    panel,
    button,
    limits,
    press,
    /** Pressing `name` `times` times reaches a limit: the button is then disabled, and the limits line says why. */
    async pressToLimit(name: string, times: number, why: string) {
      await press(name, times);
      expect(button(name)).toBeDisabled();
      expect(limits()).toHaveTextContent(why);
    },
  };
}
