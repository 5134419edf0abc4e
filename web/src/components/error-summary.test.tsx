import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary.tsx';

type Values = { name: string; email: string };
const fields = [
  { name: 'name', label: 'Ad' },
  { name: 'email', label: 'E-posta' },
];
const both: FieldErrors<Values> = {
  name: { type: 'required', message: 'validation.required' },
  email: { type: 'custom', message: 'Bu adres kayıtlı.' },
};

function Form({ errors, focusKey }: { errors: FieldErrors<Values>; focusKey?: number }) {
  return (
    <form>
      <ErrorSummary errors={errors} fields={fields} submitCount={1} focusKey={focusKey} />
      <input name="name" aria-label="Ad" />
      <input name="email" aria-label="E-posta" />
    </form>
  );
}

describe('ErrorSummary', () => {
  it('names every problem as a link to its field, in the form’s order', async () => {
    render(<Form errors={both} />);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Formda 2 hata var');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Ad: Bu alan zorunludur', 'E-posta: Bu adres kayıtlı.']);
    await userEvent.setup().click(links[1]);
    expect(screen.getByLabelText('E-posta')).toHaveFocus();
  });

  it('takes the focus for each new key once the problems show, and not again for problems that come later', () => {
    // A refused submit's key may come a render before its errors.
    const { rerender } = render(<Form errors={{}} focusKey={1} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Form errors={both} focusKey={1} />);
    expect(screen.getByRole('alert')).toHaveFocus();

    // The person fixes everything and types on; a field left wrong brings the summary back without the focus.
    rerender(<Form errors={{}} focusKey={1} />);
    screen.getByLabelText('Ad').focus();
    rerender(<Form errors={{ name: both.name }} focusKey={1} />);
    expect(screen.getByLabelText('Ad')).toHaveFocus();

    // The next refused submit takes it again.
    rerender(<Form errors={both} focusKey={2} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('leaves the focus alone in forms that do not ask for it', () => {
    render(<Form errors={both} />);
    expect(screen.getByRole('alert')).not.toHaveFocus();
    expect(screen.getByRole('alert')).not.toHaveAttribute('tabindex');
  });
});
