import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArchiveUploadAnswer } from '@codepath/contract/admin-problems';
import { signIn } from '@/lib/auth-store';
import { makeToken } from '@/testing/make-token';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-with-router';
import { ArchiveUploadForm } from './archive-upload-form';

beforeEach(() => signIn(makeToken(), { id: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' }));
afterEach(() => vi.unstubAllGlobals());

const answer: ArchiveUploadAnswer = {
  packages: [
    { folder: 'rmrc2015/junk', slug: 'junk', version: 1, verifyJobId: 'j1', warnings: [], error: null },
    { folder: 'rmrc2015/keypad', slug: 'keypad', version: null, verifyJobId: null, warnings: [], error: 'A problem named keypad exists already: upload a new version of it instead.' },
  ],
};

describe('the upload of an archive of several packages', () => {
  it('sends the archive and lists each package: stored (linked to its page) or why not', async () => {
    const { calls } = mockApi({ 'POST /api/admin/problems/upload-archive?fileName=rmrc2015.zip': () => ({ status: 201, body: answer }) });
    renderRoutes([{ path: '/app/admin/problems', element: <ArchiveUploadForm /> }], '/app/admin/problems');
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Archive of several packages (.zip or .tar.gz)'), new File(['PK'], 'rmrc2015.zip', { type: 'application/zip' }));
    await user.click(screen.getByRole('button', { name: 'Upload archive' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 of 2 packages stored as drafts; each is being verified.');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'rmrc2015/junkjunkStored as version 1, verifying',
      'rmrc2015/keypadkeypadA problem named keypad exists already: upload a new version of it instead.',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'junk' })).toHaveAttribute('href', '/app/admin/problems/junk');
    expect(calls.map((call) => call.key)).toEqual(['POST /api/admin/problems/upload-archive?fileName=rmrc2015.zip']);
  });
});
