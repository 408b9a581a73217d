import { useDeferredValue, useState } from 'react';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '@codepath/contract/admin-audit';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { RelativeTime } from '@/components/ui/relative-time';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAudit } from './api/get-audit';
import { cellClasses, EmptyLine, headCellClasses, ScrollTable, Section, compactFieldClasses } from './components/admin-ui';

const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** What an action changed: a field that changed as before → after, one it added or removed alone. */
function Change({ entry }: { entry: AuditEntry }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <dl className="space-y-0.5 font-mono text-xs">
      {keys.map((key) => {
        const isBefore = key in before;
        const isAfter = key in after;
        const isSame = isBefore && isAfter && JSON.stringify(before[key]) === JSON.stringify(after[key]);
        return (
          <div key={key} className="flex flex-wrap gap-1">
            <dt className="text-slate-500 dark:text-slate-400">{key}:</dt>
            <dd className="break-all">
              {isBefore && !isSame && <span className="text-rose-600 line-through dark:text-rose-400">{show(before[key])}</span>}
              {isBefore && isAfter && !isSame && ' → '}
              {isAfter && <span className={isSame ? '' : 'text-emerald-700 dark:text-emerald-400'}>{show(after[key])}</span>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** /app/admin/audit: every admin action, newest first, searchable, kept for good. */
export default function AuditPage() {
  useDocumentTitle('Audit log · Admin');
  const [search, setSearch] = useState('');
  const audit = useAudit(useDeferredValue(search.trim()));
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Section title="Audit log" actions={<input type="search" aria-label="Search the audit log" placeholder="Action, e-mail or target..." value={search} onChange={(event) => setSearch(event.target.value)} className={compactFieldClasses('w-full sm:w-64')} />}>
      {audit.isPending ? (
        <LoadingText />
      ) : audit.isError ? (
        <Banner tone="error">{errorMessage(audit.error, 'Failed to load the audit log')}</Banner>
      ) : entries.length === 0 ? (
        <EmptyLine>Nothing recorded yet.</EmptyLine>
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label="Audit log">
            {entries.map((entry) => (
              <li key={entry.id} data-testid="audit-entry" className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800">
                <p className="font-medium text-slate-900 dark:text-white">{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</p>
                <p className="mt-0.5 text-xs break-all text-slate-500 dark:text-slate-400">
                  <RelativeTime iso={entry.at} /> · {entry.actor.label} · {entry.targetType} {entry.targetId}
                </p>
                <div className="mt-2">
                  <Change entry={entry} />
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <ScrollTable label="Audit log">
              <thead>
                <tr>
                  {['When', 'Who', 'What', 'Target', 'Change'].map((title) => (
                    <th key={title} className={headCellClasses}>{title}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} data-testid="audit-entry">
                    <td className={`${cellClasses} whitespace-nowrap`}><RelativeTime iso={entry.at} /></td>
                    <td className={cellClasses}>{entry.actor.label}</td>
                    <td className={cellClasses}>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</td>
                    <td className={cellClasses}>
                      {entry.targetType} <span className="font-mono text-xs">{entry.targetId}</span>
                    </td>
                    <td className={cellClasses}><Change entry={entry} /></td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </div>
          {audit.hasNextPage && (
            <Button variant="secondary" size="sm" className="mt-4" disabled={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
              {audit.isFetchingNextPage ? 'Loading...' : 'Older entries'}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}
