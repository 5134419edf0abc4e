import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobForm } from './job-form.tsx';

afterEach(() => vi.restoreAllMocks());

function setup() {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const onSubmit = vi.fn();
  render(<JobForm submitLabel="Gönder" pending={false} onSubmit={onSubmit} />);
  return { alert, onSubmit, user: userEvent.setup() };
}

describe('JobForm', () => {
  it('shows a too-long title under the field and in one alert once the title is touched', async () => {
    const { alert, user } = setup();
    await user.type(screen.getByLabelText('İş başlığı'), 'Yazılımcılar');
    expect(alert).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Açıklama'));
    expect(await screen.findByText('Title must be 10 characters or less')).toBeVisible();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Title must be 10 characters or less');
  });

  it('alerts the first error on submit and sends nothing', async () => {
    const { alert, onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(alert).toHaveBeenCalledWith('Required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed values when both fields are valid', async () => {
    const { alert, onSubmit, user } = setup();
    await user.type(screen.getByLabelText('İş başlığı'), '  Tekniker ');
    await user.type(screen.getByLabelText('Açıklama'), 'Ağ bakımı');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Tekniker', description: 'Ağ bakımı' }, expect.anything());
    expect(alert).not.toHaveBeenCalled();
  });
});
