import { formatExactTime, formatRelativeTime } from '@/lib/relative-time';

/** A moment as "3 minutes ago", with the exact local time on hover and in `dateTime` for machines. */
export function RelativeTime({ iso }: { iso: string }) {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return <span>—</span>;
  return (
    <time dateTime={instant.toISOString()} title={formatExactTime(instant)}>
      {formatRelativeTime(instant)}
    </time>
  );
}
