import { useState, type FormEvent } from 'react';
import type { LtiPlatform, LtiToolConfiguration } from '@codepath/contract/lti';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChangeLtiPlatforms, useLtiPlatforms } from './api/lti-platforms';
import { cellClasses, EmptyLine, headCellClasses, ScrollTable, Section } from './components/admin-ui';

const EMPTY_FORM = { name: '', issuer: '', clientId: '', deploymentIds: '', authLoginUrl: '', authTokenUrl: '', jwksUrl: '', classId: '' };
type PlatformForm = typeof EMPTY_FORM;

/** The URL fields are checked by the browser first, which names the field with its own label. */
const FIELDS: { key: keyof PlatformForm; label: string; hint?: string; placeholder?: string; type?: 'url' }[] = [
  { key: 'name', label: 'Name', placeholder: 'University Canvas' },
  { key: 'issuer', type: 'url', label: 'Issuer', placeholder: 'https://canvas.instructure.com', hint: "The LMS's platform id: Canvas Cloud https://canvas.instructure.com, Moodle its site address." },
  { key: 'clientId', label: 'Client id', hint: 'What the LMS gave CodePath: the developer key id (Canvas) or the tool\'s client ID (Moodle).' },
  { key: 'deploymentIds', label: 'Deployment ids', hint: 'Separated by commas.' },
  { key: 'authLoginUrl', type: 'url', label: 'Authorization URL', placeholder: 'https://sso.canvaslms.com/api/lti/authorize_redirect' },
  { key: 'authTokenUrl', type: 'url', label: 'Access token URL', placeholder: 'https://sso.canvaslms.com/login/oauth2/token' },
  { key: 'jwksUrl', type: 'url', label: 'Public keyset URL', placeholder: 'https://sso.canvaslms.com/api/lti/security/jwks' },
  { key: 'classId', label: 'Linked class id (optional)', hint: 'Launched learners join this class: the id in its address, /app/classes/<id>.' },
];

function ToolUrls({ tool }: { tool: LtiToolConfiguration }) {
  const rows: [string, string][] = [
    ['OpenID Connect initiation (login) URL', tool.loginInitiationUrl],
    ['Target link URI and redirect URI', tool.launchUrl],
    ['Deep linking URL', tool.deepLinkingUrl],
    ['Public JWK set URL', tool.jwksUrl],
    ['Scopes', tool.scopes.join(' ')],
  ];
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[16rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-mono text-xs break-all text-slate-800 dark:text-slate-200">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /app/admin/lti: the LMSs that may launch CodePath (LTI 1.3), and CodePath's URLs to give them. */
export default function LtiPage() {
  useDocumentTitle('LMS (LTI) · Admin');
  const platforms = useLtiPlatforms();
  const { add, change, remove } = useChangeLtiPlatforms();
  const [form, setForm] = useState<PlatformForm>(EMPTY_FORM);
  const [editingId, setEditingId] = useState<string | null>(null);
  const save = editingId ? change : add;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const deploymentIds = form.deploymentIds.split(',').map((id) => id.trim()).filter(Boolean);
    const body = { ...form, deploymentIds, classId: form.classId.trim() || null };
    const done = () => {
      setForm(EMPTY_FORM);
      setEditingId(null);
    };
    if (editingId) change.mutate({ id: editingId, body }, { onSuccess: done });
    else add.mutate(body, { onSuccess: done });
  };
  const edit = (platform: LtiPlatform) => {
    setEditingId(platform.id);
    const { name, issuer, clientId, authLoginUrl, authTokenUrl, jwksUrl } = platform;
    setForm({ name, issuer, clientId, authLoginUrl, authTokenUrl, jwksUrl, deploymentIds: platform.deploymentIds.join(', '), classId: platform.classId ?? '' });
  };

  if (platforms.isPending) return <LoadingText />;
  if (platforms.isError) return <Banner tone="error">{errorMessage(platforms.error, 'Failed to load the platforms')}</Banner>;
  const { tool } = platforms.data;

  return (
    <div className="space-y-6">
      <Section title="CodePath's URLs for the LMS">
        <ToolUrls tool={tool} />
      </Section>
      <Section title="Registered platforms">
        {platforms.data.platforms.length === 0 ? (
          <EmptyLine>No LMS is registered yet.</EmptyLine>
        ) : (
          <ScrollTable label="Registered platforms">
            <thead>
              <tr>
                {['Platform', 'Client id', 'Deployments', 'Class', ''].map((title) => (
                  <th key={title} className={headCellClasses}>{title}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {platforms.data.platforms.map((platform) => (
                <tr key={platform.id}>
                  <td className={cellClasses}>
                    <span className="font-medium">{platform.name}</span>
                    <p className="text-xs text-slate-500 dark:text-slate-400">{platform.issuer}</p>
                  </td>
                  <td className={cellClasses}>{platform.clientId}</td>
                  <td className={cellClasses}>{platform.deploymentIds.join(', ')}</td>
                  <td className={cellClasses}>{platform.className ?? <span className="text-slate-400">none</span>}</td>
                  <td className={cellClasses}>
                    <span className="flex gap-2">
                      <Button variant="secondary" size="sm" onClick={() => edit(platform)} aria-label={`Edit ${platform.name}`}>
                        Edit
                      </Button>
                      <Button variant="secondary" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(platform.id)} aria-label={`Remove ${platform.name}`}>
                        Remove
                      </Button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
        {remove.isError && <Banner tone="error">{errorMessage(remove.error, 'Failed to remove the platform')}</Banner>}
      </Section>
      <Section title={editingId ? 'Change the platform' : 'Add a platform'}>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              type={field.type ?? 'text'}
              value={form[field.key]}
              required={field.key !== 'classId'}
              {...(field.hint ? { hint: field.hint } : {})}
              {...(field.placeholder ? { placeholder: field.placeholder } : {})}
              onChange={(event) => setForm({ ...form, [field.key]: event.target.value })}
            />
          ))}
          <div className="sm:col-span-2">
            {save.isError && <Banner tone="error">{errorMessage(save.error, 'Failed to save the platform')}</Banner>}
            <div className="mt-2 flex gap-2">
              <Button type="submit" disabled={save.isPending}>{editingId ? 'Save changes' : 'Add platform'}</Button>
              {editingId && (
                <Button variant="secondary" onClick={() => { setEditingId(null); setForm(EMPTY_FORM); }}>
                  Cancel
                </Button>
              )}
            </div>
          </div>
        </form>
      </Section>
    </div>
  );
}
