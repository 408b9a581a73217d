import { useState, type FormEvent } from 'react';
import { UserRound } from 'lucide-react';
import type { ProfileAnswer } from '@codepath/contract/auth';
import { PROFILE_RELOAD_DELAY_MS } from '@codepath/contract/constants';
import { replaceToken } from '@/lib/auth-store';
import { reloadPage } from '@/lib/reload-page';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateProfile } from '@/features/settings/api/update-profile';
import { describeProfileUpdateFailure } from '@/features/settings/describe-settings-failure';
import { hasProfileChanged, trimProfile, validateProfile, type ProfileFields } from '@/features/settings/profile-rules';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { useOAuthEmailNotice } from '@/features/settings/components/use-oauth-email-notice';

type Message = { tone: 'error' | 'success'; text: string };

const fieldsOf = ({ firstname, lastname, email }: ProfileFields): ProfileFields => ({ firstname, lastname, email });

export function ProfileSection({ profile }: { profile: ProfileAnswer }) {
  const saved = fieldsOf(profile.user);
  const isOAuthUser = profile.user.isOAuthUser;
  const [isEditing, setIsEditing] = useState(false);
  const [fields, setFields] = useState<ProfileFields>(saved);
  const [message, setMessage] = useState<Message | null>(null);
  const emailNotice = useOAuthEmailNotice();
  const update = useUpdateProfile();
  const canSave = isEditing && !update.isPending && hasProfileChanged(saved, fields, isOAuthUser);

  const change = (name: keyof ProfileFields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function startEditing() {
    setFields(saved);
    setMessage(null);
    setIsEditing(true);
  }

  function cancelEditing() {
    setFields(saved);
    setMessage(null);
    emailNotice.hideNotice();
    setIsEditing(false);
  }

  function attemptEmailChange() {
    if (isEditing) emailNotice.showNotice();
  }

  function attemptEmailKey(event: React.KeyboardEvent<HTMLInputElement>) {
    const isEditingKey = event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete';
    if (isEditingKey && !event.ctrlKey && !event.metaKey) attemptEmailChange();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    const invalid = validateProfile(fields);
    if (invalid) {
      setMessage({ tone: 'error', text: invalid });
      return;
    }
    setMessage(null);
    try {
      const answer = await update.mutateAsync(trimProfile(fields));
      if (answer.token) replaceToken(answer.token, answer.user);
      setMessage({ tone: 'success', text: 'Profile updated successfully' });
      setIsEditing(false);
      setTimeout(reloadPage, PROFILE_RELOAD_DELAY_MS);
    } catch (error) {
      // The form stays in edit mode with everything the user typed.
      setMessage({ tone: 'error', text: describeProfileUpdateFailure(error) });
    }
  }

  return (
    <SettingsSection icon={UserRound} title="Profile Settings" description="Your name and email address.">
      <form onSubmit={save} className="space-y-4" noValidate>
        {message && <Banner tone={message.tone}>{message.text}</Banner>}
        {emailNotice.isNoticeShown && (
          <Banner tone="notice" title="Email Cannot Be Changed">
            Your email is managed by your {profile.user.authMethod === 'github' ? 'GitHub' : 'Google'} account.
          </Banner>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" name="firstname" autoComplete="given-name" value={fields.firstname} onChange={change('firstname')} disabled={!isEditing} />
          <TextField label="Last Name" name="lastname" autoComplete="family-name" value={fields.lastname} onChange={change('lastname')} disabled={!isEditing} />
        </div>
        {isOAuthUser ? (
          // Read-only rather than disabled so an attempt to edit can be noticed and explained.
          <TextField
            label="Email"
            name="email"
            type="email"
            value={fields.email}
            readOnly
            aria-disabled="true"
            className="[&_input]:cursor-not-allowed [&_input]:bg-slate-100 [&_input]:text-slate-500 dark:[&_input]:bg-slate-800/60 dark:[&_input]:text-slate-400"
            onKeyDown={attemptEmailKey}
            onPaste={attemptEmailChange}
            onClick={attemptEmailChange}
          />
        ) : (
          <TextField label="Email" name="email" type="email" autoComplete="email" value={fields.email} onChange={change('email')} disabled={!isEditing} />
        )}
        <div className="flex flex-wrap gap-3 pt-2">
          {isEditing ? (
            <>
              <Button type="submit" disabled={!canSave}>
                {update.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
              <Button variant="secondary" onClick={cancelEditing} disabled={update.isPending}>
                Cancel
              </Button>
            </>
          ) : (
            <Button onClick={startEditing}>Edit Profile</Button>
          )}
        </div>
      </form>
    </SettingsSection>
  );
}
