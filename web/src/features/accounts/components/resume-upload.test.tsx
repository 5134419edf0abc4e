import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResumeUpload } from './resume-upload.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** A stand-in for XMLHttpRequest that the test answers by hand. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function setup(hasResume = false) {
  const onUploaded = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ResumeUpload hasResume={hasResume} onUploaded={onUploaded} />
    </QueryClientProvider>,
  );
  return { onUploaded, user: userEvent.setup({ applyAccept: false }) };
}
const pdf = (size = 100, name = 'cv.pdf') => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('ResumeUpload', () => {
  it('says a wrong type and a too large file under the field at once, and sends nothing', async () => {
    const { user } = setup();
    const input = screen.getByLabelText('Özgeçmiş dosyası');
    await user.upload(input, new File(['x'], 'notlar.txt', { type: 'text/plain' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Özgeçmiş PDF, DOC ya da DOCX dosyası olmalı.'));
    await user.upload(input, pdf(5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Özgeçmiş dosyası en fazla 5 MB olabilir.');
    await user.click(screen.getByRole('button', { name: 'Özgeçmişi yükle' }));
    expect(input).toHaveFocus();
    expect(FakeXhr.last).toBeUndefined();
  });

  it('shows the upload progress, then says it is done and hands back the url', async () => {
    const { user, onUploaded } = setup();
    await user.upload(screen.getByLabelText('Özgeçmiş dosyası'), pdf());
    await user.click(screen.getByRole('button', { name: 'Özgeçmişi yükle' }));
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/student/resume');
    expect((xhr.body as FormData).get('resume')).toBeInstanceOf(File);
    const bar = screen.getByRole('progressbar', { name: 'Yükleme durumu' });
    expect(bar).toHaveValue(0);
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(bar).toHaveValue(40);
    expect(screen.getByText('%40')).toBeInTheDocument();
    await act(async () => xhr.answer(200, { ok: true, resume: '/files/abc' }));
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/files/abc'));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Özgeçmişiniz yüklendi.', expect.anything()));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the field", async () => {
    const { user, onUploaded } = setup(true);
    await user.upload(screen.getByLabelText('Yeni özgeçmiş dosyası'), pdf(100, 'sahte.pdf'));
    await user.click(screen.getByRole('button', { name: 'Özgeçmişi değiştir' }));
    await act(async () => FakeXhr.last!.answer(400, { error: 'Dosya türü desteklenmiyor.', code: 'BAD_FILE_TYPE' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Dosya türü desteklenmiyor.'));
    expect(screen.getByLabelText('Yeni özgeçmiş dosyası')).toHaveAttribute('aria-invalid', 'true');
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
