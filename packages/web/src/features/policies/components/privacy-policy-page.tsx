import { Anchor, Skeleton, Stack } from '@mantine/core';
import { messages, privacyMessages } from '@shop/shared';
import { useShop } from '../../../api/get-shop';
import { RetryPanel } from '../../../components/ui/retry-panel';
import { paths } from '../../../config/paths';
import { policyFacts } from '../policy-facts';
import { P, PolicyLayout, PolicyLink, PolicySection, Points } from './policy-layout';

/** The grievance officer of the shop's settings (GRIEVANCE_OFFICER). */
function GrievanceOfficer() {
  const shop = useShop();
  if (shop.isError) return <RetryPanel error={shop.error} onRetry={() => shop.refetch()} />;
  if (!shop.data) return <Skeleton height={72} radius="md" />;
  const officer = shop.data.grievance_officer;
  return (
    <address style={{ fontStyle: 'normal' }}>
      <Stack gap={2}>
        <span>{officer.name}</span>
        <span>{officer.designation}</span>
        <Anchor href={`mailto:${officer.email}`}>{officer.email}</Anchor>
      </Stack>
    </address>
  );
}

/**
 * The privacy notice (docs/decisions/035): what the shop collects, why, how long it keeps it,
 * the shopper's rights and the grievance officer.
 */
export function PrivacyPolicyPage() {
  return (
    <PolicyLayout title={messages.pages.titles.privacyPolicy} intro={privacyMessages.intro}>
      {privacyMessages.sections.map((section) => (
        <PolicySection key={section.title} title={section.title}>
          {section.points ? <Points items={[...section.points]} /> : null}
          {section.paragraphs.map((text) => (
            <P key={text}>{text}</P>
          ))}
        </PolicySection>
      ))}
      <PolicySection title={privacyMessages.grievanceTitle}>
        <P>{privacyMessages.grievanceNote}</P>
        <GrievanceOfficer />
        <P>
          This notice is governed by {policyFacts.governingLaw}. See also our{' '}
          <PolicyLink to={paths.termsOfService}>terms of service</PolicyLink>.
        </P>
      </PolicySection>
    </PolicyLayout>
  );
}
