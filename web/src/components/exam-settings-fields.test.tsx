import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExamSettingsFields, type ExamSettingsValues } from './exam-settings-fields.tsx';

const texts = {
  drawCount: 'Denemedeki soru sayısı',
  drawCountHint: 'Boş: tüm sorular',
  timeLimit: 'Süre (dakika)',
  timeLimitHint: 'Boş: sınırsız',
  passPercent: 'Geçme yüzdesi',
  passPercentHint: '50: yarısı',
  minAttendance: 'Sertifika için gereken devam (%)',
  minAttendanceHint: 'Boş: varsayılan',
  shuffle: 'Karıştır',
};
const start: ExamSettingsValues = { drawCount: '', timeLimitMinutes: '20', passPercent: '50', shuffle: true };

function Harness(props: {
  layout: 'grid' | 'stack';
  initial?: ExamSettingsValues;
  onValues?: (v: ExamSettingsValues) => void;
}) {
  const [values, setValues] = useState(props.initial ?? start);
  return (
    <ExamSettingsFields
      layout={props.layout}
      legend={props.layout === 'grid' ? 'Sınav ayarları' : undefined}
      texts={texts}
      values={values}
      errors={{ passPercent: values.passPercent === '0' ? '1 ile 100 arasında bir sayı yazın.' : undefined }}
      onChange={(v) => {
        setValues(v);
        props.onValues?.(v);
      }}
    />
  );
}

describe('ExamSettingsFields', () => {
  it("the course form's box: a legend, number fields with their bounds, no attendance field unless given", async () => {
    const onValues = vi.fn();
    render(<Harness layout="grid" onValues={onValues} />);
    expect(screen.getByRole('group', { name: 'Sınav ayarları' })).toBeInTheDocument();
    const draw = screen.getByLabelText('Denemedeki soru sayısı');
    expect(draw).toHaveAttribute('type', 'number');
    expect(draw).toHaveAttribute('max', '200');
    expect(draw).toHaveAccessibleDescription('Boş: tüm sorular');
    expect(screen.queryByLabelText('Sertifika için gereken devam (%)')).toBeNull();
    await userEvent.type(draw, '12');
    await userEvent.click(screen.getByLabelText('Karıştır'));
    expect(onValues).toHaveBeenLastCalledWith({ ...start, drawCount: '12', shuffle: false });
  });

  it("the bank's column: text fields that say what is wrong, the attendance field, all disabled together", async () => {
    const { rerender } = render(<Harness layout="stack" initial={{ ...start, minAttendancePercent: '' }} />);
    const pass = screen.getByLabelText('Geçme yüzdesi');
    expect(pass).not.toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Sertifika için gereken devam (%)')).toBeInTheDocument();
    await userEvent.clear(pass);
    await userEvent.type(pass, '0');
    expect(pass).toHaveAttribute('aria-invalid', 'true');
    expect(pass).toHaveAccessibleDescription(/1 ile 100 arasında/);
    rerender(<ExamSettingsFields layout="stack" texts={texts} values={start} onChange={() => undefined} disabled />);
    expect(screen.getByLabelText('Süre (dakika)')).toBeDisabled();
  });
});
