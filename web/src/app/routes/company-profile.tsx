import { useCompanyProfile } from '../../features/accounts/api/accounts.ts';
import { CompanyApprovalBanner } from '../../features/accounts/components/company-approval-banner.tsx';
import { EmailVerificationNotice } from '../../features/accounts/components/email-verification-notice.tsx';
import { ContactDetails } from '../../features/accounts/components/contact-details.tsx';
import { PasswordRow } from '../../features/accounts/components/password-row.tsx';
import { ProfileShell } from '../../features/accounts/components/profile-shell.tsx';
import { CompanyJobs } from '../../features/jobs/components/company-jobs.tsx';
import { CompanyPlacements } from '../../features/internships/components/company-placements.tsx';
import { PersonalDataSection } from '../../features/kvkk/components/personal-data-section.tsx';
import { AccountSecuritySection } from '../../features/mfa/components/account-security.tsx';

export default function CompanyProfileRoute() {
  const query = useCompanyProfile();
  return (
    <ProfileShell
      query={query}
      greetingName={(p) => p.companyName}
      details={(p) => (
        <>
          <PasswordRow role="company" />
          <ContactDetails
            rows={[
              { label: 'phone', value: p.phone },
              { label: 'address', value: p.address },
            ]}
          />
        </>
      )}
    >
      <EmailVerificationNotice verified={query.data?.emailVerified} company />
      <CompanyApprovalBanner />
      <CompanyJobs
        standing={query.data && { approval: query.data.approval, emailVerified: query.data.emailVerified }}
      />
      <CompanyPlacements />
      <AccountSecuritySection />
      <PersonalDataSection role="company" />
    </ProfileShell>
  );
}
