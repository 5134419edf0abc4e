import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RESUME_MAX_BYTES, type ResumeReplaced } from '@beceri/domain';
import { uploadWithProgress } from '../../../lib/api.ts';

/** What the server takes as a resume (the same rules as at sign-up; it checks the content, this only the name). */
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The fast check before sending: 'type' or 'size' when the file cannot be a resume, null when it may be. */
export function resumeProblem(file: Pick<File, 'name' | 'size'>): 'type' | 'size' | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(ext)) return 'type';
  if (file.size > RESUME_MAX_BYTES) return 'size';
  return null;
}

/** `PUT /student/resume` with upload progress (0–100); the profile is read again afterwards. */
export function useReplaceResume(onProgress: (percent: number) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('resume', file);
      return uploadWithProgress<ResumeReplaced>('PUT', '/student/resume', form, onProgress);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['profile', 'student'] }),
  });
}
