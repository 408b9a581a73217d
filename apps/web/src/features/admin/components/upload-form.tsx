import { useId, useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import type { UploadAnswer } from '@codepath/contract/admin-problems';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { TextField, inputClasses } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useUploadPackage } from '../api/upload-package';

type UploadFormProps = {
  /** A new version of this problem; without it, a new problem. */
  existingSlug?: string;
  onUploaded: (answer: UploadAnswer) => void;
};

/** Uploads a Kattis package archive (zip or tar.gz, either layout). */
export function UploadForm({ existingSlug, onUploaded }: UploadFormProps) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [slug, setSlug] = useState('');
  const upload = useUploadPackage(existingSlug);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate({ file, ...(slug.trim() ? { slug: slug.trim() } : {}) }, { onSuccess: onUploaded });
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 md:grid-cols-[1fr_16rem_auto] md:items-end">
        <div>
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
            Package archive (.zip or .tar.gz)
          </label>
          <input
            id={fileId}
            type="file"
            accept=".zip,.tar.gz,.tgz,.tar,application/zip,application/gzip"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className={`${inputClasses} py-2 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm dark:file:bg-slate-800 dark:file:text-slate-200`}
          />
        </div>
        {!existingSlug && <TextField label="Name (optional)" placeholder="from the archive" value={slug} onChange={(event) => setSlug(event.target.value)} hint="lower-case letters, digits, dashes" />}
        <Button type="submit" disabled={!file || upload.isPending} className={existingSlug ? 'md:col-span-2 md:justify-self-start' : ''}>
          <Upload className="size-4" aria-hidden="true" />
          {upload.isPending ? 'Uploading...' : existingSlug ? 'Upload new version' : 'Upload problem'}
        </Button>
      </div>
      {upload.isError && <Banner tone="error">{errorMessage(upload.error, 'The upload failed')}</Banner>}
      {upload.data && !upload.data.isNewVersion && <Banner tone="info">These files are version {upload.data.version} already: nothing new was stored.</Banner>}
    </form>
  );
}
