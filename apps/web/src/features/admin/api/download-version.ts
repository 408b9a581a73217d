import { apiDownload } from '@/lib/api-client';

/** Saves a version's package as `<slug>-v<version>.zip` through the browser's own download. */
export async function downloadVersion(slug: string, version: number): Promise<void> {
  const blob = await apiDownload(`/api/admin/problems/${encodeURIComponent(slug)}/versions/${version}/archive`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${slug}-v${version}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
