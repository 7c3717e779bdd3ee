import { brand } from '@shop/shared';
import { paths } from '../../../config/paths';
import { policyFacts } from '../policy-facts';
import { P, PolicyLayout, PolicyLink, PolicySection, Points } from './policy-layout';

export function PrivacyPolicyPage() {
  return (
    <PolicyLayout
      title="Privacy Policy"
      intro={`${brand.name} collects only the information it needs to take, deliver and support your orders. This page explains what that is, why we keep it and who sees it.`}
    >
      <PolicySection title="What we collect">
        <Points
          items={[
            'Your name, e-mail address and phone number, when you create an account.',
            'The delivery addresses you save, with the phone number for each.',
            'Your cart and the orders you place, including what you bought and what you paid.',
            'A record of each payment from our payment provider: its reference number and whether it succeeded.',
          ]}
        />
        <P>
          We never see or store your card number, UPI PIN or bank password. Payments are made on our
          payment provider’s secure page, and only the result comes back to us.
        </P>
      </PolicySection>

      <PolicySection title="How we use it">
        <P>
          We use your details to process and deliver your orders, to send you e-mails about your
          account (such as activating it or resetting your password) and about your orders, and to
          answer you when you contact us. We do not sell your personal information, and we do not
          share it for advertising.
        </P>
      </PolicySection>

      <PolicySection title="Who we share it with">
        <P>
          Your name, delivery address and phone number are given to the courier who delivers your
          parcel. Payment details are handled by our payment provider. We share information with
          anyone else only when the law requires us to.
        </P>
      </PolicySection>

      <PolicySection title="Cookies and sign-in">
        <P>
          We use cookies to keep you signed in securely. They are not readable by scripts on the
          page and are not used to track you on other websites. Your browser also remembers your
          name so the shop can greet you; signing out removes it.
        </P>
      </PolicySection>

      <PolicySection title="Your choices">
        <P>
          You can see and update your account details and saved addresses at any time from your
          account page, and you can delete an address you no longer use. To ask for a copy of your
          data, or for your account to be closed, reply to any e-mail from us. We keep order records
          for as long as Indian tax law requires.
        </P>
        <P>
          This policy is governed by {policyFacts.governingLaw}. See also our{' '}
          <PolicyLink to={paths.termsOfService}>terms of service</PolicyLink>.
        </P>
      </PolicySection>
    </PolicyLayout>
  );
}
