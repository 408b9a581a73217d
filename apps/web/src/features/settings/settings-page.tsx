import { Banner } from '@/components/ui/banner';
import { LoadingText } from '@/components/ui/loading-text';
import { PageHeading } from '@/components/ui/page-heading';
import { SiteFooter } from '@/components/ui/site-footer';
import { useProfile } from '@/features/settings/api/get-profile';
import { AppearanceSection } from '@/features/settings/components/appearance-section';
import { AuthMethodSection } from '@/features/settings/components/auth-method-section';
import { ProfileSection } from '@/features/settings/components/profile-section';
import { SecuritySection } from '@/features/settings/components/security-section';
import { SettingsBanners } from '@/features/settings/components/settings-banners';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SettingsPage() {
  useDocumentTitle('Settings');
  const profile = useProfile();

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title="Settings" subtitle="Manage your profile, appearance and account security" />
      {profile.isPending && <LoadingText />}
      {profile.isError && <Banner tone="error">Failed to load profile data</Banner>}
      {profile.data && (
        <div className="space-y-6">
          <SettingsBanners profile={profile.data} />
          <ProfileSection profile={profile.data} />
          <AppearanceSection />
          <AuthMethodSection authMethod={profile.data.user.authMethod} />
          <SecuritySection isOAuthUser={profile.data.user.isOAuthUser} authMethod={profile.data.user.authMethod} />
        </div>
      )}
      <div className="mt-12">
        <SiteFooter />
      </div>
    </div>
  );
}
