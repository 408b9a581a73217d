import { useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useSetExtension } from '../api/classes';

const localOf = (iso: string) => {
  const date = new Date(Date.parse(iso) + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** One learner's own deadline (the late window moves with it), or back to the class's. */
export function ExtensionDialog({ classId, assignmentId, learner, dueAt, onClose }: { classId: string; assignmentId: string; learner: { userId: string; name: string }; dueAt: string; onClose: () => void }) {
  const [until, setUntil] = useState(() => localOf(dueAt));
  const extend = useSetExtension(classId, assignmentId);
  const save = (value: string | null) => extend.mutate({ userId: learner.userId, dueAt: value === null ? null : new Date(value).toISOString() }, { onSuccess: onClose });
  return (
    <ModalDialog
      title={`Extension for ${learner.name}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={() => save(null)}>Remove extension</Button>
          <Button onClick={() => save(until)} disabled={extend.isPending}>Save</Button>
        </>
      }
    >
      <TextField label="Their deadline" type="datetime-local" value={until} onChange={(event) => setUntil(event.target.value)} />
      {extend.isError && <Banner tone="error" className="mt-3">{errorMessage(extend.error, 'Failed to save the extension')}</Banner>}
    </ModalDialog>
  );
}
