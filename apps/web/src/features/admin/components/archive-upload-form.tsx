import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Upload } from 'lucide-react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useUploadArchive } from '../api/upload-archive';
import { cellClasses, headCellClasses, ScrollTable } from './admin-ui';

/** Uploads an archive of several Kattis packages in one go and shows what became of each. */
export function ArchiveUploadForm() {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadArchive();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
  };
  const packages = upload.data?.packages ?? [];
  const storedCount = packages.filter((row) => row.error === null).length;

  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-end">
        <div>
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
            Archive of several packages (.zip or .tar.gz)
          </label>
          <input
            id={fileId}
            type="file"
            accept=".zip,.tar.gz,.tgz,.tar,application/zip,application/gzip"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className={`${inputClasses} py-2 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm dark:file:bg-slate-800 dark:file:text-slate-200`}
          />
        </div>
        <Button type="submit" disabled={!file || upload.isPending}>
          <Upload className="size-4" aria-hidden="true" />
          {upload.isPending ? 'Uploading...' : 'Upload archive'}
        </Button>
      </div>
      {upload.isError && <Banner tone="error">{errorMessage(upload.error, 'The upload failed')}</Banner>}
      {upload.data && (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
            {storedCount} of {packages.length} packages stored as drafts; each is being verified.
          </p>
          <ScrollTable label="Packages of the archive">
            <thead>
              <tr>
                <th className={headCellClasses}>Folder</th>
                <th className={headCellClasses}>Problem</th>
                <th className={headCellClasses}>Result</th>
              </tr>
            </thead>
            <tbody>
              {packages.map((row) => (
                <tr key={row.folder}>
                  <td className={`${cellClasses} font-mono text-xs`}>{row.folder}</td>
                  <td className={cellClasses}>
                    {row.slug && row.error === null ? <Link className="text-blue-700 hover:underline dark:text-blue-400" to={paths.admin.problem(row.slug)}>{row.slug}</Link> : (row.slug ?? '—')}
                  </td>
                  <td className={cellClasses}>
                    {row.error === null ? (
                      <span className="text-emerald-700 dark:text-emerald-400">Stored as version {row.version}, verifying</span>
                    ) : (
                      <span className="text-red-700 dark:text-red-400">{row.error}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </>
      )}
    </form>
  );
}
